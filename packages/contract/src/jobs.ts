import { z } from 'zod';

/** One queue's jobs by state: waiting (created or waiting to retry), running, failed for good. */
export const ZJobQueueCounts = z.object({
  name: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
});

export const ZFailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  failedAt: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string(),
});

/** The background job queue as superadmins see it on the status page. */
export const ZJobQueueStatusResponse = z.object({
  queues: z.array(ZJobQueueCounts),
  lastFailed: z.array(ZFailedJob),
});
export type TJobQueueCounts = z.infer<typeof ZJobQueueCounts>;
export type TFailedJob = z.infer<typeof ZFailedJob>;
export type TJobQueueStatusResponse = z.infer<typeof ZJobQueueStatusResponse>;
