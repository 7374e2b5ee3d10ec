import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createDrawQueue, scheduleSoon } from '../../../lib/draw-queue';
import { observeNearViewport } from '../../../lib/observe-near-viewport';

// Turns in tasks of their own rather than in idle periods: while the page scrolls or draws,
// idle periods do not come, and the bodies below waited for the screen to reach them, a frame
// or more per row.
const cardBodies = createDrawQueue(scheduleSoon);

/**
 * Whether a card's body (its chart or table) may be built: at once when it comes near the
 * screen, otherwise when the queue's turns reach it, in order, right after the cards are shown.
 * The card's frame is drawn right away with the body's height reserved, so that nothing moves
 * when the body arrives.
 */
export function useDrawTurn(ref: React.RefObject<HTMLElement | null>): boolean {
  const [isDrawn, setIsDrawn] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isDrawn || !element) return;
    // Drawn before the call returns, so that the queue knows the time its turn has taken.
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
