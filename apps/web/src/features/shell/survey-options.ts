import { LIMITS } from '@peil/contract/limits';
import { truncateLabel } from '@peil/scoring';
import type { TSurveySummary } from './api/get-projects-summary';

export type TSurveyOption = { surveyId: number; label: string; fullName: string };

/**
 * Dropdown entries 'number. name (project)', names over 60 characters cut to 57 + '...'. The
 * number is the survey's id, the number the surveys list shows, so that both screens name a
 * survey alike. A survey outside any project has no brackets rather than '(null)'.
 */
export function toSurveyOptions(surveys: TSurveySummary[]): TSurveyOption[] {
  return surveys.map((survey) => {
    const name = truncateLabel(survey.survey_name, LIMITS.surveyNameMaxLength, LIMITS.surveyNameCutLength);
    const project = survey.project_name ? ` (${survey.project_name})` : '';
    return {
      surveyId: survey.survey_id,
      label: `${survey.survey_id}. ${name}${project}`,
      fullName: survey.survey_name,
    };
  });
}
