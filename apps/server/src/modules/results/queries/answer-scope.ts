import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_RESULTS_FROM_DATE, DEFAULT_RESULTS_TO_DATE, type TResultFilter } from '@peil/contract/results';
import type { Database } from '../../../db/database.js';

/** What every results aggregate is limited to: one survey, a date range, answer filters, languages. */
export type AnswerScope = {
  surveyId: number;
  fromDate?: string;
  toDate?: string;
  filter?: readonly TResultFilter[];
  translationFilter?: readonly string[];
};

/**
 * The respondents who chose every filtered option, looked up once per request so that each
 * aggregate tests a list instead of repeating the filter; undefined when there are no filters.
 */
export type FilteredRespondents = readonly number[] | undefined;

export function dateRange(scope: Pick<AnswerScope, 'fromDate' | 'toDate'>): { from: string; to: string } {
  return { from: scope.fromDate ?? DEFAULT_RESULTS_FROM_DATE, to: scope.toDate ?? DEFAULT_RESULTS_TO_DATE };
}

/**
 * Without answer or language filters a scope covers whole local days of one survey, which the
 * pre-aggregates count (migrations 0020-0023); filters pick respondents, so they read the answers.
 */
export function readsPreAggregates(scope: AnswerScope, respondents: FilteredRespondents): boolean {
  return respondents === undefined && (scope.filter ?? []).length === 0 && (scope.translationFilter ?? []).length === 0;
}

/**
 * The rows a scope is applied to. Answers are dated by when they were given and reach their
 * respondent's language through the respondents table; respondents are dated by when they
 * started and carry their language themselves.
 */
type ScopedRows = { alias: string; respondentId: string; date: string; locale: string | null };

const answerRows = (alias: string): ScopedRows => ({
  alias,
  respondentId: 'respondent_id',
  date: 'answered_at',
  locale: null,
});
const respondentRows = (alias: string): ScopedRows => ({
  alias,
  respondentId: 'id',
  date: 'started_at',
  locale: 'locale',
});

/**
 * Conditions on an `answers` or `answer_texts` row under `alias`. The end date is inclusive:
 * the spec extends it by one day, so answers up to midnight after `toDate` count.
 */
export function answerScopeConditions(alias: string, scope: AnswerScope, respondents?: FilteredRespondents): SQL {
  return scopeConditions(answerRows(alias), scope, respondents);
}

/**
 * Conditions on a `respondents` row under `alias`: the same survey, period, languages and answer
 * filters as the answers of answerScopeConditions, so that the dashboard's respondent counts
 * follow whatever the cards follow. A respondent belongs to the day they started.
 */
export function respondentScopeConditions(alias: string, scope: AnswerScope, respondents?: FilteredRespondents): SQL {
  return scopeConditions(respondentRows(alias), scope, respondents);
}

/**
 * The bounds are timestamptz parameters: comparing `answered_at` with a date (`::date + 1`)
 * converts the date on every row, which cost a third of the main aggregate. The day after
 * `toDate` is computed here for the same reason; both are read in the session time zone, as
 * the date casts were.
 *
 * Filters: with `respondents` (see findFilteredRespondents) a list test; without, the same set
 * as an uncorrelated subquery, which the planner hashes once instead of probing per row.
 */
function scopeConditions(rows: ScopedRows, scope: AnswerScope, respondents?: FilteredRespondents): SQL {
  const { from, to } = dateRange(scope);
  const row = sql.raw(rows.alias);
  const respondentId = sql.raw(`${rows.alias}.${rows.respondentId}`);
  const date = sql.raw(`${rows.alias}.${rows.date}`);
  const conditions: SQL[] = [
    sql`${row}.survey_id = ${scope.surveyId}`,
    sql`${date} >= ${from}::timestamptz`,
    sql`${date} < ${nextDay(to)}::timestamptz`,
  ];
  const locales = scope.translationFilter ?? [];
  if (locales.length > 0)
    conditions.push(
      rows.locale
        ? sql`${sql.raw(`${rows.alias}.${rows.locale}`)} in (${localeList(locales)})`
        : sql`${respondentId} in (${respondentsInLocales(scope.surveyId, locales)})`,
    );
  if (respondents) conditions.push(sql`${respondentId} = any(${bigintArray(respondents)})`);
  else if (scope.filter && scope.filter.length > 0)
    conditions.push(sql`${respondentId} in (${respondentsWithAllOptions(scope.filter)})`);
  return sql.join(conditions, sql` and `);
}

/** Runs the answer filters once; see FilteredRespondents. */
export async function findFilteredRespondents(database: Database, scope: AnswerScope): Promise<FilteredRespondents> {
  if (!scope.filter || scope.filter.length === 0) return undefined;
  const rows = await database.query<{ respondent_id: string | number }>(respondentsWithAllOptions(scope.filter));
  return rows.map((row) => Number(row.respondent_id));
}

/**
 * Respondents who chose every filtered option (AND). Each filter is one lookup on the
 * (question_id, option_id) index; INTERSECT keeps those in all of them.
 */
function respondentsWithAllOptions(filters: readonly TResultFilter[]): SQL {
  return sql.join(
    filters.map(
      (filter) =>
        sql`select f.respondent_id from answers f where f.question_id = ${filter.questionId} and f.option_id = ${filter.optionId}`,
    ),
    sql` intersect `,
  );
}

function bigintArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::bigint[]`;
}

/** 'YYYY-MM-DD' of the following day; 9999-12-31 gives 10000-01-01, which PostgreSQL reads. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function respondentsInLocales(surveyId: number, locales: readonly string[]): SQL {
  return sql`select id from respondents where survey_id = ${surveyId} and locale in (${localeList(locales)})`;
}

export function localeList(locales: readonly string[]): SQL {
  return sql.join(
    locales.map((locale) => sql`${locale}`),
    sql`, `,
  );
}
