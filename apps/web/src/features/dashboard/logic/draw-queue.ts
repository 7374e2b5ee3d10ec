type TIdleScheduler = (callback: () => void) => void;

/**
 * Hands out turns to draw, in the order they were asked for, a few per idle period: the cards
 * below the screen are drawn while the user reads the first ones, and no single task holds the
 * main thread for the whole grid. A turn asked for with `now` (its card came near the screen)
 * is given at once. Cancelling removes a waiting request.
 */
export function createDrawQueue(scheduleIdle: TIdleScheduler, perTurn: number) {
  const waiting: (() => void)[] = [];
  let isScheduled = false;

  function runTurn() {
    isScheduled = false;
    for (const draw of waiting.splice(0, perTurn)) draw();
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
    /** Gives a waiting request its turn now (its card came near the screen). */
    drawNow(draw: () => void) {
      const index = waiting.indexOf(draw);
      if (index >= 0) waiting.splice(index, 1);
      draw();
    },
  };
}

/**
 * An idle period where the browser has one; a timer otherwise (Safari, test DOMs). The timeout
 * keeps a busy page from starving the cards below the screen.
 */
export function scheduleWhenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 500 });
  else setTimeout(callback, 0);
}
