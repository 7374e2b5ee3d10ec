import { vi } from 'vitest';

/**
 * A ResizeObserver for DOMs that lay nothing out: every element observed is reported at once,
 * `width` pixels wide, as the browser reports it after its first layout.
 */
export function stubLaidOutResizeObserver(width = 400) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width } };
        this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
