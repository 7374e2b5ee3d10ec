import { z } from 'zod';
import { ZHexColor } from './hex-color.js';
import { ZDbId, ZDbIdFromText } from './ids.js';
import { DEFAULT_BUTTON_COLOR, DEFAULT_EMAIL_BACKGROUND, EMAIL_PATTERN, LIMITS } from './limits.js';
import { CONTENT_LOCALES, RESPONDENT_LOCALES } from './locale-codes.js';

/** Broadcasts: mailing lists that invite recipients by e-mail to fill in a survey. */

/**
 * The domains a broadcast may be sent from when MAIL_SENDER_DOMAINS is not set: the product
 * domain first, then its regional sister domains. Superadmins add a client's own domains.
 */
export const DEFAULT_SENDER_DOMAINS = ['peil.nl', 'peil.de', 'peil.be', 'peil.at', 'peil.ch', 'peil.eu'] as const;

/** A domain an address of EMAIL_PATTERN can end in: labels of letters, digits and inner hyphens. */
const SENDER_DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,3}$/;
export const SENDER_DOMAIN_MESSAGE = 'must be a domain name such as kliniek.nl';
export const ZSenderDomain = z.string().trim().toLowerCase().regex(SENDER_DOMAIN_PATTERN, SENDER_DOMAIN_MESSAGE);

/**
 * Names a tenant's invitation may not be sent from: the platform's own and the role mailboxes a
 * reader trusts to be the provider's (RFC 2142), so no user can mail patients as Peil itself.
 */
const RESERVED_SENDER_NAMES = new Set([
  'abuse',
  'admin',
  'administrator',
  'donotreply',
  'do-not-reply',
  'hostmaster',
  'mailer-daemon',
  'no-reply',
  'noreply',
  'postmaster',
  'root',
  'security',
  'webmaster',
]);

/** Whether the part before the @ is one of the reserved sender names, in any case. */
export function isReservedSender(email: string): boolean {
  return RESERVED_SENDER_NAMES.has(email.slice(0, email.lastIndexOf('@')).trim().toLowerCase());
}

/**
 * The one sender rule, run by the server and the broadcast form alike: the address's domain is
 * one of the allowed domains (MAIL_SENDER_DOMAINS and the client's own), so that the mail passes
 * SPF and DMARC for a domain someone set up for it.
 */
export function isAllowedSender(email: string, allowedDomains: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return email.includes('@') && allowedDomains.some((allowed) => allowed.toLowerCase() === domain);
}

/** Domains typed into one field, separated by commas, semicolons or spaces: each once, and those that are not domains. */
export function parseSenderDomains(text: string): { domains: string[]; invalid: string[] } {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const domains = [...new Set(entries.filter((entry) => SENDER_DOMAIN_PATTERN.test(entry)))];
  return { domains, invalid: entries.filter((entry) => !SENDER_DOMAIN_PATTERN.test(entry)) };
}

/** Languages of the invitation e-mail (its buttons and footer); Dutch is the default. */
export const BROADCAST_LANGUAGES = ['nl', 'de', 'en'] as const;
export type TBroadcastLanguage = (typeof BROADCAST_LANGUAGES)[number];

export const BROADCAST_LIMITS = {
  maxRecipients: 10_000,
  maxEmailLength: 254,
  maxSubjectLength: 200,
  maxNameLength: 100,
  maxTitleLength: 200,
  maxMessageLength: 10_000,
  /** A last broadcast before this year means the list was never sent (old rows carry 1970). */
  neverSentBeforeYear: 2000,
  resendMinutes: LIMITS.broadcastResendMinutes,
  /** Width of the invitation e-mail in pixels, and its logo's size. */
  mailWidth: 600,
  logoSize: 60,
  /** Sender domains a client may have of its own. */
  maxClientSenderDomains: 20,
} as const;

/** One line of text for a header or heading: no line breaks, so it cannot add mail headers. */
const ZLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\r\n]*$/, 'must be a single line');

