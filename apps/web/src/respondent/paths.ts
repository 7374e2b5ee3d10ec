import { respondentLocaleOfWord, SURVEY_WORDS, type TRespondentLocale } from '@peil/contract/locale-codes';
import { INVITATION_ANSWER_PAGE } from '@peil/contract/routes';

export type RespondentRoute =
  | { kind: 'language'; surveyId: string; isPreview: boolean }
  | { kind: 'survey'; surveyId: string; locale: TRespondentLocale; isPreview: boolean }
  | { kind: 'unsubscribe'; surveyId: string; email: string; language: string }
  | { kind: 'invitationAnswer'; language: string; answer: string }
  | { kind: 'unknown' };

/** Reads the respondent route from the path; the app has no router library. */
export function parseRespondentPath(pathname: string): RespondentRoute {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const [first, id, third, fourth] = segments;
  if (!first || !id) return { kind: 'unknown' };
  const isPreview = third === 'preview';
  if (first === 'language-selection') return { kind: 'language', surveyId: id, isPreview };
  if (first === 'remove-from-mailing')
    return { kind: 'unsubscribe', surveyId: id, email: third ?? '', language: fourth ?? 'nl' };
  if (first === INVITATION_ANSWER_PAGE.prefix) return { kind: 'invitationAnswer', language: id, answer: third ?? '' };
  const locale = respondentLocaleOfWord(first);
  if (locale) return { kind: 'survey', surveyId: id, locale, isPreview };
  return { kind: 'unknown' };
}

/** The query marker of a language selection opened because the survey page found no survey. */
export const NOT_FOUND_MARKER = 'not-found';

export function languageSelectionPath(
  surveyId: string,
  isPreview: boolean,
  { isNotFound = false }: { isNotFound?: boolean } = {},
): string {
  const path = `/language-selection/${encodeURIComponent(surveyId)}${isPreview ? '/preview' : ''}`;
  return isNotFound ? `${path}?${NOT_FOUND_MARKER}` : path;
}

export function surveyPath(surveyId: string, locale: TRespondentLocale, isPreview: boolean): string {
  return `/${SURVEY_WORDS[locale]}/${encodeURIComponent(surveyId)}${isPreview ? '/preview' : ''}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A begin or end message, or a route target, that is a web address rather than text. */
export function asRedirectUrl(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/i.test(value)) return null;
  return /^https?:\/\//i.test(value) ? value : `http://${value}`;
}
