import { LIMITS } from '@peil/contract/limits';
import { truncateLabel } from '@peil/scoring';
import type { TSurveySummary } from './api/get-projects-summary';

export type TSurveyOption = { surveyId: number; label: string; fullName: string };

/** Dropdown entries 'number. name (project)', names over 60 characters cut to 57 + '...'. */
export function toSurveyOptions(surveys: TSurveySummary[]): TSurveyOption[] {
  return surveys.map((survey, index) => ({
    surveyId: survey.survey_id,
    label: `${index + 1}. ${truncateLabel(survey.survey_name, LIMITS.surveyNameMaxLength, LIMITS.surveyNameCutLength)} (${survey.project_name})`,
    fullName: survey.survey_name,
  }));
}
