/** What an idle period offers: the milliseconds left in it (IdleDeadline). */
export type TIdlePeriod = { timeRemaining: () => number };
type TIdleScheduler = (callback: (period: TIdlePeriod) => void) => void;

// What one more card body may need; with less left the period ends.
const MIN_TIME_FOR_A_BODY_MS = 8;
// The budget is read on the device's own clock, so it bounds the task there: 40 ms stays below a
// long task (50 ms) on a phone as on a desktop. Turns of 12 ms drew one body each on a phone (4x
// CPU slowdown), each followed by a frame of its own.
const TURN_BUDGET_MS = 40;

/**
 * Hands out turns to draw, in the order they were asked for, as many as a period and the budget
 * hold, and at least one: the cards below the screen are drawn right after the first ones, in
 * tasks too short to delay a tap. With `scheduleEachFrame` it gives one turn per animation frame
 * (the benchmark's ECharts charts, whose creation takes a frame each). Each draw must finish its
 * work before it returns (flushSync), so that the time taken is known.
 * A turn that used up its budget while its period lasted is followed by the next at once
 * (`scheduleNext`); a turn that used up its period waits for the next one.
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
