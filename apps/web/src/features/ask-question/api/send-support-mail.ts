import { supportEndpoints } from '@peil/contract/api/support';
import type { TSupportMailRequest } from '@peil/contract/support';
import { callEndpoint } from '../../../lib/api-client';

export const sendSupportMail = (body: TSupportMailRequest) => callEndpoint(supportEndpoints.sendSupportMail, { body });
