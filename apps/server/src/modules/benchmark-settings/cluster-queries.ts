import { sql } from 'drizzle-orm';
import type { TClusterSummary, TClusterWithSurveys } from '@peil/contract/benchmark-settings';
import type { Database } from '../../db/database.js';
import { findOverlaps } from '../benchmark/cluster-privacy.js';
import { findSettingClusters } from '../benchmark/queries/benchmark-context.js';
import { findBenchmarkSetting } from './setting-queries.js';
import { surveyText } from '../../lib/survey-texts.js';

type ClusterRow = { cluster_id: number; cluster_name: string };
type SurveyRow = {
  cluster_id: number;
  survey_id: number;
  survey_name: string;
  survey_internal_name: string;
  organization_name: string;
};

/**
 * The clusters of one setting, by name, each with every survey in it (the administrator sees all
 * organisations' surveys), the setting's default cluster, and the other clusters whose
 * organisations differ from it by fewer than the setting's minimum: a warning for the editor.
 */
export async function findClustersWithSurveys(
  database: Database,
  settingsId: number,
  locale: string,
): Promise<TClusterWithSurveys[]> {
  const setting = await findBenchmarkSetting(database.db, settingsId);
  const clusters = await database.query<ClusterRow>(sql`
    select c.id as cluster_id, c.name as cluster_name
    from benchmark_setting_clusters bsc
    join clusters c on c.id = bsc.cluster_id
    where bsc.settings_id = ${settingsId}
    order by lower(c.name), c.id`);
  if (clusters.length === 0) return [];

  const surveys = await database.query<SurveyRow>(sql`
    select cs.cluster_id, s.id as survey_id, s.internal_name as survey_internal_name,
           o.name as organization_name,
           coalesce(nullif(${surveyText('surveyTitle', sql`s.id`, sql`s.id`, locale)}, ''),
                    s.internal_name) as survey_name
    from benchmark_setting_clusters bsc
    join cluster_surveys cs on cs.cluster_id = bsc.cluster_id
    join surveys s on s.id = cs.survey_id
    join organizations o on o.id = s.organization_id
    where bsc.settings_id = ${settingsId}
    order by cs.cluster_id, s.id`);

  const organizations = await findSettingClusters(database, settingsId, null);
  const overlapsOf = (clusterId: number) => {
    const own = organizations.find((entry) => entry.id === clusterId);
    if (!own) return [];
    return findOverlaps(own, organizations, setting.min_organizations).map((overlap) => ({
      cluster_id: overlap.other.id,
      cluster_name: overlap.other.name,
      differing_organizations: overlap.differing,
      hidden_in_benchmark: overlap.isSmaller,
    }));
  };

  return clusters.map((cluster) => ({
    ...cluster,
    default_cluster_id: setting.default_cluster_id,
    overlaps: overlapsOf(cluster.cluster_id),
    surveys: surveys
      .filter((row) => row.cluster_id === cluster.cluster_id)
      .map(({ cluster_id: _clusterId, ...survey }) => survey),
  }));
}

/** Every cluster with its number of surveys, by name. */
export async function listClusters(database: Database): Promise<TClusterSummary[]> {
  return database.query<TClusterSummary>(sql`
    select c.id as cluster_id, c.name as cluster_name, c.description,
           (select count(*) from cluster_surveys cs where cs.cluster_id = c.id)::int as survey_count
    from clusters c
    order by lower(c.name), c.id`);
}
