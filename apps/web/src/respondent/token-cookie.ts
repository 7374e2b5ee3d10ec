import { LIMITS } from '@peil/contract/limits';

// One cookie per survey on path '/': the survey pages live under eleven different words.
const cookieName = (surveyId: string) => `peil_token_${surveyId.replace(/[^\w-]/g, '')}`;

export function readRespondentToken(surveyId: string): string | null {
  const name = `${cookieName(surveyId)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(name));
  // An emptied cookie is no token.
  return entry ? decodeURIComponent(entry.slice(name.length)) || null : null;
}

export function storeRespondentToken(surveyId: string, token: string): void {
  const maxAge = LIMITS.respondentTokenHours * 3600;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cookieName(surveyId)}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** Where a respondent was: the page index and the pages visited before it, tied to their token. */
export type TSurveyProgress = { pageIndex: number; history: number[] };

const progressKey = (surveyId: string) => `peil_progress_${surveyId.replace(/[^\w-]/g, '')}`;

/**
 * Kept beside the token, so that a reload resumes on the same page. It counts only while the
 * token cookie lives: a new token (the cookie expired, another device) starts at the beginning.
 */
export function storeSurveyProgress(surveyId: string, token: string, progress: TSurveyProgress): void {
  try {
    localStorage.setItem(progressKey(surveyId), JSON.stringify({ token, ...progress }));
  } catch {
    // Storage may be full or blocked; the survey then simply starts at the beginning on a reload.
  }
}

export function readSurveyProgress(surveyId: string, token: string | null): TSurveyProgress | null {
  if (!token) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(progressKey(surveyId)) ?? 'null') as
      (TSurveyProgress & { token?: unknown }) | null;
    if (!stored || stored.token !== token || !Number.isInteger(stored.pageIndex) || !Array.isArray(stored.history)) {
      return null;
    }
    return { pageIndex: stored.pageIndex, history: stored.history.filter((index) => Number.isInteger(index)) };
  } catch {
    return null;
  }
}