export const ZRecipientEmail = z.string().trim().max(BROADCAST_LIMITS.maxEmailLength).regex(EMAIL_PATTERN);

/** Every e-mail address found in a text (an uploaded .csv or .txt file, or a pasted list), in order, once each. */
export function extractEmailAddresses(text: string): string[] {
  const found = text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,3}(?![\w-])/g) ?? [];
  return uniqueEmails(found.filter((candidate) => EMAIL_PATTERN.test(candidate)));
}

/** Splits the semicolon separated recipients text; blanks are dropped, the rest returned trimmed. */
export function splitRecipientsText(text: string): string[] {
  return text
    .split(/[;\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Case-insensitive de-duplication that keeps the first spelling. */
export function uniqueEmails(emails: string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a list's last broadcast date means "never sent": missing, invalid or before 2000. */
export function isNeverBroadcast(lastBroadcast: string | null | undefined): boolean {
  if (!lastBroadcast) return true;
  const date = new Date(lastBroadcast);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < BROADCAST_LIMITS.neverSentBeforeYear;
}

// ---------------------------------------------------------------- lists

export const ZMailingListItem = z.object({
  mailing_list_id: z.number(),
  subject: z.string(),
  /** The survey's internal name. */
  internal_name: z.string(),
  survey_id: z.number(),
  /** Addresses waiting to be mailed: an address is deleted once its invitation was sent. */
  count: z.number(),
  /** ISO date-time of the last send; null when never sent. */
  last_broadcast: z.string().nullable(),
  /** A send is queued or running. */
  sending: z.boolean(),
  /** Invitations sent from this list in total. */
  sent: z.number(),
  /** Recipients of the last send the mail server refused (or that a crash left in doubt). */
  failed: z.number(),
  /** How often each answer button of the invitation was clicked. */
  answers: z.object({
    yes: z.number(),
    'yes-over-a-year': z.number(),
    'already-completed': z.number(),
    no: z.number(),
  }),
  /**
   * Questionnaires begun (a respondent token issued) and finished through this list's invitation
   * link. Counts on the list only; no answer is linked to the list or an address.
   */
  responses: z.object({ started: z.number(), finished: z.number() }),
});
export type TMailingListItem = z.infer<typeof ZMailingListItem>;

/** What came of a list's invitations: sent, clicked (one per recipient), begun and finished questionnaires. */
export type TResponseCounts = { sent: number; clicked: number; started: number; finished: number };
/** The stages of an invitation's response, each as a share of the invitations sent. */
export type TResponseRates = { clicked: number | null; started: number | null; finished: number | null };

export function responseCountsOf(list: Pick<TMailingListItem, 'sent' | 'answers' | 'responses'>): TResponseCounts {
  const clicked = Object.values(list.answers).reduce((sum, count) => sum + count, 0);
  return { sent: list.sent, clicked, ...list.responses };
}

/**
 * Clicks, begun and finished questionnaires as shares of the invitations sent; null before
 * anything was sent. A forwarded link can take a share above 1: shown as it is, not capped.
 */
export function responseRates(counts: TResponseCounts): TResponseRates {
  const share = (count: number) => (counts.sent > 0 ? count / counts.sent : null);
  return { clicked: share(counts.clicked), started: share(counts.started), finished: share(counts.finished) };
}

export const ZMailingListsResponse = z.array(ZMailingListItem);

export const ZMailingListIdParams = z.object({ mailingListId: ZDbIdFromText });

/** An address still waiting to be mailed; `unsubscribed` when it unsubscribed meanwhile and will be skipped. */
export const ZRecipient = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type TRecipient = z.infer<typeof ZRecipient>;
export const ZRecipientsResponse = z.array(ZRecipient);

export const ZRecipientChangeRequest = z.object({ email: ZRecipientEmail, mailingListId: ZDbId });
export type TRecipientChangeRequest = z.infer<typeof ZRecipientChangeRequest>;
/**
 * `added` is false when the address was already on the list (ignored without an error) or when
 * it unsubscribed from the survey's mailings (`unsubscribed`): such an address is not stored.
 */
export const ZAddRecipientResponse = z.object({ ok: z.literal(true), added: z.boolean(), unsubscribed: z.boolean() });
export type TAddRecipientResponse = z.infer<typeof ZAddRecipientResponse>;
export const ZRemoveRecipientRequest = z.object({
  email: z.string().trim().min(1).max(BROADCAST_LIMITS.maxEmailLength),
  mailingListId: ZDbId,
});

export const ZRemoveBroadcastRequest = z.object({ id: ZDbId });
export const ZBroadcastOkResponse = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------- new broadcast

const broadcastContent = {
  fromEmail: z
    .string()
    .trim()
    .max(BROADCAST_LIMITS.maxEmailLength)
    // Whether its domain is allowed depends on the server's setting and the survey's client.
    .regex(EMAIL_PATTERN, 'must be an e-mail address'),
  fromName: ZLine(BROADCAST_LIMITS.maxNameLength).min(1),
  subject: ZLine(BROADCAST_LIMITS.maxSubjectLength).min(1),
  title: ZLine(BROADCAST_LIMITS.maxTitleLength).min(1),
  message: z.string().trim().min(1).max(BROADCAST_LIMITS.maxMessageLength),
  buttonColor: ZHexColor.default(DEFAULT_BUTTON_COLOR),
  backgroundColor: ZHexColor.default(DEFAULT_EMAIL_BACKGROUND),
  /** A PNG, JPEG or GIF as a data URL; null uses the survey's (or its organisation's) logo. */
  logo: z
    .string()
    .max(Math.ceil((LIMITS.maxLogoBytes * 4) / 3) + 100)
    .regex(/^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/]+=*$/, 'must be a PNG, JPEG or GIF data URL')
    .nullable()
    .default(null),
  surveyId: ZDbId,
  /**
   * Any language of Peil (a survey's or a respondent page's); one without an invitation template
   * (fr, say) is sent in Dutch, the default, rather than refused. A code Peil does not know is a 400.
   */
  language: z
    .enum([...new Set([...CONTENT_LOCALES, ...RESPONDENT_LOCALES])] as [string, ...string[]])
    .default('nl')
    .transform(asBroadcastLanguage),
};

export const ZAddBroadcastRequest = z.object({
  /** Recipients joined with semicolons. */
  toEmail: z.string().max(BROADCAST_LIMITS.maxRecipients * (BROADCAST_LIMITS.maxEmailLength + 2)),
  ...broadcastContent,
});
export type TAddBroadcastRequest = z.input<typeof ZAddBroadcastRequest>;
/** `recipients` addresses were stored; `unsubscribed` were left out because they unsubscribed from the survey. */
export const ZAddBroadcastResponse = z.object({
  ok: z.literal(true),
  mailingListId: z.number(),
  recipients: z.number(),
  unsubscribed: z.number(),
});
export type TAddBroadcastResponse = z.infer<typeof ZAddBroadcastResponse>;

/** The surveys the user may send a broadcast for (not those merely shared with them), for the survey picker. */
export const ZBroadcastSurvey = z.object({ id: z.number(), internal_name: z.string() });
export type TBroadcastSurvey = z.infer<typeof ZBroadcastSurvey>;
export const ZBroadcastSurveysResponse = z.array(ZBroadcastSurvey);

/**
 * The invitation exactly as it will go out, for the preview frame of the new-broadcast page.
 * Texts may still be empty while the form is being filled in; only the survey is needed.
 */
export const ZBroadcastPreviewRequest = z.object({
  ...broadcastContent,
  fromEmail: z.string().trim().max(BROADCAST_LIMITS.maxEmailLength).default(''),
  fromName: ZLine(BROADCAST_LIMITS.maxNameLength).default(''),
  subject: ZLine(BROADCAST_LIMITS.maxSubjectLength).default(''),
  title: ZLine(BROADCAST_LIMITS.maxTitleLength).default(''),
  message: z.string().max(BROADCAST_LIMITS.maxMessageLength).default(''),
});
export type TBroadcastPreviewRequest = z.input<typeof ZBroadcastPreviewRequest>;
export const ZBroadcastPreviewResponse = z.object({ subject: z.string(), from: z.string(), html: z.string() });
export type TBroadcastPreviewResponse = z.infer<typeof ZBroadcastPreviewResponse>;

/**
 * The domains a broadcast for the survey may be sent from, for the form's domain picker; without
 * a survey, those every client may use (MAIL_SENDER_DOMAINS).
 */
export const ZSenderDomainsQuery = z.object({ surveyId: ZDbIdFromText.optional() });
export const ZSenderDomainsResponse = z.object({ domains: z.array(z.string()) });
export type TSenderDomainsResponse = z.infer<typeof ZSenderDomainsResponse>;

// ---------------------------------------------------------------- sending

export const ZSendMailingNowRequest = z.object({ mailingListId: ZDbId });
/** The send is queued; `queued` recipients will be mailed by the background job. */
export const ZSendMailingNowResponse = z.object({ ok: z.literal(true), queued: z.number() });
export type TSendMailingNowResponse = z.infer<typeof ZSendMailingNowResponse>;

// ---------------------------------------------------------------- invitation answers

/**
 * The four answer buttons of the invitation (spec §9), in the order the e-mail shows them:
 * yes; yes, but more than a year ago; already completed; no.
 */
export const INVITATION_ANSWERS = ['yes', 'yes-over-a-year', 'already-completed', 'no'] as const;
export type TInvitationAnswer = (typeof INVITATION_ANSWERS)[number];
export const ZInvitationAnswer = z.enum(INVITATION_ANSWERS);
/** A click counts on its list, then these answers go on to the survey; the others get a thank-you page. */
export const SURVEY_INVITATION_ANSWERS: readonly TInvitationAnswer[] = ['yes', 'yes-over-a-year'];

/** The public route each answer button links to: it counts the answer and redirects (303). */
export const INVITATION_ANSWER_ROUTE = '/api/v1/broadcast/respond/:responseKey/:answer/:language';

/**
 * Only bounded: an unknown key or answer is a 404 (a link that leads nowhere), not a 400,
 * and any other language falls back to Dutch.
 */
export const ZInvitationAnswerParams = z.object({
  responseKey: z.string().max(64),
  answer: z.string().max(64),
  language: z.string().max(16),
});
/** A list's answer key: a random uuid, never its id, so answer links cannot be guessed. */
export const ZResponseKey = z.uuid();

/**
 * The signed part of an answer link: `r` names the recipient without their address, `sig`
 * signs list and recipient. A click counts only with both, and once per recipient.
 */
export const ZInvitationAnswerQuery = z.object({
  r: z.string().max(128).optional(),
  sig: z.string().max(128).optional(),
});

export function invitationAnswerLink(
  publicUrl: string,
  responseKey: string,
  answer: TInvitationAnswer,
  language: TBroadcastLanguage,
  signature?: { recipient: string; sig: string },
): string {
  const link = `${publicUrl}/api/v1/broadcast/respond/${encodeURIComponent(responseKey)}/${answer}/${language}`;
  if (!signature) return link;
  return `${link}?r=${encodeURIComponent(signature.recipient)}&sig=${encodeURIComponent(signature.sig)}`;
}

/** The signature of the one-click unsubscribe address (the List-Unsubscribe header) and of the page. */
export const ZUnsubscribeQuery = z.object({ sig: z.string().max(128).optional() });
export const ZOneClickUnsubscribeParams = z.object({ uuid: z.string().max(64), email: z.string().max(320) });

/** The language of an answer link or thank-you page: nl, de or en, anything else Dutch. */
export function asBroadcastLanguage(language: string): TBroadcastLanguage {
  return (BROADCAST_LANGUAGES as readonly string[]).includes(language) ? (language as TBroadcastLanguage) : 'nl';
}
