import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createDrawQueue, scheduleWhenIdle } from '../../../lib/draw-queue';
import { observeNearViewport } from '../../../lib/observe-near-viewport';

const cardBodies = createDrawQueue(scheduleWhenIdle);

/**
 * Whether a card's body (its chart or table) may be built: at once when it comes near the
 * screen, otherwise when the idle turns reach it. The card's frame is drawn right away with the
 * body's height reserved, so that nothing moves when the body arrives.
 */
export function useDrawTurn(ref: React.RefObject<HTMLElement | null>): boolean {
  const [isDrawn, setIsDrawn] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isDrawn || !element) return;
    // Drawn before the call returns, so that the queue knows the time left in the idle period.
    const cancel = cardBodies.request(() => flushSync(() => setIsDrawn(true)));
    // The cards that come on screen together are drawn in one render.
    const stopWatching = observeNearViewport(element, () => {
      cancel();
      setIsDrawn(true);
    });
    return () => {
      cancel();
      stopWatching();
    };
  }, [ref, isDrawn]);
  return isDrawn;
}
