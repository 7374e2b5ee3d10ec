import { sql } from 'drizzle-orm';
import {
  asBroadcastLanguage,
  INVITATION_ANSWERS,
  invitationAnswerLink,
  type TBroadcastLanguage,
  type TInvitationAnswer,
} from '@peil/contract/broadcasts';
import type { Database } from '../../db/database.js';
import { servableLogo } from '../../lib/logo-validation.js';
import type { MailMessage } from '../mail/mailer.js';
import { renderBroadcastInvitation } from '../mail/templates/broadcast-invitation.js';
import { answerLinkSignature, linkSigningKey, unsubscribeSignature } from './signed-links.js';

/** What an invitation is made of: the list's texts and the survey it invites to. */
export type InvitationContent = {
  surveyId: number;
  surveyUuid: string;
  /** The list's key for its answer links; null for the preview of a list not yet saved. */
  responseKey: string | null;
  fromName: string;
  fromEmail: string;
  subject: string;
  title: string;
  message: string;
  buttonColor: string;
  backgroundColor: string;
  language: TBroadcastLanguage;
  /** The list's logo, else the survey's, else its organisation's (a data URL or bare base64). */
  logo: string | null;
  /** The server's key for signing the mail's links (signed-links.ts). */
  signingKey: Buffer;
  /** The survey's setting: one button to the survey instead of the four answer buttons. */
  singleButton: boolean;
};

const LOGO_CID = 'broadcast-logo';

type Logo = { contentType: string; content: Buffer; dataUrl: string };

/** Reads a stored logo; anything that is not a PNG, JPEG or GIF is left out rather than sent broken. */
export function decodeLogo(logo: string | null): Logo | undefined {
  // Typed by its bytes, and left out when its header declares more pixels than a logo may have.
  const match = /^data:(image\/(?:png|jpeg|gif));base64,(.+)$/s.exec(
    servableLogo(logo?.replace(/\s+/g, '') ?? null) ?? '',
  );
  if (!match) return undefined;
  const [dataUrl, contentType, base64] = match;
  return { contentType: contentType!, content: Buffer.from(base64!, 'base64'), dataUrl };
}

/** The survey's uuid and fallback logo, for a preview of a list that does not exist yet. */
export async function findSurveyForInvitation(
  database: Database,
  surveyId: number,
): Promise<{ uuid: string; logo: string | null; singleButton: boolean } | undefined> {
  const [row] = await database.query<{ uuid: string; logo: string | null; singleButton: boolean }>(sql`
    select s.uuid, coalesce(s.logo, o.logo) as logo, s.single_button_invitation as "singleButton"
    from surveys s join organizations o on o.id = s.organization_id
    where s.id = ${surveyId}`);
  return row;
}

export async function findInvitationContent(
  database: Database,
  mailingListId: number,
): Promise<InvitationContent | undefined> {
  const [row] = await database.query<{
    survey_id: number;
    uuid: string;
    response_key: string;
    from_name: string;
    from_email: string;
    subject: string;
    title: string;
    message: string;
    button_color: string;
    background_color: string;
    language: string;
    logo: string | null;
    single_button_invitation: boolean;
  }>(sql`
    select s.id as survey_id, s.uuid, ml.response_key, ml.from_name, ml.from_email, ml.subject, ml.title, ml.message,
      ml.button_color, ml.background_color, ml.language, coalesce(ml.logo, s.logo, o.logo) as logo,
      s.single_button_invitation
    from mailing_lists ml
    join surveys s on s.id = ml.survey_id
    join organizations o on o.id = s.organization_id
    where ml.id = ${mailingListId}`);
  if (!row) return undefined;
  return {
    surveyId: row.survey_id,
    surveyUuid: row.uuid,
    responseKey: row.response_key,
    fromName: row.from_name,
    fromEmail: row.from_email,
    subject: row.subject,
    title: row.title,
    message: row.message,
    buttonColor: row.button_color,
    backgroundColor: row.background_color,
    language: asBroadcastLanguage(row.language),
    logo: row.logo,
    signingKey: await linkSigningKey(database),
    singleButton: row.single_button_invitation,
  };
}

/** The four answer buttons of one recipient's mail, all signed for that recipient. */
function answerLinks(
  publicUrl: string,
  responseKey: string,
  language: TBroadcastLanguage,
  signature: { recipient: string; sig: string },
): Record<TInvitationAnswer, string> {
  return Object.fromEntries(
    INVITATION_ANSWERS.map((answer) => [
      answer,
      invitationAnswerLink(publicUrl, responseKey, answer, language, signature),
    ]),
  ) as Record<TInvitationAnswer, string>;
}

/**
 * The invitation to one recipient. `forPreview` embeds the logo as a data URL so that the
 * preview frame shows it; a real mail carries it as an inline attachment (mail clients block
 * data URLs).
 */
export function buildInvitation(
  content: InvitationContent,
  recipient: string,
  publicUrl: string,
  forPreview = false,
): MailMessage {
  const uuid = encodeURIComponent(content.surveyUuid);
  const email = encodeURIComponent(recipient);
  const unsubscribeQuery = `?sig=${unsubscribeSignature(content.signingKey, content.surveyUuid, recipient)}`;
  const logo = decodeLogo(content.logo);
  return renderBroadcastInvitation({
    to: recipient,
    fromName: content.fromName,
    fromEmail: content.fromEmail,
    subject: content.subject,
    title: content.title,
    message: content.message,
    buttonColor: content.buttonColor,
    backgroundColor: content.backgroundColor,
    language: content.language,
    // The list's key lets the survey count begun and finished questionnaires on this list.
    surveyLink: `${publicUrl}/language-selection/${uuid}${content.responseKey === null ? '' : `?list=${content.responseKey}`}`,
    answerLinks:
      content.responseKey === null
        ? null
        : answerLinks(
            publicUrl,
            content.responseKey,
            content.language,
            answerLinkSignature(content.signingKey, content.responseKey, recipient),
          ),
    unsubscribeLink: `${publicUrl}/remove-from-mailing/${uuid}/${email}/${content.language}${unsubscribeQuery}`,
    oneClickUnsubscribeUrl: `${publicUrl}/api/v1/broadcast/unsubscribe/${uuid}/${email}${unsubscribeQuery}`,
    logoSrc: logo ? (forPreview ? logo.dataUrl : `cid:${LOGO_CID}`) : null,
    ...(logo && !forPreview
      ? {
          logoAttachment: {
            filename: `logo.${logo.contentType.split('/')[1]}`,
            content: logo.content,
            contentType: logo.contentType,
            cid: LOGO_CID,
          },
        }
      : {}),
    singleButton: content.singleButton,
  });
}
