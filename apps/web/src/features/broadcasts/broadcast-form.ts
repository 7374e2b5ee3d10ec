import {
  extractEmailAddresses,
  isAllowedSender,
  isReservedSender,
  splitRecipientsText,
  uniqueEmails,
  type TAddBroadcastRequest,
  type TBroadcastLanguage,
} from '@peil/contract/broadcasts';
import { DEFAULT_BUTTON_COLOR, DEFAULT_EMAIL_BACKGROUND, EMAIL_PATTERN } from '@peil/contract/limits';

export type TBroadcastForm = {
  fromName: string;
  fromLocalPart: string;
  /** Empty until the survey's allowed domains are known. */
  fromDomain: string;
  subject: string;
  buttonColor: string;
  surveyId: number | '';
  language: TBroadcastLanguage;
  recipientsText: string;
  title: string;
  message: string;
};

export type TFormCheck =
  | { kind: 'allFieldsRequired' }
  | { kind: 'noRecipients' }
  | { kind: 'invalidRecipients'; invalid: string[] }
  | { kind: 'senderDomainNotAllowed' }
  | { kind: 'senderReserved' }
  | { kind: 'ok'; request: TAddBroadcastRequest };

export function senderEmail(form: Pick<TBroadcastForm, 'fromLocalPart' | 'fromDomain'>): string {
  return `${form.fromLocalPart.trim()}@${form.fromDomain}`;
}

/** Typed addresses followed by the uploaded file's, each once. */
export function allRecipients(recipientsText: string, fileEmails: string[]): string[] {
  return uniqueEmails([
    ...splitRecipientsText(recipientsText).filter((entry) => EMAIL_PATTERN.test(entry)),
    ...fileEmails,
  ]);
}

export function invalidTypedRecipients(recipientsText: string): string[] {
  return splitRecipientsText(recipientsText).filter((entry) => !EMAIL_PATTERN.test(entry));
}

/** Emails found in an uploaded .csv or .txt file. */
export function recipientsFromFile(text: string): string[] {
  return extractEmailAddresses(text);
}

/**
 * The spec's checks before saving, in its order: every field (sender, subject, title, message,
 * survey), an allowed sender domain, then at least one recipient typed or uploaded; typed
 * entries must all be addresses.
 */
export function checkBroadcastForm(
  form: TBroadcastForm,
  fileEmails: string[],
  allowedSenderDomains: readonly string[],
): TFormCheck {
  const required = [form.fromName, form.fromLocalPart, form.subject, form.title, form.message];
  if (required.some((value) => value.trim() === '') || form.surveyId === '') return { kind: 'allFieldsRequired' };
  if (!EMAIL_PATTERN.test(senderEmail(form))) return { kind: 'allFieldsRequired' };
  // The server's rule: the domain must be one the settings allow for the survey's client.
  if (isReservedSender(senderEmail(form))) return { kind: 'senderReserved' };
  if (!isAllowedSender(senderEmail(form), allowedSenderDomains)) return { kind: 'senderDomainNotAllowed' };
  const invalid = invalidTypedRecipients(form.recipientsText);
  if (invalid.length > 0) return { kind: 'invalidRecipients', invalid };
  const recipients = allRecipients(form.recipientsText, fileEmails);
  if (recipients.length === 0) return { kind: 'noRecipients' };
  return {
    kind: 'ok',
    request: {
      toEmail: recipients.join(';'),
      fromEmail: senderEmail(form),
      fromName: form.fromName.trim(),
      subject: form.subject.trim(),
      title: form.title.trim(),
      message: form.message,
      buttonColor: form.buttonColor,
      backgroundColor: DEFAULT_EMAIL_BACKGROUND,
      logo: null,
      surveyId: form.surveyId,
      language: form.language,
    },
  };
}

export function emptyBroadcastForm(surveyId: number | ''): TBroadcastForm {
  return {
    fromName: '',
    fromLocalPart: '',
    fromDomain: '',
    subject: '',
    buttonColor: DEFAULT_BUTTON_COLOR,
    surveyId,
    language: 'nl',
    recipientsText: '',
    title: '',
    message: '',
  };
}

/** With one survey it is chosen already (spec §4); otherwise the survey selected in the top bar, if offered. */
export function initialSurveyId(surveyIds: number[], selectedSurveyId: number | null): number | '' {
  if (surveyIds.length === 1) return surveyIds[0]!;
  if (selectedSurveyId !== null && surveyIds.includes(selectedSurveyId)) return selectedSurveyId;
  return '';
}
