import type { TLegacyLinksResponse } from '@peil/contract/surveys';
import { apiRequest } from '../../../lib/api-client';

export const getLegacyLinks = (surveyId: number) =>
  apiRequest<TLegacyLinksResponse>('GET', `/api/v1/survey/legacy_links/${surveyId}`);

export const saveLegacyLinks = (surveyId: number, oldIds: string[]) =>
  apiRequest<TLegacyLinksResponse>('POST', '/api/v1/survey/save_legacy_links', { surveyId, oldIds });
