import type { TClusterSummary, TClusterWithSurveys } from '@peil/contract/benchmark-settings';
import { ROLES, type TRole } from '@peil/contract/roles';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { ApiError } from '../../lib/api-client';

/** Spec §6: role 1 alone edits benchmark settings. */
export function canEditBenchmarkSettings(role: TRole): boolean {
  return role === ROLES.superadmin;
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
