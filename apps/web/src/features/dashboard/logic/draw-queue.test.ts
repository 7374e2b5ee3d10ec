import { describe, expect, it } from 'vitest';
import { createDrawQueue } from './draw-queue';

function idleDriver() {
  const periods: (() => void)[] = [];
  return { schedule: (callback: () => void) => periods.push(callback), run: () => periods.shift()?.(), periods };
}

describe('the queue of card bodies to draw', () => {
  it('gives turns in the order asked, a few per idle period, until none waits', () => {
    const idle = idleDriver();
    const queue = createDrawQueue(idle.schedule, 2);
    const drawn: number[] = [];
    for (const card of [1, 2, 3, 4, 5]) queue.request(() => drawn.push(card));
    expect(idle.periods).toHaveLength(1);
    idle.run();
    expect(drawn).toEqual([1, 2]);
    idle.run();
    expect(drawn).toEqual([1, 2, 3, 4]);
    idle.run();
    expect(drawn).toEqual([1, 2, 3, 4, 5]);
    expect(idle.periods).toHaveLength(0);
  });

  it('draws a card near the screen at once, and not again in its turn', () => {
    const idle = idleDriver();
    const queue = createDrawQueue(idle.schedule, 2);
    const drawn: number[] = [];
    const draws = [1, 2, 3].map((card) => () => drawn.push(card));
    for (const draw of draws) queue.request(draw);
    queue.drawNow(draws[2]!);
    expect(drawn).toEqual([3]);
    idle.run();
    expect(drawn).toEqual([3, 1, 2]);
    expect(idle.periods).toHaveLength(0);
  });

  it('forgets a cancelled request', () => {
    const idle = idleDriver();
    const queue = createDrawQueue(idle.schedule, 2);
    const drawn: number[] = [];
    const cancel = queue.request(() => drawn.push(1));
    queue.request(() => drawn.push(2));
    cancel();
    idle.run();
    expect(drawn).toEqual([2]);
  });
});
