import {
  contentLocaleOfBrowser,
  contentLocaleOfLink,
  respondentLocaleOfWord,
  type TContentLocale,
} from '@peil/contract/locale-codes';
import { EMBEDDED_SURVEY_START_ID, type TEmbeddedSurveyStart } from '@peil/contract/respondent-rules';

export type StartRequest = { id: string; locale: TContentLocale };

/**
 * The survey and locale a respondent page will ask respondent_start for, decided from its
 * address as the app decides it (the shared locale rules of the contract); null for pages that
 * ask nothing. The language selection asks in the browser's language, which the first tag of
 * Accept-Language gives; a guess that differs only costs the app its usual call.
 */
export function startRequestOfPage(url: string, acceptLanguage: string | undefined): StartRequest | null {
  const parsed = new URL(url, 'http://page');
  const [, first = '', encodedId] = parsed.pathname.split('/');
  const id = encodedId ? decodeSegment(encodedId) : '';
  if (!id) return null;
  if (first === 'language-selection') {
    return { id, locale: contentLocaleOfBrowser(acceptLanguage?.split(',')[0] ?? '') };
  }
  const linkLocale = respondentLocaleOfWord(first);
  return linkLocale ? { id, locale: contentLocaleOfLink(linkLocale, parsed.searchParams.get('locale')) } : null;
}

/**
 * The page with the start data in a JSON block, which the browser does not run (so the
 * content security policy has nothing to allow). `<` is escaped, so no text of a survey can
 * close the block or open a comment.
 */
export function withEmbeddedStart(html: string, embedded: TEmbeddedSurveyStart): string {
  const json = JSON.stringify(embedded).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script type="application/json" id="${EMBEDDED_SURVEY_START_ID}">${json}</script></head>`,
  );
}

// As respondent_start's limit (30 a minute per address): a page costs the same reads.
const EMBEDS_PER_MINUTE = 30;

/**
 * How many pages per address get the survey put in, per minute and process. Past it a page is
 * sent without, and the app asks respondent_start, which has its own limit: so loading pages
 * never reads the database more than the API allows.
 */
export class EmbedBudget {
  private windowStartedAt = 0;
  private readonly taken = new Map<string, number>();

  constructor(private readonly perMinute = EMBEDS_PER_MINUTE) {}

  tryTake(address: string, now = Date.now()): boolean {
    if (now - this.windowStartedAt >= 60_000) {
      this.windowStartedAt = now;
      this.taken.clear();
    }
    const count = this.taken.get(address) ?? 0;
    if (count >= this.perMinute) return false;
    this.taken.set(address, count + 1);
    return true;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
