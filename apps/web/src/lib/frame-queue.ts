/**
 * Runs queued work one item per animation frame, so that a dashboard full of charts never holds
 * the main thread for more than one chart's creation at a time. Cancelling removes a waiting item.
 */
export function createFrameQueue(requestFrame: (callback: () => void) => unknown = requestAnimationFrame) {
  const waiting: (() => void)[] = [];
  let isScheduled = false;

  function runOne() {
    isScheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  }

  function schedule() {
    if (isScheduled) return;
    isScheduled = true;
    requestFrame(runOne);
  }

  return {
    enqueue(work: () => void): () => void {
      waiting.push(work);
      schedule();
      return () => {
        const index = waiting.indexOf(work);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}
