import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * The content width of an element in whole pixels, 0 until the browser has laid it out, kept up
 * to date as it resizes. A ResizeObserver hands the width over after the browser's own layout,
 * for every chart in the same frame: reading clientWidth after a render would force a layout of
 * the whole page per chart. Without ResizeObserver (test DOMs) the width is read once.
 */
export function useElementWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  const hasObserver = typeof ResizeObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasObserver) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, hasObserver]);
  useLayoutEffect(() => {
    if (!hasObserver && ref.current) setWidth(ref.current.clientWidth);
  }, [ref, hasObserver]);
  return width;
}
