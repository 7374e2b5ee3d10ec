import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZJobQueueStatusResponse } from '@peil/contract/jobs';
import type { JobQueue } from './job-queue.js';
import { ROLE } from '@peil/contract/domain';

/** The job queue on the status page: superadmins only, as failures can name addresses. */
export const jobsRoutes =
  (jobs: JobQueue): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/status/jobs',
      {
        config: { access: { minRole: ROLE.superadmin } },
        schema: {
          tags: ['status'],
          summary: 'Background jobs per queue (waiting, running, failed) and the last failed jobs with their error',
          response: { 200: ZJobQueueStatusResponse },
        },
      },
      async () => jobs.status(),
    );
  };
