import { isActive } from '@peil/contract/domain';
import type { Survey } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';

export function assertSurveyActive(survey: Survey): void {
  if (!isActive(survey)) throw forbidden('This survey is not active.');
}
