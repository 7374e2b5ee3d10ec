import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  asBroadcastLanguage,
  BROADCAST_LIMITS,
  INVITATION_ANSWER_ROUTE,
  SURVEY_INVITATION_ANSWERS,
  ZAddBroadcastRequest,
  ZAddBroadcastResponse,
  ZAddRecipientResponse,
  ZBroadcastOkResponse,
  ZInvitationAnswer,
  ZInvitationAnswerParams,
  ZInvitationAnswerQuery,
  ZBroadcastPreviewRequest,
  ZBroadcastPreviewResponse,
  ZBroadcastSurveysResponse,
  ZMailingListIdParams,
  ZMailingListsResponse,
  ZRecipientChangeRequest,
  ZRecipientsResponse,
  ZRemoveBroadcastRequest,
  ZRemoveRecipientRequest,
  ZResponseKey,
  ZSendMailingNowRequest,
  ZSendMailingNowResponse,
  ZSenderDomainsQuery,
  ZSenderDomainsResponse,
} from '@peil/contract/broadcasts';
import { invitationAnswerPagePath } from '@peil/contract/routes';
import { ZApiError } from '@peil/contract/errors';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { normaliseLogo } from '../../lib/logo-validation.js';
import { requireUser } from '../auth/authorization.js';
import {
  findBroadcastableSurveys,
  requireBroadcastableSurvey,
  requireManageableMailingList,
} from '../auth/policies/broadcast.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { defineBroadcastJob } from './broadcast-job.js';
import { buildInvitation, findSurveyForInvitation } from './invitation.js';
import { isSignedLink, linkSigningKey } from './signed-links.js';
import {
  addRecipient,
  countInvitationAnswer,
  createMailingList,
  findMailingLists,
  findRecipients,
  isSurveyActive,
  removeMailingList,
  removeRecipient,
} from './mailing-list-queries.js';
import { parseRecipients } from './recipients-text.js';
import { findSenderDomains, requireAllowedSender } from './sender-domains.js';
import { queueMailingListSend } from './recipient-sending.js';
import { ROLE } from '@peil/contract/domain';

// Spec §6 names no rights for broadcasts: researchers and up run them for their own organisations.
const researchers = { access: { minRole: ROLE.researcher } };
const tags = ['broadcasts'];
const ok = { ok: true as const };
const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError };
// Clicked from mail by anyone holding an invitation: as bounded as the respondent's own calls.
const ANSWER_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
// The address the preview's unsubscribe link is made for.
const PREVIEW_RECIPIENT = 'ontvanger@voorbeeld.nl';

export type BroadcastsRoutesOptions = { database: Database; config: Config; mailer: Mailer; jobs: JobQueue };

/**
 * Mailing lists, their recipients and sending. Sending only queues the list; a job mails the
 * recipients in the background (broadcast-job.ts).
 */
