import { and, eq, sql } from 'drizzle-orm';
import type { TCreateClusterResponse } from '@peil/contract/benchmark-settings';
import type { Database, Db } from '../../db/database.js';
import { benchmarkSettingClusters, benchmarkSettings, clusterSurveys, clusters } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { findBenchmarkSetting } from './setting-queries.js';

// Which clusters a setting holds, which one is its default, and which surveys a cluster holds.
// Adding twice answers 409 so that the screen can say so; removing only unlinks, so that a
// cluster and its surveys stay available to other settings.

async function requireCluster(db: Db, clusterId: number): Promise<void> {
  const rows = await db.select({ id: clusters.id }).from(clusters).where(eq(clusters.id, clusterId)).limit(1);
  if (rows.length === 0) throw notFound('Cluster not found.');
}

/** 404 for an unknown setting or cluster, and for a cluster that is not part of the setting. */
async function requireClusterInSetting(db: Db, settingsId: number, clusterId: number): Promise<void> {
  await findBenchmarkSetting(db, settingsId);
  await requireCluster(db, clusterId);
  const rows = await db
    .select({ clusterId: benchmarkSettingClusters.clusterId })
    .from(benchmarkSettingClusters)
    .where(and(eq(benchmarkSettingClusters.settingsId, settingsId), eq(benchmarkSettingClusters.clusterId, clusterId)))
    .limit(1);
  if (rows.length === 0) throw notFound('This cluster is not part of the benchmark setting.');
}

export async function setDefaultCluster(db: Db, settingsId: number, clusterId: number): Promise<void> {
  await requireClusterInSetting(db, settingsId, clusterId);
  await db.update(benchmarkSettings).set({ defaultClusterId: clusterId }).where(eq(benchmarkSettings.id, settingsId));
}

/** Unlinks the cluster; the setting loses its default when this was it. */
export async function removeClusterFromSetting(db: Db, settingsId: number, clusterId: number): Promise<void> {
  await requireClusterInSetting(db, settingsId, clusterId);
  await db.transaction(async (tx) => {
    await tx
      .delete(benchmarkSettingClusters)
      .where(
        and(eq(benchmarkSettingClusters.settingsId, settingsId), eq(benchmarkSettingClusters.clusterId, clusterId)),
      );
    await tx
      .update(benchmarkSettings)
      .set({ defaultClusterId: null })
      .where(and(eq(benchmarkSettings.id, settingsId), eq(benchmarkSettings.defaultClusterId, clusterId)));
  });
}

export async function addClusterToSetting(db: Db, settingsId: number, clusterId: number): Promise<void> {
  await findBenchmarkSetting(db, settingsId);
  await requireCluster(db, clusterId);
  const added = await db
    .insert(benchmarkSettingClusters)
    .values({ settingsId, clusterId })
    .onConflictDoNothing()
    .returning({ clusterId: benchmarkSettingClusters.clusterId });
  if (added.length === 0) throw conflict('This cluster is already part of the benchmark setting.');
}

/** A new cluster, linked to the setting in the same transaction (never a cluster without its setting). */
export async function createCluster(
  database: Database,
  settingsId: number,
  name: string,
): Promise<TCreateClusterResponse> {
  await findBenchmarkSetting(database.db, settingsId);
  const sameName = await database.query<{ id: number }>(sql`
    select c.id from benchmark_setting_clusters bsc join clusters c on c.id = bsc.cluster_id
    where bsc.settings_id = ${settingsId} and lower(c.name) = lower(${name}) limit 1`);
  if (sameName.length > 0) throw conflict('The benchmark setting already has a cluster with this name.');
  return database.db.transaction(async (tx) => {
    const [cluster] = await tx.insert(clusters).values({ name }).returning({ id: clusters.id, name: clusters.name });
    await tx.insert(benchmarkSettingClusters).values({ settingsId, clusterId: cluster!.id });
    return { cluster_id: cluster!.id, cluster_name: cluster!.name };
  });
}

/** The survey must exist (the route checks it); the cluster must be part of the setting. */
export async function addSurveyToCluster(
  db: Db,
  input: { settingsId: number; clusterId: number; surveyId: number },
): Promise<void> {
  await requireClusterInSetting(db, input.settingsId, input.clusterId);
  const added = await db
    .insert(clusterSurveys)
    .values({ clusterId: input.clusterId, surveyId: input.surveyId })
    .onConflictDoNothing()
    .returning({ surveyId: clusterSurveys.surveyId });
  if (added.length === 0) throw conflict('This survey is already part of the cluster.');
}

export async function removeSurveyFromCluster(db: Db, clusterId: number, surveyId: number): Promise<void> {
  await requireCluster(db, clusterId);
  const removed = await db
    .delete(clusterSurveys)
    .where(and(eq(clusterSurveys.clusterId, clusterId), eq(clusterSurveys.surveyId, surveyId)))
    .returning({ surveyId: clusterSurveys.surveyId });
  if (removed.length === 0) throw notFound('This survey is not part of the cluster.');
}
