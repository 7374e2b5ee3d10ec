import { INVITATION_ANSWER_ROUTE } from '../broadcasts.js';
import { ROLE } from '../domain/index.js';
import { defineEndpoint } from './define-endpoint.js';

// Spec §6 names no rights for broadcasts: researchers and up run them for their own organisations.
const researchers = { minRole: ROLE.researcher } as const;
const tags = ['broadcasts'];
const errors = { 400: 'errors.ZApiError', 403: 'errors.ZApiError', 404: 'errors.ZApiError' } as const;

export const broadcastsEndpoints = {
  mailingLists: defineEndpoint({
    method: 'GET',
    path: '/api/v1/broadcast/get_all',
    access: researchers,
    tags,
    summary: "The user's mailing lists",
    response: 'broadcasts.ZMailingListsResponse',
  }),
  surveys: defineEndpoint({
    method: 'GET',
    path: '/api/v1/broadcast/surveys',
    access: researchers,
    tags,
    summary: 'The surveys the user may send a broadcast for, for the survey picker',
    response: 'broadcasts.ZBroadcastSurveysResponse',
  }),
  recipients: defineEndpoint({
    method: 'GET',
    path: '/api/v1/broadcast/get_broadcast_recipients/:mailingListId',
    access: researchers,
    scope: { check: 'mailingList:manage', id: 'params.mailingListId' },
    tags,
    params: 'broadcasts.ZMailingListIdParams',
    response: 'broadcasts.ZRecipientsResponse',
    otherResponses: errors,
  }),
  addRecipient: defineEndpoint({
    method: 'POST',
    path: '/api/v1/broadcast/add_recipient_to_mailing',
    access: researchers,
    scope: { check: 'mailingList:manage', id: 'body.mailingListId' },
    tags,
    body: 'broadcasts.ZRecipientChangeRequest',
    response: 'broadcasts.ZAddRecipientResponse',
    otherResponses: errors,
  }),
  removeRecipient: defineEndpoint({
    method: 'POST',
    path: '/api/v1/broadcast/remove_recipient_from_mailing',
    access: researchers,
    scope: { check: 'mailingList:manage', id: 'body.mailingListId' },
    tags,
    body: 'broadcasts.ZRemoveRecipientRequest',
    response: 'broadcasts.ZBroadcastOkResponse',
    otherResponses: errors,
  }),
  removeBroadcast: defineEndpoint({
    method: 'POST',
    path: '/api/v1/broadcast/remove_broadcast',
    access: researchers,
    scope: { check: 'mailingList:manage', id: 'body.id' },
    tags,
    body: 'broadcasts.ZRemoveBroadcastRequest',
    response: 'broadcasts.ZBroadcastOkResponse',
    otherResponses: errors,
  }),
  senderDomains: defineEndpoint({
    method: 'GET',
    path: '/api/v1/broadcast/sender_domains',
    access: researchers,
    scope: { check: 'survey:broadcast', id: 'query.surveyId' },
    tags,
    summary: 'The domains a broadcast for the survey may be sent from',
    query: 'broadcasts.ZSenderDomainsQuery',
    response: 'broadcasts.ZSenderDomainsResponse',
    otherResponses: errors,
  }),
  addBroadcast: defineEndpoint({
    method: 'POST',
    path: '/api/v1/broadcast/add_broadcast',
    access: researchers,
    scope: { check: 'survey:broadcast', id: 'body.surveyId' },
    tags,
    body: 'broadcasts.ZAddBroadcastRequest',
    response: 'broadcasts.ZAddBroadcastResponse',
    otherResponses: errors,
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/v1/broadcast/preview',
    access: researchers,
    scope: { check: 'survey:broadcast', id: 'body.surveyId' },
    tags,
    body: 'broadcasts.ZBroadcastPreviewRequest',
    response: 'broadcasts.ZBroadcastPreviewResponse',
    otherResponses: errors,
  }),
  sendNow: defineEndpoint({
    method: 'POST',
    path: '/api/v1/send-mailing-now',
    access: researchers,
    scope: { check: 'mailingList:manage', id: 'body.mailingListId' },
    tags,
    body: 'broadcasts.ZSendMailingNowRequest',
    response: 'broadcasts.ZSendMailingNowResponse',
    otherResponses: { ...errors, 409: 'errors.ZApiError', 429: 'errors.ZApiError' },
  }),
  // An answer button of the invitation, clicked by recipients without an account: as bounded as
  // the respondent's own calls.
  invitationAnswer: defineEndpoint({
    method: 'GET',
    path: INVITATION_ANSWER_ROUTE,
    access: 'public',
    tags,
    summary: "Counts an invitation's answer button and redirects (303)",
    params: 'broadcasts.ZInvitationAnswerParams',
    query: 'broadcasts.ZInvitationAnswerQuery',
    response: { kind: 'redirect', status: 303 },
    otherResponses: { 404: 'errors.ZApiError' },
    rateLimit: { max: 30, timeWindow: '1 minute' },
  }),
} as const;
