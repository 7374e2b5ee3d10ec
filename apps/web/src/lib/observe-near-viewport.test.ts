import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeNearViewport } from './observe-near-viewport';

type TMadeObserver = {
  callback: IntersectionObserverCallback;
  margin: string | undefined;
  watched: Set<Element>;
  isDisconnected: boolean;
};

/** A stand-in constructor that records each observer it makes. */
function stubObserverConstructor(): TMadeObserver[] {
  const made: TMadeObserver[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: TMadeObserver;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, margin: options?.rootMargin, watched: new Set(), isDisconnected: false };
        made.push(this.record);
      }
      observe(element: Element) {
        this.record.watched.add(element);
      }
      unobserve(element: Element) {
        this.record.watched.delete(element);
      }
      disconnect() {
        this.record.watched.clear();
        this.record.isDisconnected = true;
      }
    },
  );
  return made;
}

function report(observer: TMadeObserver, ...changes: [Element, boolean][]) {
  const entries = changes.map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry);
  observer.callback(entries, {} as IntersectionObserver);
}

const element = (name: string) => ({ name }) as unknown as Element;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('observeNearViewport', () => {
  it('watches every element with one observer and tells each element once, when it comes near', () => {
    const made = stubObserverConstructor();
    const [first, second, third] = [element('first'), element('second'), element('third')];
    const onNear = { first: vi.fn(), second: vi.fn(), third: vi.fn() };
    const stops = [
      observeNearViewport(first, onNear.first),
      observeNearViewport(second, onNear.second),
      observeNearViewport(third, onNear.third),
    ];
    expect(made).toHaveLength(1);
    expect(made[0]!.margin).toBe('200px');
    expect([...made[0]!.watched]).toEqual([first, second, third]);

    report(made[0]!, [first, true], [second, false]);
    expect([onNear.first.mock.calls.length, onNear.second.mock.calls.length]).toEqual([1, 0]);
    expect(made[0]!.watched.has(first)).toBe(false);
    report(made[0]!, [first, true], [second, true]);
    expect([onNear.first.mock.calls.length, onNear.second.mock.calls.length]).toEqual([1, 1]);

    stops[2]!();
    report(made[0]!, [third, true]);
    expect(onNear.third).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });

  it('drops the observer with its last element, so that the next one comes from the current constructor', () => {
    const before = stubObserverConstructor();
    const stop = observeNearViewport(element('a'), () => {});
    stop();
    expect(before[0]!.isDisconnected).toBe(true);

    const after = stubObserverConstructor();
    const stopAgain = observeNearViewport(element('b'), () => {});
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    stopAgain();
  });

  it('makes a new observer when the constructor was replaced while elements were still watched', () => {
    const before = stubObserverConstructor();
    const stopOld = observeNearViewport(element('a'), () => {});
    const after = stubObserverConstructor();
    const onNear = vi.fn();
    const later = element('b');
    const stopNew = observeNearViewport(later, onNear);
    expect(after).toHaveLength(1);
    report(after[0]!, [later, true]);
    expect(onNear).toHaveBeenCalledOnce();
    stopOld();
    stopNew();
    expect(before[0]!.isDisconnected).toBe(true);
  });

  it('tells each of two watchers of one element, and stops watching it only when both stopped', () => {
    const made = stubObserverConstructor();
    const shared = element('shared');
    const [onNearA, onNearB] = [vi.fn(), vi.fn()];
    const stopA = observeNearViewport(shared, onNearA);
    const stopB = observeNearViewport(shared, onNearB);
    stopA();
    expect(made[0]!.watched.has(shared)).toBe(true);
    const stopC = observeNearViewport(shared, onNearA);
    report(made[0]!, [shared, true]);
    expect([onNearA.mock.calls.length, onNearB.mock.calls.length]).toEqual([1, 1]);
    expect(made[0]!.isDisconnected).toBe(true);
    stopB();
    stopC();
  });
});
