import { useEffect, useState } from 'react';

// Content a little below the fold is ready by the time it scrolls in.
const VISIBLE_MARGIN = '200px';

/** Resolves true once the element is on (or near) the screen; without IntersectionObserver at once. */
export function useIsNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}
