import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDrawQueue, scheduleEachFrame } from './draw-queue';

/** Turns the test runs itself, in the order they were asked for. */
function turnDriver() {
  const turns: (() => void)[] = [];
  return { schedule: (callback: () => void) => turns.push(callback), run: () => turns.shift()?.(), turns };
}

describe('the queue of card bodies to draw', () => {
  it('asks for one turn at a time, and none once every request is drawn', () => {
    const driver = turnDriver();
    const queue = createDrawQueue(driver.schedule, { now: () => 0 });
    const drawn: number[] = [];
    for (const card of [1, 2, 3]) queue.request(() => drawn.push(card));
    expect(driver.turns).toHaveLength(1);
    // On a still clock the budget holds them all.
    driver.run();
    expect(drawn).toEqual([1, 2, 3]);
    expect(driver.turns).toHaveLength(0);
  });

  it('ends a turn after 40 ms of drawing on the device clock and goes on in the next turn, in order', () => {
    const driver = turnDriver();
    let clock = 0;
    const queue = createDrawQueue(driver.schedule, { now: () => clock });
    const drawn: number[] = [];
    // Each body takes 10 ms.
    for (const card of [1, 2, 3, 4, 5, 6, 7]) queue.request(() => drawn.push(card) && (clock += 10));
    driver.run();
    expect(drawn).toEqual([1, 2, 3, 4]);
    expect(driver.turns).toHaveLength(1);
    driver.run();
    expect(drawn).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(driver.turns).toHaveLength(0);
  });

  it('draws at least one per turn, however long it takes', () => {
    const driver = turnDriver();
    let clock = 0;
    const queue = createDrawQueue(driver.schedule, { now: () => clock });
    const drawn: number[] = [];
    for (const card of [1, 2]) queue.request(() => drawn.push(card) && (clock += 100));
    driver.run();
    expect(drawn).toEqual([1]);
    driver.run();
    expect(drawn).toEqual([1, 2]);
  });

  it('forgets a cancelled request', () => {
    const driver = turnDriver();
    const queue = createDrawQueue(driver.schedule);
    const drawn: number[] = [];
    const cancel = queue.request(() => drawn.push(1));
    queue.request(() => drawn.push(2));
    cancel();
    driver.run();
    expect(drawn).toEqual([2]);
    expect(driver.turns).toHaveLength(0);
  });
});

describe('the queue with a turn each animation frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives one turn per frame with a budget of 0, in order, and asks for no frame once the queue is empty', () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const queue = createDrawQueue(scheduleEachFrame, { budgetMs: 0, now: () => 0 });
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
