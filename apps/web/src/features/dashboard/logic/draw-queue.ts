/** What an idle period offers: the milliseconds left in it (IdleDeadline). */
export type TIdlePeriod = { timeRemaining: () => number };
type TIdleScheduler = (callback: (period: TIdlePeriod) => void) => void;

// What one more card body may need at a phone's speed; with less left the period ends.
const MIN_TIME_FOR_A_BODY_MS = 8;

/**
 * Hands out turns to draw, in the order they were asked for, as many as an idle period holds
 * and at least one: the cards below the screen are drawn while the user reads the first ones,
 * and no task holds the main thread much longer than an idle period (at most 50 ms). Each draw
 * must finish its work before it returns (flushSync), so that the time left is known.
 * Cancelling removes a waiting request (its card came near the screen and was drawn then).
 */
export function createDrawQueue(scheduleIdle: TIdleScheduler) {
  const waiting: (() => void)[] = [];
  let isScheduled = false;

  function runTurn(period: TIdlePeriod) {
    isScheduled = false;
    do waiting.shift()?.();
    while (waiting.length > 0 && period.timeRemaining() >= MIN_TIME_FOR_A_BODY_MS);
    if (waiting.length > 0) schedule();
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
