import { ROLE } from '../domain/index.js';
import { defineEndpoint } from './define-endpoint.js';

export const jobsEndpoints = {
  // Superadmins only, as failures can name addresses.
  queueStatus: defineEndpoint({
    method: 'GET',
    path: '/api/v1/status/jobs',
    access: { minRole: ROLE.superadmin },
    tags: ['status'],
    summary: 'Background jobs per queue (waiting, running, failed) and the last failed jobs with their error',
    response: 'jobs.ZJobQueueStatusResponse',
  }),
} as const;
