import type { TSavePageResponseRequest } from '@peil/contract/respondent';
import { ApiError } from '../lib/api-client';
import { respondentApi } from './api';

const STORAGE_KEY = 'peil_pending_saves';
const MAX_DELAY_MS = 60_000;

type SendPage = (payload: TSavePageResponseRequest) => Promise<unknown>;

/**
 * Pages whose save has not been confirmed yet. They live in localStorage, so a page saved
 * on a bad connection is retried in the background, and again on the next visit, until the
 * server has stored it. A newer save of the same page replaces the waiting one.
 */
export class SaveQueue {
  private delayMs = 2000;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;
  // Used when the browser gives no storage (private mode): retries then last for this visit only.
  private memory: TSavePageResponseRequest[] = [];

  constructor(
    private readonly send: SendPage = respondentApi.savePage,
    private readonly storage: Storage | undefined = safeLocalStorage(),
  ) {}

  pending(): TSavePageResponseRequest[] {
    if (!this.storage) return this.memory;
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as TSavePageResponseRequest[]) : [];
    } catch {
      return [];
    }
  }

  /** Queues the page and tries to send everything; resolves true when this page was stored. */
  async save(payload: TSavePageResponseRequest): Promise<boolean> {
    const others = this.pending().filter((item) => !(item.token === payload.token && item.page === payload.page));
    this.write([...others, payload]);
    await this.flush();
    return !this.pending().some((item) => item.token === payload.token && item.page === payload.page);
  }

  flush(): Promise<void> {
    this.flushing ??= this.sendAll().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async sendAll(): Promise<void> {
    // Reads the queue again after every send: a page queued meanwhile (the respondent is quick)
    // goes out in this round, and a newer save of the page just sent is not lost.
    const tried = new Set<string>();
    for (;;) {
      const item = this.pending().find((candidate) => !tried.has(JSON.stringify(candidate)));
      if (!item) break;
      const key = JSON.stringify(item);
      tried.add(key);
      try {
        await this.send(item);
        this.remove(key);
      } catch (error) {
        // The server refused the page itself (expired token, invalid answers): retrying cannot help.
        if (error instanceof ApiError && isPermanent(error.status)) {
          this.remove(key);
          continue;
        }
        this.retryLater();
        return;
      }
    }
    this.delayMs = 2000;
  }

  private retryLater(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.delayMs);
    this.delayMs = Math.min(this.delayMs * 2, MAX_DELAY_MS);
  }

  /** Removes exactly the save that was sent, not a newer one of the same page. */
  private remove(key: string): void {
    this.write(this.pending().filter((other) => JSON.stringify(other) !== key));
  }

  private write(items: TSavePageResponseRequest[]): void {
    if (!this.storage) {
      this.memory = items;
      return;
    }
    try {
      this.storage.setItem(STORAGE_KEY, JSON.stringify(items));
    } catch {
      this.memory = items;
    }
  }
}

function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