export const broadcastsRoutes =
  ({ database, config, mailer, jobs }: BroadcastsRoutesOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    const sending = defineBroadcastJob(jobs, { database, mailer, publicUrl: config.publicUrl, log: app.log });

    app.get(
      '/api/v1/broadcast/get_all',
      {
        config: researchers,
        schema: { tags, summary: "The user's mailing lists", response: { 200: ZMailingListsResponse } },
      },
      async (request) => findMailingLists(database, requireUser(request)),
    );

    app.get(
      '/api/v1/broadcast/surveys',
      {
        config: researchers,
        schema: {
          tags,
          summary: 'The surveys the user may send a broadcast for, for the survey picker',
          response: { 200: ZBroadcastSurveysResponse },
        },
      },
      async (request) => findBroadcastableSurveys(db, requireUser(request)),
    );

    app.get(
      '/api/v1/broadcast/get_broadcast_recipients/:mailingListId',
      {
        config: researchers,
        schema: { tags, params: ZMailingListIdParams, response: { 200: ZRecipientsResponse, ...errors } },
      },
      async (request) => {
        await requireManageableMailingList(db, requireUser(request), request.params.mailingListId);
        return findRecipients(database, request.params.mailingListId);
      },
    );

    app.post(
      '/api/v1/broadcast/add_recipient_to_mailing',
      {
        config: researchers,
        schema: { tags, body: ZRecipientChangeRequest, response: { 200: ZAddRecipientResponse, ...errors } },
      },
      async (request) => {
        const { email, mailingListId } = request.body;
        await requireManageableMailingList(db, requireUser(request), mailingListId);
        // A recipient added while the list is being sent is picked up by the running send.
        const result = await addRecipient(database, mailingListId, email);
        return { ok: true as const, ...result };
      },
    );

    app.post(
      '/api/v1/broadcast/remove_recipient_from_mailing',
      {
        config: researchers,
        schema: { tags, body: ZRemoveRecipientRequest, response: { 200: ZBroadcastOkResponse, ...errors } },
      },
      async (request) => {
        const { email, mailingListId } = request.body;
        await requireManageableMailingList(db, requireUser(request), mailingListId);
        await removeRecipient(database, mailingListId, email);
        return ok;
      },
    );

    app.post(
      '/api/v1/broadcast/remove_broadcast',
      {
        config: researchers,
        schema: { tags, body: ZRemoveBroadcastRequest, response: { 200: ZBroadcastOkResponse, ...errors } },
      },
      async (request) => {
        await requireManageableMailingList(db, requireUser(request), request.body.id);
        await removeMailingList(database, request.body.id);
        return ok;
      },
    );

    app.get(
      '/api/v1/broadcast/sender_domains',
      {
        config: researchers,
        schema: {
          tags,
          summary: 'The domains a broadcast for the survey may be sent from',
          querystring: ZSenderDomainsQuery,
          response: { 200: ZSenderDomainsResponse, ...errors },
        },
      },
      async (request) => {
        const { surveyId } = request.query;
        if (surveyId === undefined) return { domains: config.mailSenderDomains };
        await requireBroadcastableSurvey(db, requireUser(request), surveyId);
        return { domains: await findSenderDomains(database, config.mailSenderDomains, surveyId) };
      },
    );

    app.post(
      '/api/v1/broadcast/add_broadcast',
      {
        config: researchers,
        schema: { tags, body: ZAddBroadcastRequest, response: { 200: ZAddBroadcastResponse, ...errors } },
      },
      async (request) => {
        const user = requireUser(request);
        const { toEmail, surveyId, ...content } = request.body;
        await requireBroadcastableSurvey(db, user, surveyId);
        requireAllowedSender(content.fromEmail, await findSenderDomains(database, config.mailSenderDomains, surveyId));
        if (!(await isSurveyActive(database, surveyId))) {
          throw badRequest(
            'The survey is inactive: invited respondents would see "Survey not active". Activate it first.',
          );
        }
        const recipients = parseRecipients(toEmail);
        if (recipients.invalid.length > 0) {
          throw badRequest(`Not an e-mail address: ${recipients.invalid.slice(0, 5).join('; ')}`);
        }
        if (recipients.valid.length === 0) throw badRequest('No recipients specified.');
        if (recipients.valid.length > BROADCAST_LIMITS.maxRecipients) {
          throw badRequest(`A broadcast has at most ${BROADCAST_LIMITS.maxRecipients} recipients.`);
        }
        const created = await createMailingList(database, {
          ...content,
          logo: content.logo && (await normaliseLogo(content.logo)),
          surveyId,
          createdByUserId: user.id,
          recipients: recipients.valid,
        });
        return { ok: true as const, ...created, unsubscribed: recipients.valid.length - created.recipients };
      },
    );

    app.post(
      '/api/v1/broadcast/preview',
      {
        config: researchers,
        schema: { tags, body: ZBroadcastPreviewRequest, response: { 200: ZBroadcastPreviewResponse, ...errors } },
      },
      async (request) => {
        const { surveyId, ...content } = request.body;
        await requireBroadcastableSurvey(db, requireUser(request), surveyId);
        const survey = await findSurveyForInvitation(database, surveyId);
        if (!survey) throw notFound('Survey not found.');
        const logo = content.logo ? await normaliseLogo(content.logo) : survey.logo;
        const mail = buildInvitation(
          {
            ...content,
            surveyId,
            surveyUuid: survey.uuid,
            responseKey: null,
            logo,
            signingKey: await linkSigningKey(database),
            singleButton: survey.singleButton,
          },
          PREVIEW_RECIPIENT,
          config.publicUrl,
          true,
        );
        return { subject: mail.subject, from: mail.from ?? '', html: mail.html };
      },
    );

    app.post(
      '/api/v1/send-mailing-now',
      {
        config: researchers,
        schema: {
          tags,
          body: ZSendMailingNowRequest,
          response: { 200: ZSendMailingNowResponse, 409: ZApiError, 429: ZApiError, ...errors },
        },
      },
      async (request) => {
        const { mailingListId } = request.body;
        await requireManageableMailingList(db, requireUser(request), mailingListId);
        const queued = await queueMailingListSend(database, mailingListId);
        await sending.startSend(mailingListId);
        return { ok: true as const, queued };
      },
    );

    // An answer button of the invitation: counts the answer on its list, then sends "yes" answers
    // on to the survey and the others to a thank-you page in the invitation's language.
    app.get(
      INVITATION_ANSWER_ROUTE,
      {
        config: { access: 'public', rateLimit: ANSWER_RATE_LIMIT },
        schema: {
          tags,
          summary: "Counts an invitation's answer button and redirects (303)",
          params: ZInvitationAnswerParams,
          querystring: ZInvitationAnswerQuery,
          response: { 404: ZApiError },
        },
      },
      async (request, reply) => {
        const answer = ZInvitationAnswer.safeParse(request.params.answer);
        if (!answer.success) throw notFound(`Unknown answer "${request.params.answer}".`);
        const responseKey = ZResponseKey.safeParse(request.params.responseKey);
        // An unsigned or altered link still leads on, but counts nothing.
        const { r: recipient, sig } = request.query;
        const isSigned =
          responseKey.success &&
          recipient !== undefined &&
          isSignedLink(await linkSigningKey(database), 'invitation-answer', responseKey.data, recipient, sig);
        const surveyUuid = responseKey.success
          ? await countInvitationAnswer(database, responseKey.data, answer.data, isSigned ? recipient! : null)
          : undefined;
        if (!surveyUuid) throw notFound('This invitation link is unknown: the broadcast may have been removed.');
        const language = asBroadcastLanguage(request.params.language);
        const target = SURVEY_INVITATION_ANSWERS.includes(answer.data)
          ? `/language-selection/${encodeURIComponent(surveyUuid)}?list=${responseKey.data}`
          : invitationAnswerPagePath(language, answer.data);
        return reply.redirect(target, 303);
      },
    );
  };
