import { createToken } from '../../lib/tokens.js';

/**
 * A respondent's token names its survey before a secret: `<survey id>.<random>`. The survey is
 * no secret (a survey is reached by its id too); it lets any process write a respondent's save
 * in one statement that finds the respondent by the token's hash and checks it belongs to that
 * survey, without reading the respondent first. Only the hash of the whole token is kept.
 */
export function createRespondentToken(surveyId: number): string {
  return `${surveyId}.${createToken()}`;
}

/**
 * The survey a token names, unchecked: the save's statement checks it. Null for a token without
 * one, as those made before tokens named their survey (base64url, which has no dot).
 */
export function surveyOfToken(token: string): number | null {
  const match = /^([1-9]\d{0,9})\./.exec(token);
  const surveyId = match ? Number(match[1]) : NaN;
  return surveyId <= 2_147_483_647 ? surveyId : null;
}
