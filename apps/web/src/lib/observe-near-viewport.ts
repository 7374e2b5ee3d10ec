// Content a little below the fold is ready by the time it scrolls in.
const NEAR_MARGIN = '200px';

type TSharedObserver = {
  observer: IntersectionObserver;
  /** The constructor it was made with: a page (or a test) that replaces it gets a new observer. */
  madeWith: typeof IntersectionObserver;
  waiting: Map<Element, () => void>;
};

let shared: TSharedObserver | null = null;

/**
 * Calls `onNear` once, when the element comes on (or near) the screen. Every element shares one
 * observer: with one per card, Chromium computed each observer's intersections apart, and on a
 * phone one commit spent 297 ms (4x CPU slowdown) there. The observer is made on first use and
 * dropped when the last element leaves. Returns a function that stops watching.
 */
export function observeNearViewport(element: Element, onNear: () => void): () => void {
  if (!shared || shared.madeWith !== IntersectionObserver) shared = createSharedObserver();
  const current = shared;
  current.waiting.set(element, onNear);
  current.observer.observe(element);
  return () => stopWatching(current, element);
}

function createSharedObserver(): TSharedObserver {
  const waiting = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const onNear = waiting.get(entry.target);
        if (!entry.isIntersecting || !onNear) continue;
        stopWatching(current, entry.target);
        onNear();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  const current: TSharedObserver = { observer, madeWith: IntersectionObserver, waiting };
  return current;
}

function stopWatching(current: TSharedObserver, element: Element): void {
  if (!current.waiting.delete(element)) return;
  current.observer.unobserve(element);
  if (current.waiting.size > 0) return;
  current.observer.disconnect();
  if (shared === current) shared = null;
}
