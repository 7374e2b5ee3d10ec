/** What an idle period offers: the milliseconds left in it (IdleDeadline). */
export type TIdlePeriod = { timeRemaining: () => number };
type TIdleScheduler = (callback: (period: TIdlePeriod) => void) => void;

// What one more card body may need; with less left the period ends.
const MIN_TIME_FOR_A_BODY_MS = 8;
// A turn of 12 ms stays below a long task (50 ms) on a phone four times slower than this machine.
const TURN_BUDGET_MS = 12;

/**
 * Hands out turns to draw, in the order they were asked for, as many as an idle period and a
 * short budget hold, and at least one: the cards below the screen are drawn while the user reads
 * the first ones, in tasks too short to delay a tap. With `scheduleEachFrame` it gives one turn
 * per animation frame (the benchmark's ECharts charts, whose creation takes a frame each). Each draw must finish its work before it
 * returns (flushSync), so that the time taken is known.
 * A turn that used up its budget while the idle period lasted is followed by the next at once
 * (`scheduleNext`): a new idle callback waits for the end of the current idle period, up to 50 ms
 * of a page doing nothing. A turn that used up the idle period waits for the next one.
 * Cancelling removes a waiting request (its card came near the screen and was drawn then).
 */
export function createDrawQueue(
  scheduleIdle: TIdleScheduler,
  now: () => number = () => performance.now(),
  scheduleNext: TIdleScheduler = scheduleSoon,
) {
  const waiting: (() => void)[] = [];
  let isScheduled = false;

  function runTurn(period: TIdlePeriod) {
    isScheduled = false;
    const turnEnd = now() + TURN_BUDGET_MS;
    do waiting.shift()?.();
    while (waiting.length > 0 && period.timeRemaining() >= MIN_TIME_FOR_A_BODY_MS && now() < turnEnd);
    if (waiting.length === 0) return;
    isScheduled = true;
    if (period.timeRemaining() >= MIN_TIME_FOR_A_BODY_MS) scheduleNext(runTurn);
    else scheduleIdle(runTurn);
  }

  function schedule() {
    if (isScheduled) return;
    isScheduled = true;
    scheduleIdle(runTurn);
  }

  return {
    request(draw: () => void): () => void {
      waiting.push(draw);
      schedule();
      return () => {
        const index = waiting.indexOf(draw);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}

/**
 * A task of its own once the browser has handled waiting input and drawn a frame if one is due;
 * the turn's own budget bounds it.
 */
export function scheduleSoon(callback: (period: TIdlePeriod) => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback({ timeRemaining: () => Infinity });
  };
  channel.port2.postMessage(null);
}

/** A period with no time left at each animation frame: one turn a frame. */
export function scheduleEachFrame(callback: (period: TIdlePeriod) => void): void {
  requestAnimationFrame(() => callback({ timeRemaining: () => 0 }));
}

/** Without requestIdleCallback (Safari, test DOMs): a timer, and a short period. */
const TIMER_PERIOD_MS = 10;

/**
 * An idle period where the browser has one; a timer otherwise. The timeout keeps a busy page
 * from starving the cards below the screen.
 */
export function scheduleWhenIdle(callback: (period: TIdlePeriod) => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(callback, { timeout: 500 });
    return;
  }
  setTimeout(() => {
    const end = performance.now() + TIMER_PERIOD_MS;
    callback({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 0);
}
