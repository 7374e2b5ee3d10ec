import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrawQueue, scheduleEachFrame, type TIdlePeriod } from './draw-queue';

/** Idle periods the test runs, each with the milliseconds `left` gives after every draw. */
function idleDriver() {
  const periods: ((period: TIdlePeriod) => void)[] = [];
  return {
    schedule: (callback: (period: TIdlePeriod) => void) => periods.push(callback),
    run: (...left: number[]) => periods.shift()?.({ timeRemaining: () => left.shift() ?? 0 }),
    periods,
  };
}

describe('the queue of card bodies to draw', () => {
  it('gives turns in the order asked, as many as an idle period holds and at least one', () => {
    const idle = idleDriver();
    const queue = createDrawQueue(idle.schedule, () => 0, idle.schedule);
    const drawn: number[] = [];
    for (const card of [1, 2, 3, 4, 5]) queue.request(() => drawn.push(card));
    expect(idle.periods).toHaveLength(1);
    idle.run(0);
    expect(drawn).toEqual([1]);
    // 30 ms left after the second card, 20 after the third, 2 after the fourth: not enough.
    idle.run(30, 20, 2);
    expect(drawn).toEqual([1, 2, 3, 4]);
    idle.run();
    expect(drawn).toEqual([1, 2, 3, 4, 5]);
    expect(idle.periods).toHaveLength(0);
  });

  it('ends a turn after 40 ms of drawing on the device clock, and with time left goes on in a task of its own', () => {
    const idle = idleDriver();
    const next = idleDriver();
    let clock = 0;
    const queue = createDrawQueue(idle.schedule, () => clock, next.schedule);
    const drawn: number[] = [];
    // Each body takes 10 ms.
    for (const card of [1, 2, 3, 4, 5, 6, 7]) queue.request(() => drawn.push(card) && (clock += 10));
    idle.run(50, 50, 50, 50, 50);
    expect(drawn).toEqual([1, 2, 3, 4]);
    // Not a new idle callback, which would wait for the end of this idle period.
    expect(idle.periods).toHaveLength(0);
    expect(next.periods).toHaveLength(1);
    next.run(Infinity, Infinity, Infinity);
    expect(drawn).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(next.periods).toHaveLength(0);
  });

  it('waits for the next idle period when the idle period runs out', () => {
    const idle = idleDriver();
    const next = idleDriver();
    const queue = createDrawQueue(idle.schedule, () => 0, next.schedule);
    const drawn: number[] = [];
    for (const card of [1, 2]) queue.request(() => drawn.push(card));
    idle.run(2);
    expect(drawn).toEqual([1]);
    expect(next.periods).toHaveLength(0);
    idle.run();
    expect(drawn).toEqual([1, 2]);
  });

  it('forgets a cancelled request', () => {
    const idle = idleDriver();
    const queue = createDrawQueue(idle.schedule, undefined, idle.schedule);
    const drawn: number[] = [];
    const cancel = queue.request(() => drawn.push(1));
    queue.request(() => drawn.push(2));
    cancel();
    idle.run(50, 50);
    expect(drawn).toEqual([2]);
    expect(idle.periods).toHaveLength(0);
  });
});

describe('the queue with a turn each animation frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives one turn per frame, in order, and asks for no frame once the queue is empty', () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const queue = createDrawQueue(scheduleEachFrame, () => 0, scheduleEachFrame);
    const created: number[] = [];
    for (const chart of [1, 2, 3]) queue.request(() => created.push(chart));
    queue.request(() => created.push(4))();
    expect(frames).toHaveLength(1);
    frames.shift()!();
    expect(created).toEqual([1]);
    frames.shift()!();
    expect(created).toEqual([1, 2]);
    frames.shift()!();
    expect(created).toEqual([1, 2, 3]);
    expect(frames).toHaveLength(0);
  });
});
