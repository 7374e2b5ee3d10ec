import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database.js';
import { rateLimits } from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';

type StoreResult = { current: number; ttl: number };
// What the plugin passes at run time: the route's merged limit options with the route itself.
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

const EXPIRED_ROWS_SWEEP_MS = 5 * 60_000;

/**
 * Every route's limit is counted in the `rate_limits` table instead of process memory, so two
 * Peil processes behind one load balancer allow the limit once, not twice. The count is one
 * atomic upsert (rate-limiter-flexible's Drizzle store), on PGlite and PostgreSQL alike. The
 * respondent's page save counts its own limit in the same table, in its own statement
 * (respondent/page-answers-store.ts); the sweep below clears its rows too.
 * Returns the store class for the plugin's `store` option.
 */
export function createDatabaseRateLimitStore(app: FastifyInstance, db: Db): FastifyRateLimitStoreCtor {
  // Old windows stay harmless (an expired row restarts at one); this only keeps the table small.
  const sweep = setInterval(() => {
    db.delete(rateLimits)
      .where(lt(rateLimits.expire, new Date()))
      .catch((error: unknown) => app.log.warn({ err: error }, 'removing expired rate limit rows failed'));
  }, EXPIRED_ROWS_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;
    private readonly limiters = new Map<number, RateLimiterDrizzle>();

    constructor(options: object) {
      const params = options as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      this.route = `${method} ${params.routeInfo?.url ?? ''}`;
    }

    incr(key: string, callback: (error: Error | null, result?: StoreResult) => void, timeWindow: number): void {
      this.limiter(timeWindow)
        // One counted request; the plugin compares the count with the route's max itself.
        .penalty(hashToken(`${this.route}|${key}`), 1)
        .then(
          (result: RateLimiterRes) => callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }

    private limiter(timeWindow: number): RateLimiterDrizzle {
      let limiter = this.limiters.get(timeWindow);
      if (!limiter) {
        limiter = new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: 'limit',
          points: Number.MAX_SAFE_INTEGER,
          duration: timeWindow / 1000,
          clearExpiredByTimeout: false,
        });
        this.limiters.set(timeWindow, limiter);
      }
      return limiter;
    }
  }
  return DatabaseRateLimitStore;
}
