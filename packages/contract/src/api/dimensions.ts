import { ROLE } from '../domain/index.js';
import { defineEndpoint } from './define-endpoint.js';

export const dimensionsEndpoints = {
  // Dimension names are not tenant data: every staff member may read them.
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/benchmark/dimensions',
    access: { minRole: ROLE.observer },
    tags: ['benchmark'],
    summary: 'Benchmark dimensions',
    response: 'dimensions.ZDimensionsResponse',
  }),
} as const;
