type TScheduler = (callback: () => void) => void;

// The budget is read on the device's own clock, so it bounds the task there: 40 ms stays below a
// long task (50 ms) on a phone as on a desktop. Turns of 12 ms drew one body each on a phone (4x
// CPU slowdown), each followed by a frame of its own.
const TURN_BUDGET_MS = 40;

/**
 * Hands out turns to draw, in the order they were asked for: in each turn `schedule` gives, as
 * many as `budgetMs` holds and at least one, so that the cards below the screen are drawn right
 * after the first ones, in tasks too short to delay a tap. A budget of 0 draws one per turn (the
 * benchmark's ECharts charts, one per animation frame, since creating one takes a frame). Each
 * draw must finish its work before it returns (flushSync), so that the time taken is known.
 * Cancelling removes a waiting request (its card came near the screen and was drawn then).
 */
export function createDrawQueue(
  schedule: TScheduler,
  { budgetMs = TURN_BUDGET_MS, now = () => performance.now() }: { budgetMs?: number; now?: () => number } = {},
) {
  const waiting: (() => void)[] = [];
  let isScheduled = false;

  function runTurn() {
    isScheduled = false;
    const turnEnd = now() + budgetMs;
    do waiting.shift()?.();
    while (waiting.length > 0 && now() < turnEnd);
    if (waiting.length > 0) scheduleTurn();
  }

  function scheduleTurn() {
    if (isScheduled) return;
    isScheduled = true;
    schedule(runTurn);
  }

  return {
    request(draw: () => void): () => void {
      waiting.push(draw);
      scheduleTurn();
      return () => {
        const index = waiting.indexOf(draw);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}

/** A task of its own once the browser has handled waiting input and drawn a frame if one is due. */
export function scheduleSoon(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** The next animation frame. */
export function scheduleEachFrame(callback: () => void): void {
  requestAnimationFrame(() => callback());
}
