import { benchmarkEndpoints } from './benchmark.js';
import type { TEndpoint } from './define-endpoint.js';
import { jobsEndpoints } from './jobs.js';

export * from './define-endpoint.js';

/** Every endpoint of the API, per area; the server registers each exactly once. */
export const API = {
  benchmark: benchmarkEndpoints,
  jobs: jobsEndpoints,
} satisfies Record<string, Record<string, TEndpoint>>;

export const ALL_ENDPOINTS: readonly TEndpoint[] = Object.values(API).flatMap((area) => Object.values(area));
