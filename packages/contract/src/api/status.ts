import { defineEndpoint } from './define-endpoint.js';

export const statusEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/status',
    access: 'public',
    tags: ['status'],
    summary: "Server health: a database round trip, or a busy embedded database's recent answers",
    response: 'status.ZStatusResponse',
    otherResponses: { 503: 'status.ZStatusResponse' },
  }),
  // Readiness for a load balancer: no traffic before migrations have run, none while stopping.
  ready: defineEndpoint({
    method: 'GET',
    path: '/status/ready',
    access: 'public',
    tags: ['status'],
    summary: 'Whether this process takes traffic: 503 while starting or stopping',
    response: 'status.ZReadinessResponse',
    otherResponses: { 503: 'status.ZReadinessResponse' },
  }),
} as const;
