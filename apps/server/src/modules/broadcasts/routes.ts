import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { broadcastsEndpoints } from '@peil/contract/api/broadcasts';
import {
  asBroadcastLanguage,
  BROADCAST_LIMITS,
  SURVEY_INVITATION_ANSWERS,
  ZInvitationAnswer,
  ZResponseKey,
} from '@peil/contract/broadcasts';
import { invitationAnswerPagePath } from '@peil/contract/routes';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { normaliseLogo } from '../../lib/logo-validation.js';
import { registerEndpoint } from '../../lib/register-endpoint.js';
import { requireUser } from '../auth/authorization.js';
import { findBroadcastableSurveys } from '../auth/policies/broadcast.js';
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

const ok = { ok: true as const };
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

    const endpoints = broadcastsEndpoints;

    registerEndpoint(app, endpoints.mailingLists, async (request) => findMailingLists(database, requireUser(request)));

    registerEndpoint(app, endpoints.surveys, async (request) => findBroadcastableSurveys(db, requireUser(request)));

    registerEndpoint(app, endpoints.recipients, async (request) =>
      findRecipients(database, request.params.mailingListId),
    );

    registerEndpoint(app, endpoints.addRecipient, async (request) => {
      const { email, mailingListId } = request.body;
      // A recipient added while the list is being sent is picked up by the running send.
      const result = await addRecipient(database, mailingListId, email);
      return { ok: true as const, ...result };
    });

    registerEndpoint(app, endpoints.removeRecipient, async (request) => {
      const { email, mailingListId } = request.body;
      await removeRecipient(database, mailingListId, email);
      return ok;
    });

    registerEndpoint(app, endpoints.removeBroadcast, async (request) => {
      await removeMailingList(database, request.body.id);
      return ok;
    });

    registerEndpoint(app, endpoints.senderDomains, async (request) => {
      const { surveyId } = request.query;
      if (surveyId === undefined) return { domains: config.mailSenderDomains };
      return { domains: await findSenderDomains(database, config.mailSenderDomains, surveyId) };
    });

    registerEndpoint(app, endpoints.addBroadcast, async (request) => {
      const user = requireUser(request);
      const { toEmail, surveyId, ...content } = request.body;
      const allowedDomains = await findSenderDomains(database, config.mailSenderDomains, surveyId);
      requireAllowedSender(content.fromEmail, allowedDomains, config.mailFrom);
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
      const created = await createMailingList(database.db, {
        ...content,
        logo: content.logo && (await normaliseLogo(content.logo)),
        surveyId,
        createdByUserId: user.id,
        recipients: recipients.valid,
      });
      return { ok: true as const, ...created, unsubscribed: recipients.valid.length - created.recipients };
    });

    registerEndpoint(app, endpoints.preview, async (request) => {
      const { surveyId, ...content } = request.body;
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
    });

    registerEndpoint(app, endpoints.sendNow, async (request) => {
      const { mailingListId } = request.body;
      const queued = await queueMailingListSend(database.db, mailingListId);
      await sending.startSend(mailingListId);
      return { ok: true as const, queued };
    });

    // An answer button of the invitation: counts the answer on its list, then sends "yes" answers
    // on to the survey and the others to a thank-you page in the invitation's language.
    registerEndpoint(app, endpoints.invitationAnswer, async (request, reply) => {
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
        ? await countInvitationAnswer(database, responseKey.data, answer.data, isSigned ? recipient : null)
        : undefined;
      if (!surveyUuid) throw notFound('This invitation link is unknown: the broadcast may have been removed.');
      const language = asBroadcastLanguage(request.params.language);
      const target = SURVEY_INVITATION_ANSWERS.includes(answer.data)
        ? `/language-selection/${encodeURIComponent(surveyUuid)}?list=${responseKey.data}`
        : invitationAnswerPagePath(language, answer.data);
      return reply.redirect(target, 303);
    });
  };
