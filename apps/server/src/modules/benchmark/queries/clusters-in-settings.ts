import { sql } from 'drizzle-orm';
import type { TClusterInSettings, TClustersInSettingsResponse } from '@peil/contract/benchmark';
import type { Database } from '../../../db/database.js';
import { readableSurveysCondition } from '../../auth/policies/survey.js';
import type { SessionUser } from '../../auth/session-store.js';
import { removeStudyClusters } from '../study-cluster-rule.js';
import { surveyText } from '../../../lib/survey-texts.js';

type ClusterRow = { cluster_id: number; cluster_name: string; default_cluster_id: number | null; survey_count: number };
type SurveyRow = { cluster_id: number; survey_id: number; survey_name: string; survey_internal_name: string };

/**
 * The clusters of the benchmark setting of the user's client, each with the surveys in it that
 * the user may read (surveys of other organisations are counted, not named), and the setting's
 * description.
 */
export async function findClustersInSettings(
  database: Database,
  user: SessionUser,
): Promise<TClustersInSettingsResponse> {
  const [setting] = await database.query<{ id: number; description: string; default_cluster_id: number | null }>(sql`
    select bs.id, bs.description, bs.default_cluster_id
    from clients c join benchmark_settings bs on bs.id = c.benchmark_settings_id
    where c.id = ${user.clientId}`);
  if (!setting) return { clusters: [], description: '' };

  const clusterRows = await database.query<ClusterRow>(sql`
    select c.id as cluster_id, c.name as cluster_name, ${setting.default_cluster_id}::int as default_cluster_id,
           (select count(*) from cluster_surveys cs where cs.cluster_id = c.id)::int as survey_count
    from benchmark_setting_clusters bsc
    join clusters c on c.id = bsc.cluster_id
    where bsc.settings_id = ${setting.id}
    order by lower(c.name), c.id`);
  const visible = removeStudyClusters(clusterRows, user.organizationId);
  if (visible.length === 0) return { clusters: [], description: setting.description };
  // A default cluster the organisation may not use (the study cluster) is no default for it.
  const defaultClusterId = visible.some((cluster) => cluster.cluster_id === setting.default_cluster_id)
    ? setting.default_cluster_id
    : null;

  const surveyRows = await database.query<SurveyRow>(sql`
    select cs.cluster_id, surveys.id as survey_id, surveys.internal_name as survey_internal_name,
           coalesce(nullif(${surveyText('surveyTitle', sql`surveys.id`, sql`surveys.id`, user.locale)}, ''),
                    surveys.internal_name) as survey_name
    from cluster_surveys cs
    join surveys on surveys.id = cs.survey_id
    where cs.cluster_id = any(${`{${visible.map((row) => row.cluster_id).join(',')}}`}::int[])
      and ${readableSurveysCondition(user)}
    order by cs.cluster_id, surveys.id`);

  const clusters: TClusterInSettings[] = visible.map((cluster) => ({
    ...cluster,
    default_cluster_id: defaultClusterId,
    surveys: surveyRows
      .filter((row) => row.cluster_id === cluster.cluster_id)
      .map(({ survey_id, survey_name, survey_internal_name }) => ({ survey_id, survey_name, survey_internal_name })),
  }));
  return { clusters, description: setting.description };
}
