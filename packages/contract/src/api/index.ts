import { administrationEndpoints } from './administration.js';
import { authEndpoints } from './auth.js';
import { benchmarkSettingsEndpoints } from './benchmark-settings.js';
import { benchmarkEndpoints } from './benchmark.js';
import { broadcastsEndpoints } from './broadcasts.js';
import type { TEndpoint } from './define-endpoint.js';
import { dimensionsEndpoints } from './dimensions.js';
import { exportsEndpoints } from './exports.js';
import { jobsEndpoints } from './jobs.js';
import { respondentEndpoints } from './respondent.js';
import { restartEndpoints } from './restart.js';
import { resultsEndpoints } from './results.js';
import { statusEndpoints } from './status.js';
import { supportEndpoints } from './support.js';
import { surveysEndpoints } from './surveys.js';
import { unsubscribeEndpoints } from './unsubscribe.js';

export * from './define-endpoint.js';

/** Every endpoint of the API, per area; the server registers each exactly once. */
export const API = {
  administration: administrationEndpoints,
  auth: authEndpoints,
  benchmark: benchmarkEndpoints,
  benchmarkSettings: benchmarkSettingsEndpoints,
  broadcasts: broadcastsEndpoints,
  dimensions: dimensionsEndpoints,
  exports: exportsEndpoints,
  jobs: jobsEndpoints,
  respondent: respondentEndpoints,
  restart: restartEndpoints,
  results: resultsEndpoints,
  status: statusEndpoints,
  support: supportEndpoints,
  surveys: surveysEndpoints,
  unsubscribe: unsubscribeEndpoints,
} satisfies Record<string, Record<string, TEndpoint>>;

export const ALL_ENDPOINTS: readonly TEndpoint[] = Object.values(API).flatMap((area) => Object.values<TEndpoint>(area));
