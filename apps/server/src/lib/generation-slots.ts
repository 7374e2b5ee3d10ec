import type { FastifyReply } from 'fastify';
import { AppError } from './errors.js';

/** Reports and exports one user may have this process generate at the same time. */
export const GENERATIONS_PER_USER = 2;
/** What a refused request is told to wait: about the time a report takes. */
export const GENERATION_RETRY_AFTER_SECONDS = 10;

/**
 * Counts the reports and exports running per user, so that one account cannot fill the
 * server's memory and CPU with PDFs and workbooks. Kept per process on purpose: what it
 * protects is this process's memory and CPU, and a crashed process takes its count with it,
 * so no slot is ever left taken.
 */
export class GenerationSlots {
  private readonly running = new Map<number, number>();

  constructor(private readonly perUser = GENERATIONS_PER_USER) {}

  /** Takes a slot for the user; the returned function gives it back (once, however often called). */
  tryAcquire(userId: number): (() => void) | null {
    const count = this.running.get(userId) ?? 0;
    if (count >= this.perUser) return null;
    this.running.set(userId, count + 1);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const left = (this.running.get(userId) ?? 1) - 1;
      if (left > 0) this.running.set(userId, left);
      else this.running.delete(userId);
    };
  }

  /**
   * Holds a slot until the response is closed (sent, failed or aborted by the client), or
   * refuses the request with 429 and Retry-After.
   */
  holdForResponse(userId: number, reply: FastifyReply): void {
    const release = this.tryAcquire(userId);
    if (!release) {
      reply.header('retry-after', String(GENERATION_RETRY_AFTER_SECONDS));
      throw new AppError(
        'too_many_requests',
        `At most ${this.perUser} reports or exports run at a time for one user; try again shortly.`,
      );
    }
    reply.raw.once('close', release);
  }
}
