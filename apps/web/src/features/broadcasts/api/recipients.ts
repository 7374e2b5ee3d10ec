import { useQuery } from '@tanstack/react-query';
import type { TAddRecipientResponse, TRecipient } from '@peil/contract/broadcasts';
import { apiRequest } from '../../../lib/api-client';
import { broadcastQueryKeys } from './mailing-lists';

export const getRecipients = (mailingListId: number) =>
  apiRequest<TRecipient[]>('GET', `/api/v1/broadcast/get_broadcast_recipients/${mailingListId}`);

export function useRecipients(mailingListId: number) {
  return useQuery({
    queryKey: broadcastQueryKeys.recipients(mailingListId),
    queryFn: () => getRecipients(mailingListId),
  });
}

export const addRecipient = (mailingListId: number, email: string) =>
  apiRequest<TAddRecipientResponse>('POST', '/api/v1/broadcast/add_recipient_to_mailing', {
    email,
    mailingListId,
  });

export const removeRecipient = (mailingListId: number, email: string) =>
  apiRequest<{ ok: true }>('POST', '/api/v1/broadcast/remove_recipient_from_mailing', { email, mailingListId });
