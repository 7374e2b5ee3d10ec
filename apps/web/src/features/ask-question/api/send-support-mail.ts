import type { TSupportMailRequest } from '@peil/contract/support';
import { apiRequest } from '../../../lib/api-client';

export const sendSupportMail = (body: TSupportMailRequest) =>
  apiRequest<{ ok: true }>('POST', '/api/v1/administration/send_support_mail', body);
