import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSavePageResponseRequest } from '@peil/contract/respondent';
import { ApiError } from '../lib/api-client';
import { SaveQueue } from './save-queue';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const page = (number: number, answer = 'a'): TSavePageResponseRequest => ({
  token: 't',
  page: number,
  answers: [{ position: 1, answer }],
});

describe('SaveQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a page that failed on the network and retries it until it is stored', async () => {
    const send = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ saved: true });
    const queue = new SaveQueue(send, new MemoryStorage() as unknown as Storage);
    expect(await queue.save(page(1))).toBe(false);
    expect(queue.pending()).toEqual([page(1)]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.pending()).toEqual([]);
  });

  it('replaces a waiting save of the same page with the newer one', async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('offline'));
    const queue = new SaveQueue(send, new MemoryStorage() as unknown as Storage);
    await queue.save(page(1, 'old'));
    await queue.save(page(2));
    await queue.save(page(1, 'new'));
    expect(queue.pending()).toEqual([page(2), page(1, 'new')]);
  });

  it('sends a page queued while an earlier one is on its way, and a newer save of the page being sent', async () => {
    let finishFirst: (value: unknown) => void = () => {};
    const send = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValue({ saved: true });
    const queue = new SaveQueue(send, new MemoryStorage() as unknown as Storage);
    const first = queue.save(page(1, 'old'));
    const newer = queue.save(page(1, 'new'));
    const later = queue.save(page(3));
    finishFirst({ saved: true });
    expect(await Promise.all([first, newer, later])).toEqual([true, true, true]);
    expect(send.mock.calls.map(([sent]) => sent)).toEqual([page(1, 'old'), page(1, 'new'), page(3)]);
    expect(queue.pending()).toEqual([]);
  });

  it('drops a page the server refuses, since sending it again cannot succeed', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(400, 'bad_request', 'no', null));
    const queue = new SaveQueue(send, new MemoryStorage() as unknown as Storage);
    await queue.save(page(1));
    expect(queue.pending()).toEqual([]);
  });

  it('retries after a 429 or a server error', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(429, 'too_many_requests', 'slow down', null))
      .mockRejectedValueOnce(new ApiError(503, 'unavailable', 'later', null))
      .mockResolvedValue({ saved: true });
    const queue = new SaveQueue(send, new MemoryStorage() as unknown as Storage);
    await queue.save(page(1));
    await vi.advanceTimersByTimeAsync(2000);
    expect(queue.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queue.pending()).toEqual([]);
    expect(send).toHaveBeenCalledTimes(3);
  });
});
