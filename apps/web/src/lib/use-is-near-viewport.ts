import { useEffect, useState } from 'react';
import { observeNearViewport } from './observe-near-viewport';

/** Resolves true once the element is on (or near) the screen; without IntersectionObserver at once. */
export function useIsNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    return observeNearViewport(element, () => setIsNear(true));
  }, [ref, isNear]);
  return isNear;
}
