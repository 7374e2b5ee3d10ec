import type { Survey } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';

/** `surveys.status` of a survey that takes answers. */
export const SURVEY_ACTIVE = 1;

export function assertSurveyActive(survey: Survey): void {
  if (survey.status !== SURVEY_ACTIVE) throw forbidden('This survey is not active.');
}
