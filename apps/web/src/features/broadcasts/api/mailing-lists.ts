import { queryOptions, useQuery } from '@tanstack/react-query';
import { broadcastsEndpoints as endpoints } from '@peil/contract/api/broadcasts';
import { callEndpoint } from '../../../lib/api-client';

export const broadcastQueryKeys = {
  all: ['broadcasts'] as const,
  lists: () => [...broadcastQueryKeys.all, 'lists'] as const,
  recipients: (mailingListId: number) => [...broadcastQueryKeys.all, 'recipients', mailingListId] as const,
};

export const getMailingLists = () => callEndpoint(endpoints.mailingLists);

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

export const removeBroadcast = (id: number) => callEndpoint(endpoints.removeBroadcast, { body: { id } });
