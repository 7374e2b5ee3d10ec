import { LIMITS } from '@peil/contract/limits';

// One cookie per survey on path '/': the survey pages live under eleven different words.
const cookieName = (surveyId: string) => `peil_token_${surveyId.replace(/[^\w-]/g, '')}`;

export function readRespondentToken(surveyId: string): string | null {
  const name = `${cookieName(surveyId)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(name));
  return entry ? decodeURIComponent(entry.slice(name.length)) : null;
}

export function storeRespondentToken(surveyId: string, token: string): void {
  const maxAge = LIMITS.respondentTokenHours * 3600;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName(surveyId)}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
