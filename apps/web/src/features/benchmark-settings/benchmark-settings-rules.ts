import {
  BENCHMARK_SETTING_LIMITS,
  type TClusterSummary,
  type TClusterWithSurveys,
} from '@peil/contract/benchmark-settings';
import { ROLE, type TRole } from '@peil/contract/domain';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { ApiError } from '../../lib/api-client';

/** Spec §6: role 1 alone edits benchmark settings. */
export function canEditBenchmarkSettings(role: TRole): boolean {
  return role === ROLE.superadmin;
}

/** Spec §5: a setting needs a name and a new cluster a non-empty name. */
export function isFilledIn(text: string): boolean {
  return text.trim() !== '';
}

/** The surveys that can still join a cluster, newest first. */
export function surveyChoicesFor(surveys: readonly TSurveyListItem[], cluster: TClusterWithSurveys): TSurveyListItem[] {
  const inCluster = new Set(cluster.surveys.map((survey) => survey.survey_id));
  return surveys.filter((survey) => !inCluster.has(survey.id)).sort((a, b) => b.id - a.id);
}

/** What the picker shows and searches: survey number, internal name and organisation. */
export function surveyChoiceLabel(survey: Pick<TSurveyListItem, 'id' | 'internal_name' | 'organization_name'>): string {
  return `${survey.id} · ${survey.internal_name} (${survey.organization_name})`;
}

/** Existing clusters that are not yet part of the setting, by name. */
export function clustersToAdd(
  all: readonly TClusterSummary[],
  inSetting: readonly TClusterWithSurveys[],
): TClusterSummary[] {
  const present = new Set(inSetting.map((cluster) => cluster.cluster_id));
  return all.filter((cluster) => !present.has(cluster.cluster_id));
}

/**
 * The dictionary key that explains a failed change: the action's own conflict text for a 409
 * (already there, name taken), 'gone' for a 404, else the generic error.
 */
export function failureKey<K extends string>(error: unknown, conflictKey: K): K | 'errors.notFound' | 'errors.generic' {
  if (error instanceof ApiError && error.status === 409) return conflictKey;
  if (error instanceof ApiError && error.status === 404) return 'errors.notFound';
  return 'errors.generic';
}

export type TThresholdFields = { min_organizations: string; min_respondents: string; significance_level: string };
export type TThresholds = { min_organizations: number; min_respondents: number; significance_level: number };

/** A number as typed in nl, de or fr (decimal comma) or en; NaN when it is none. */
function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * The thresholds as the API takes them, or the fields that are out of range (the same limits as
 * the server's): whole numbers of organisations and respondents, a significance level between.
 */
export function parseThresholds(fields: TThresholdFields): {
  thresholds: TThresholds | null;
  invalid: (keyof TThresholdFields)[];
} {
  const limits = BENCHMARK_SETTING_LIMITS;
  const organizations = parseDecimal(fields.min_organizations);
  const respondents = parseDecimal(fields.min_respondents);
  const level = parseDecimal(fields.significance_level);
  const invalid: (keyof TThresholdFields)[] = [];
  const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  if (!isWhole(organizations, limits.minOrganizationsMin, limits.minOrganizationsMax))
    invalid.push('min_organizations');
  if (!isWhole(respondents, limits.minRespondentsMin, limits.minRespondentsMax)) invalid.push('min_respondents');
  if (!(level >= limits.significanceLevelMin && level <= limits.significanceLevelMax))
    invalid.push('significance_level');
  if (invalid.length > 0) return { thresholds: null, invalid };
  return {
    thresholds: { min_organizations: organizations, min_respondents: respondents, significance_level: level },
    invalid: [],
  };
}
