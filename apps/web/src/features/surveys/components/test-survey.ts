import { SURVEY_STATUS } from '@peil/contract/domain';
import type { TSurveyListItem } from '@peil/contract/surveys';

/** One row of the surveys list, for the dialogs' component tests. */
export const TEST_SURVEY: TSurveyListItem = {
  id: 5,
  uuid: '6f1c2b9e-0000-4000-8000-000000000005',
  internal_name: 'Poli tevredenheid',
  count: 3,
  project_name: 'Poli',
  organization_name: 'Kliniek Noord',
  status: SURVEY_STATUS.active,
  start_date: '2026-01-01',
};
