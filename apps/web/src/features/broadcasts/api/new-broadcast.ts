import { useQuery } from '@tanstack/react-query';
import type {
  TAddBroadcastRequest,
  TAddBroadcastResponse,
  TBroadcastPreviewRequest,
  TBroadcastPreviewResponse,
  TBroadcastSurvey,
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
