import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsEndpoints } from '@peil/contract/api/jobs';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import type { JobQueue } from './job-queue.js';

/** The job queue on the status page. */
export const jobsRoutes =
  (jobs: JobQueue): FastifyPluginAsyncZod =>
  async (app) => {
    registerEndpoint(app, jobsEndpoints.queueStatus, async () => jobs.status());
  };
