import { UUID_PATTERN } from '@peil/contract/respondent-rules';

// The mailing list an invitation came from: the `?list=` key of its survey link. Kept for this
// tab only (the language selection forwards to the survey page without the query), and sent
// with the token request and the saves so that the list counts a begun and a finished
// questionnaire. It is never stored with the answers.
const storageKey = (surveyId: string) => `peil_list_${surveyId}`;

export function rememberInvitationList(surveyId: string, search: string): void {
  const key = new URLSearchParams(search).get('list');
  if (key === null || !UUID_PATTERN.test(key)) return;
  try {
    sessionStorage.setItem(storageKey(surveyId), key);
  } catch {
    // Storage refused (private mode): the questionnaire works the same, it is just not counted.
  }
}

export function invitationListOf(surveyId: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(surveyId)) ?? undefined;
  } catch {
    return undefined;
  }
}
