// Content a little below the fold is ready by the time it scrolls in.
const NEAR_MARGIN = '200px';

type TSharedObserver = {
  observer: IntersectionObserver;
  /** The constructor it was made with: a page (or a test) that replaces it gets a new observer. */
  madeWith: typeof IntersectionObserver;
  /** Each element's callbacks: two parts of a page may watch the same element. */
  waiting: Map<Element, Set<() => void>>;
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
  // A callback of its own, so that a caller that passes the same function twice stops only its own watch.
  const watch = () => onNear();
  const watches = current.waiting.get(element);
  if (watches) watches.add(watch);
  else {
    current.waiting.set(element, new Set([watch]));
    current.observer.observe(element);
  }
  return () => stopWatching(current, element, watch);
}

function createSharedObserver(): TSharedObserver {
  const waiting = new Map<Element, Set<() => void>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watches = waiting.get(entry.target);
        if (!entry.isIntersecting || !watches) continue;
        for (const watch of watches) {
          stopWatching(current, entry.target, watch);
          watch();
        }
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  const current: TSharedObserver = { observer, madeWith: IntersectionObserver, waiting };
  return current;
}

function stopWatching(current: TSharedObserver, element: Element, watch: () => void): void {
  const watches = current.waiting.get(element);
  if (!watches?.delete(watch) || watches.size > 0) return;
  current.waiting.delete(element);
  current.observer.unobserve(element);
  if (current.waiting.size > 0) return;
  current.observer.disconnect();
  if (shared === current) shared = null;
}
