// The modules whose schemas endpoints name. An endpoint names a schema as 'module.ZName', so that
// it stays free of zod: the web app calls endpoints without loading a schema, and the server,
// which validates with them, resolves the names here.
import type { TSchema, TSchemaName } from './define-endpoint.js';
import * as administration from '../administration.js';
import * as auth from '../auth.js';
import * as benchmarkSettings from '../benchmark-settings.js';
import * as benchmarkTrend from '../benchmark-trend.js';
import * as benchmark from '../benchmark.js';
import * as broadcasts from '../broadcasts.js';
import * as dimensions from '../dimensions.js';
import * as errors from '../errors.js';
import * as jobs from '../jobs.js';
import * as respondent from '../respondent.js';
import * as results from '../results.js';
import * as status from '../status.js';
import * as support from '../support.js';
import * as surveyFile from '../survey-file.js';
import * as surveys from '../surveys.js';

export const SCHEMA_MODULES = {
  administration,
  auth,
  'benchmark-settings': benchmarkSettings,
  'benchmark-trend': benchmarkTrend,
  benchmark,
  broadcasts,
  dimensions,
  errors,
  jobs,
  respondent,
  results,
  status,
  support,
  'survey-file': surveyFile,
  surveys,
};

/** The schema an endpoint names; the server validates with it. */
export function schemaOf<N extends TSchemaName>(name: N): TSchema<N> {
  const [module = '', key = ''] = name.split('.');
  return (SCHEMA_MODULES as Record<string, Record<string, unknown>>)[module]?.[key] as TSchema<N>;
}
