import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAddBroadcastRequest,
  TAddBroadcastResponse,
  TBroadcastPreviewRequest,
  TBroadcastPreviewResponse,
  TBroadcastSurvey,
  TSenderDomainsResponse,
} from '@peil/contract/broadcasts';
import { apiRequest } from '../../../lib/api-client';
import { broadcastQueryKeys } from './mailing-lists';

export const addBroadcast = (broadcast: TAddBroadcastRequest) =>
  apiRequest<TAddBroadcastResponse>('POST', '/api/v1/broadcast/add_broadcast', broadcast);

export const previewBroadcast = (broadcast: TBroadcastPreviewRequest) =>
  apiRequest<TBroadcastPreviewResponse>('POST', '/api/v1/broadcast/preview', broadcast);

/** The surveys to choose from: those the user may invite respondents to, not those merely shared with them. */
export function useBroadcastSurveys() {
  return useQuery({
    queryKey: [...broadcastQueryKeys.all, 'surveys'],
    queryFn: () => apiRequest<TBroadcastSurvey[]>('GET', '/api/v1/broadcast/surveys'),
  });
}

/** The domains a broadcast for the survey may be sent from (the server's setting and the client's own). */
export function useSenderDomains(surveyId: number | '') {
  return useQuery({
    queryKey: [...broadcastQueryKeys.all, 'sender-domains', surveyId],
    queryFn: () =>
      apiRequest<TSenderDomainsResponse>(
        'GET',
        `/api/v1/broadcast/sender_domains${surveyId === '' ? '' : `?surveyId=${surveyId}`}`,
      ),
    // Kept while another survey's domains load, so a chosen domain the next survey allows too stays chosen.
    placeholderData: keepPreviousData,
  });
}
