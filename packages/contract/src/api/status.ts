import { ZReadinessResponse, ZStatusResponse } from '../status.js';
import { defineEndpoint } from './define-endpoint.js';

export const statusEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/status',
    access: 'public',
    tags: ['status'],
    summary: 'Server health with a database round trip',
    response: ZStatusResponse,
    otherResponses: { 503: ZStatusResponse },
  }),
  // Readiness for a load balancer: no traffic before migrations have run, none while stopping.
  ready: defineEndpoint({
    method: 'GET',
    path: '/status/ready',
    access: 'public',
    tags: ['status'],
    summary: 'Whether this process takes traffic: 503 while starting or stopping',
    response: ZReadinessResponse,
    otherResponses: { 503: ZReadinessResponse },
  }),
};
