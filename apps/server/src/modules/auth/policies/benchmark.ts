import { sql } from 'drizzle-orm';
import { isSuperadmin } from '@peil/contract/domain';
import type { Db } from '../../../db/database.js';
import { benchmarkSettingClusters, clients, clusters } from '../../../db/schema.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { isClusterOpenTo } from '../../benchmark/study-cluster-rule.js';
import type { ClientScopeUser } from './scope.js';

// Benchmarking is for users whose client has it switched on; superadmins administer every
// client's benchmark settings and may always look. A user benchmarks against the clusters of
// their own client's benchmark setting.

async function canUseBenchmark(db: Db, user: ClientScopeUser): Promise<boolean> {
  if (isSuperadmin(user.role)) return true;
  const rows = await db
    .select({ enabled: clients.benchmarkEnabled })
    .from(clients)
    .where(sql`${clients.id} = ${user.clientId}`)
    .limit(1);
  return rows[0]?.enabled === true;
}

/** 403 with `message` when the user's client has benchmarking switched off. */
export async function requireBenchmarkEnabled(db: Db, user: ClientScopeUser, message: string): Promise<void> {
  if (!(await canUseBenchmark(db, user))) throw forbidden(message);
}

/**
 * Superadmins any cluster; others the clusters of their client's benchmark setting. For everyone
 * the study cluster only when their organisation owns the study (spec §6), the rule of the
 * cluster list.
 */
async function canUseCluster(db: Db, user: ClientScopeUser, clusterId: number): Promise<boolean> {
  const inOwnSetting = isSuperadmin(user.role)
    ? sql`true`
    : sql`${benchmarkSettingClusters.settingsId} = (select benchmark_settings_id from clients where id = ${user.clientId})`;
  const rows = await db
    .select({ name: clusters.name })
    .from(benchmarkSettingClusters)
    .innerJoin(clusters, sql`${clusters.id} = ${benchmarkSettingClusters.clusterId}`)
    .where(sql`${benchmarkSettingClusters.clusterId} = ${clusterId} and ${inOwnSetting}`)
    .limit(1);
  return rows[0] !== undefined && isClusterOpenTo(rows[0].name, user.organizationId);
}

/** 404, so that another client's cluster is indistinguishable from a missing one. */
export async function requireUsableCluster(db: Db, user: ClientScopeUser, clusterId: number): Promise<void> {
  if (!(await canUseCluster(db, user, clusterId))) throw notFound('Cluster not found.');
}
