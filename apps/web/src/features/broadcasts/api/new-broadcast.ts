import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAddBroadcastRequest, TBroadcastPreviewRequest } from '@peil/contract/broadcasts';
import { broadcastsEndpoints as endpoints } from '@peil/contract/api/broadcasts';
import { callEndpoint } from '../../../lib/api-client';
import { broadcastQueryKeys } from './mailing-lists';

export const addBroadcast = (broadcast: TAddBroadcastRequest) =>
  callEndpoint(endpoints.addBroadcast, { body: broadcast });

export const previewBroadcast = (broadcast: TBroadcastPreviewRequest) =>
  callEndpoint(endpoints.preview, { body: broadcast });

/** The surveys to choose from: those the user may invite respondents to, not those merely shared with them. */
export function useBroadcastSurveys() {
  return useQuery({
    queryKey: [...broadcastQueryKeys.all, 'surveys'],
    queryFn: () => callEndpoint(endpoints.surveys),
  });
}

/** The domains a broadcast for the survey may be sent from (the server's setting and the client's own). */
export function useSenderDomains(surveyId: number | '') {
  return useQuery({
    queryKey: [...broadcastQueryKeys.all, 'sender-domains', surveyId],
    queryFn: () => callEndpoint(endpoints.senderDomains, { query: surveyId === '' ? {} : { surveyId } }),
    // Kept while another survey's domains load, so a chosen domain the next survey allows too stays chosen.
    placeholderData: keepPreviousData,
  });
}
