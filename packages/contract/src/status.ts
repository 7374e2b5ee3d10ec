import { z } from 'zod';

export const ZStatusResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().nullable(),
    /**
     * The embedded database was running other statements: it was not pinged (the ping would
     * wait its turn behind them), and counts as up while it keeps answering them.
     */
    busy: z.boolean().optional(),
  }),
});
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

/** GET /status/ready: 200 once migrations have run and the server takes traffic, else 503. */
export const ZReadinessResponse = z.object({ status: z.enum(['starting', 'ready', 'stopping']) });
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;
