import { broadcastsEndpoints as endpoints } from '@peil/contract/api/broadcasts';
import { callEndpoint } from '../../../lib/api-client';

export const sendMailingNow = (mailingListId: number) => callEndpoint(endpoints.sendNow, { body: { mailingListId } });
