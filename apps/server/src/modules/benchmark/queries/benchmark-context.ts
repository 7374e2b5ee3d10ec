import { sql } from 'drizzle-orm';
import type { TComparisonThresholds } from '@peil/contract/benchmark';
import { BENCHMARK_THRESHOLD_DEFAULTS } from '@peil/contract/benchmark-settings';
import type { Database } from '../../../db/database.js';
import { surveyText } from '../../../lib/survey-texts.js';
import type { ClusterOrganizations } from '../cluster-privacy.js';

export type BenchmarkSurvey = {
  id: number;
  name: string;
  organization_id: number;
  /** The default cluster of the benchmark setting of the survey's client; null without one. */
  default_cluster_id: number | null;
  /** That benchmark setting; null when the client has none. */
  settings_id: number | null;
  /** The setting's thresholds, the defaults without a setting. */
  thresholds: TComparisonThresholds;
};

/** The survey's name in the locale (its internal name when it has no title) and its benchmark setting. */
export async function findBenchmarkSurvey(
  database: Database,
  surveyId: number,
  locale: string,
): Promise<BenchmarkSurvey | undefined> {
  const [row] = await database.query<Omit<BenchmarkSurvey, 'thresholds'> & TComparisonThresholds>(sql`
    select s.id, s.organization_id, bs.default_cluster_id, bs.id as settings_id,
           coalesce(bs.min_organizations, ${BENCHMARK_THRESHOLD_DEFAULTS.min_organizations})::int as min_organizations,
           coalesce(bs.min_respondents, ${BENCHMARK_THRESHOLD_DEFAULTS.min_respondents})::int as min_respondents,
           coalesce(bs.significance_level, ${BENCHMARK_THRESHOLD_DEFAULTS.significance_level})::float8
             as significance_level,
           coalesce(nullif(${surveyText('surveyTitle', sql`s.id`, sql`s.id`, locale)}, ''),
                    s.internal_name) as name
    from surveys s
    join organizations o on o.id = s.organization_id
    join clients c on c.id = o.client_id
    left join benchmark_settings bs on bs.id = c.benchmark_settings_id
    where s.id = ${surveyId}`);
  if (!row) return undefined;
  const { min_organizations, min_respondents, significance_level, ...survey } = row;
  return { ...survey, thresholds: { min_organizations, min_respondents, significance_level } };
}

/**
 * The clusters of a benchmark setting with the organisations of their surveys, leaving out
 * `excludedOrganizationId` as every comparison does: what one organisation could subtract.
 */
export async function findSettingClusters(
  database: Database,
  settingsId: number,
  excludedOrganizationId: number | null,
): Promise<ClusterOrganizations[]> {
  const rows = await database.query<{ id: number; name: string; organization_id: number | null }>(sql`
    select distinct c.id, c.name, s.organization_id
    from benchmark_setting_clusters bsc
    join clusters c on c.id = bsc.cluster_id
    left join cluster_surveys cs on cs.cluster_id = c.id
    left join surveys s on s.id = cs.survey_id and s.organization_id is distinct from ${excludedOrganizationId}::int
    where bsc.settings_id = ${settingsId}
    order by c.id, s.organization_id`);
  const clusters = new Map<number, { id: number; name: string; organizationIds: number[] }>();
  for (const row of rows) {
    const cluster = clusters.get(row.id) ?? { id: row.id, name: row.name, organizationIds: [] };
    if (row.organization_id !== null) cluster.organizationIds.push(row.organization_id);
    clusters.set(row.id, cluster);
  }
  return [...clusters.values()];
}

export type BenchmarkCluster = { id: number; name: string; surveyIds: number[] };

/**
 * A cluster with its surveys, leaving out every survey of `excludedOrganizationId`: the
 * compared organisation is never part of its own benchmark (spec §9).
 */
export async function findClusterWithout(
  database: Database,
  clusterId: number,
  excludedOrganizationId: number,
): Promise<BenchmarkCluster | undefined> {
  const [cluster] = await database.query<{ id: number; name: string }>(
    sql`select id, name from clusters where id = ${clusterId}`,
  );
  if (!cluster) return undefined;
  const surveys = await database.query<{ survey_id: number }>(sql`
    select cs.survey_id from cluster_surveys cs
    join surveys s on s.id = cs.survey_id
    where cs.cluster_id = ${clusterId} and s.organization_id <> ${excludedOrganizationId}
    order by cs.survey_id`);
  return { ...cluster, surveyIds: surveys.map((row) => row.survey_id) };
}

export type RowLabel = { dimension_id: number; question_id: number | null; dimension: string; label: string };

/** Names of dimensions in the languages of survey `surveyId`, in dimension order. */
export function findDimensionLabels(
  database: Database,
  dimensionIds: readonly number[],
  texts: { surveyId: number; locale: string },
) {
  if (dimensionIds.length === 0) return Promise.resolve([] as RowLabel[]);
  const name = sql`coalesce(${surveyText('dimension', sql`d.id`, sql`${texts.surveyId}`, texts.locale)}, d.code)`;
  return database.query<RowLabel>(sql`
    select d.id as dimension_id, null::int as question_id, ${name} as dimension, ${name} as label
    from dimensions d
    where d.id = any(${`{${dimensionIds.join(',')}}`}::int[])
    order by d.position, d.id`);
}

/** Texts of the survey's questions with their dimension, in dimension then survey order. */
export function findQuestionLabels(database: Database, questionIds: readonly number[], locale: string) {
  if (questionIds.length === 0) return Promise.resolve([] as RowLabel[]);
  return database.query<RowLabel>(sql`
    select q.dimension_id, q.id as question_id,
           coalesce(${surveyText('dimension', sql`d.id`, sql`q.survey_id`, locale)}, d.code) as dimension,
           coalesce(${surveyText('question', sql`q.id`, sql`q.survey_id`, locale)}, '') as label
    from questions q
    join dimensions d on d.id = q.dimension_id
    left join survey_pages p on p.id = q.page_id
    where q.id = any(${`{${questionIds.join(',')}}`}::int[])
    order by d.position, d.id, p.position nulls last, q.position, q.id`);
}
