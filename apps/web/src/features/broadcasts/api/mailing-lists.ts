import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMailingListItem } from '@peil/contract/broadcasts';
import { apiRequest } from '../../../lib/api-client';

export const broadcastQueryKeys = {
  all: ['broadcasts'] as const,
  lists: () => [...broadcastQueryKeys.all, 'lists'] as const,
  recipients: (mailingListId: number) => [...broadcastQueryKeys.all, 'recipients', mailingListId] as const,
};

export const getMailingLists = () => apiRequest<TMailingListItem[]>('GET', '/api/v1/broadcast/get_all');

/** While a list is being sent the table follows its progress. */
export function useMailingLists() {
  return useQuery(
    queryOptions({
      queryKey: broadcastQueryKeys.lists(),
      queryFn: getMailingLists,
      refetchInterval: (query) => (query.state.data?.some((list) => list.sending) ? 2000 : false),
    }),
  );
}

export const removeBroadcast = (id: number) =>
  apiRequest<{ ok: true }>('POST', '/api/v1/broadcast/remove_broadcast', { id });
