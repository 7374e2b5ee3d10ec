import { useQuery } from '@tanstack/react-query';
import type {
  TAddBroadcastRequest,
  TBroadcastPreviewRequest,
  TBroadcastPreviewResponse,
} from '@peil/contract/broadcasts';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { apiRequest } from '../../../lib/api-client';
import { broadcastQueryKeys } from './mailing-lists';

export const addBroadcast = (broadcast: TAddBroadcastRequest) =>
  apiRequest<{ ok: true; mailingListId: number; recipients: number }>(
    'POST',
    '/api/v1/broadcast/add_broadcast',
    broadcast,
  );

export const previewBroadcast = (broadcast: TBroadcastPreviewRequest) =>
  apiRequest<TBroadcastPreviewResponse>('POST', '/api/v1/broadcast/preview', broadcast);

/** The surveys to choose from: the ones the user can see. */
export function useBroadcastSurveys() {
  return useQuery({
    queryKey: [...broadcastQueryKeys.all, 'surveys'],
    queryFn: () => apiRequest<TSurveyListItem[]>('GET', '/api/v1/survey/list'),
  });
}
