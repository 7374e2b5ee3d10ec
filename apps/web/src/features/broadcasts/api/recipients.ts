import { useQuery } from '@tanstack/react-query';
import { broadcastsEndpoints as endpoints } from '@peil/contract/api/broadcasts';
import { callEndpoint } from '../../../lib/api-client';
import { broadcastQueryKeys } from './mailing-lists';

export const getRecipients = (mailingListId: number) =>
  callEndpoint(endpoints.recipients, { params: { mailingListId } });

export function useRecipients(mailingListId: number) {
  return useQuery({
    queryKey: broadcastQueryKeys.recipients(mailingListId),
    queryFn: () => getRecipients(mailingListId),
  });
}

export const addRecipient = (mailingListId: number, email: string) =>
  callEndpoint(endpoints.addRecipient, { body: { email, mailingListId } });

export const removeRecipient = (mailingListId: number, email: string) =>
  callEndpoint(endpoints.removeRecipient, { body: { email, mailingListId } });
