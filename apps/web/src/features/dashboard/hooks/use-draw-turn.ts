import { useEffect, useState } from 'react';
import { createDrawQueue, scheduleWhenIdle } from '../logic/draw-queue';

// Two card bodies a turn: at a phone's speed that stays below the 50 ms of a long task.
const BODIES_PER_TURN = 2;
// Content a little below the fold is ready by the time it scrolls in.
const VISIBLE_MARGIN = '200px';

const cardBodies = createDrawQueue(scheduleWhenIdle, BODIES_PER_TURN);

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
    const draw = () => setIsDrawn(true);
    const cancel = cardBodies.request(draw);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) cardBodies.drawNow(draw);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [ref, isDrawn]);
  return isDrawn;
}
