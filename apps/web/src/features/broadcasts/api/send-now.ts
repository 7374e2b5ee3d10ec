import type { TSendMailingNowResponse } from '@peil/contract/broadcasts';
import { apiRequest } from '../../../lib/api-client';

export const sendMailingNow = (mailingListId: number) =>
  apiRequest<TSendMailingNowResponse>('POST', '/api/v1/send-mailing-now', { mailingListId });
