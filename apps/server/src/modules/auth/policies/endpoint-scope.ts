import type { FastifyRequest } from 'fastify';
import {
  scopeRules,
  type TRecordScopeCheck,
  type TScope,
  type TUserScopeCheck,
} from '@peil/contract/api/define-endpoint';
import { BENCHMARK_DISABLED_MESSAGE } from '@peil/contract/benchmark';
import type { Db } from '../../../db/database.js';
import { unauthenticated } from '../../../lib/errors.js';
import { requireBenchmarkEnabled, requireUsableCluster } from './benchmark.js';
import { requireBroadcastableSurvey, requireManageableMailingList } from './broadcast.js';
import { requireReadableClient } from './client.js';
import { requireAccessibleOrganization } from './organization.js';
import type { ClientScopeUser } from './scope.js';
import { requireManageableSurvey, requireReadableSurvey } from './survey.js';

// The policy behind each check an endpoint can name in its scope (the list is the contract's).

type RecordCheck = (db: Db, user: ClientScopeUser, id: number) => Promise<void> | void;

const RECORD_CHECKS: Record<TRecordScopeCheck, RecordCheck> = {
  'survey:read': requireReadableSurvey,
  'survey:manage': requireManageableSurvey,
  'survey:broadcast': requireBroadcastableSurvey,
  'organization:access': requireAccessibleOrganization,
  'mailingList:manage': requireManageableMailingList,
  'cluster:use': requireUsableCluster,
  'client:read': (_db, user, id) => {
    requireReadableClient(user, id);
  },
};

const USER_CHECKS: Record<TUserScopeCheck, (db: Db, user: ClientScopeUser) => Promise<void>> = {
  'benchmark:enabled': (db, user) => requireBenchmarkEnabled(db, user, BENCHMARK_DISABLED_MESSAGE),
};

/** The value at `params.surveyId` or `body.ClusterData.survey_id` of the parsed request. */
function idAt(request: FastifyRequest, path: string): unknown {
  const [part = '', ...keys] = path.split('.');
  const parts: Record<string, unknown> = { params: request.params, query: request.query, body: request.body };
  let value = parts[part];
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/**
 * Runs the endpoint's scope checks in order; the first refusal (404 or 403) answers the request.
 * The schemas have parsed the request already, so every id is a number or, when optional, absent.
 */
export async function checkEndpointScope(db: Db, request: FastifyRequest, scope: TScope): Promise<void> {
  const user = request.user;
  if (!user) throw unauthenticated();
  for (const rule of scopeRules(scope)) {
    if (!('id' in rule)) {
      await USER_CHECKS[rule.check](db, user);
      continue;
    }
    const id = idAt(request, rule.id);
    if (id === undefined) continue;
    if (typeof id !== 'number') throw new Error(`Scope id ${rule.id} is not a number`);
    await RECORD_CHECKS[rule.check](db, user, id);
  }
}
