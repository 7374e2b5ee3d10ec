// Plain values without zod, so that the respondent bundle can import them and stay small.
import type { TContentLocale } from './locale-codes.js';
import type { TSurveyStartResponse } from './respondent.js';

/** A uuid, the form of survey links and list keys, in any letter case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DATE_ANSWER_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A respondent's e-mail answer: what a browser's type=email accepts, with a dot in the domain. */
export const RESPONDENT_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const MAX_TEXT_ANSWER_LENGTH = 10_000;
export const MAX_NUMBER_ANSWER = 1_000_000_000;
/** A route target longer than this is a URL, otherwise a page number (DESIGN §11). */
export const ROUTE_URL_MIN_LENGTH = 6;

/** Where a routing answer sends the respondent: a page position, a web address, or on (null). */
export type TRouteTarget = { page: number } | { url: string } | null;

/**
 * The target of one routing option. A text target longer than 5 characters is a URL (DESIGN
 * §11); a short numeric one is a page. The respondent pages and the server's finish check
 * both route with this, so they agree on which pages a respondent saw.
 */
export function optionRoute(routeToPage: number | null, routeToUrl: string | null): TRouteTarget {
  const url = routeToUrl?.trim();
  if (url && url.length >= ROUTE_URL_MIN_LENGTH) return { url: /^https?:\/\//i.test(url) ? url : `http://${url}` };
  if (url && /^\d+$/.test(url)) return { page: Number(url) };
  return routeToPage ? { page: routeToPage } : null;
}

/**
 * The id of the JSON block in which the server puts a survey's start data (the answer of
 * respondent_start) into the respondent page, for the survey and locale the page will ask for.
 */
export const EMBEDDED_SURVEY_START_ID = 'peil-survey-start';
export type TEmbeddedSurveyStart = {
  /** The survey as the link names it (uuid or id). */
  id: string;
  /** The locale the start was asked in. */
  locale: TContentLocale;
  start: TSurveyStartResponse;
};
