import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_RESULTS_FROM_DATE, DEFAULT_RESULTS_TO_DATE, type TResultFilter } from '@peil/contract/results';

/** What every results aggregate is limited to: one survey, a date range, answer filters, languages. */
export type AnswerScope = {
  surveyId: number;
  fromDate?: string;
  toDate?: string;
  filter?: readonly TResultFilter[];
  translationFilter?: readonly string[];
};

export function dateRange(scope: Pick<AnswerScope, 'fromDate' | 'toDate'>): { from: string; to: string } {
  return { from: scope.fromDate ?? DEFAULT_RESULTS_FROM_DATE, to: scope.toDate ?? DEFAULT_RESULTS_TO_DATE };
}

/**
 * Conditions on an `answers` or `answer_texts` row under `alias`. The end date is inclusive:
 * the spec extends it by one day, so answers up to midnight after `toDate` count. Filters are
 * EXISTS probes on the (respondent_id, question_id) index, one per filter, combined with AND.
 */
export function answerScopeConditions(alias: string, scope: AnswerScope): SQL {
  const { from, to } = dateRange(scope);
  const row = sql.raw(alias);
  const conditions: SQL[] = [
    sql`${row}.survey_id = ${scope.surveyId}`,
    sql`${row}.answered_at >= ${from}::date`,
    sql`${row}.answered_at < ${to}::date + 1`,
  ];
  const locales = scope.translationFilter ?? [];
  if (locales.length > 0)
    conditions.push(sql`${row}.respondent_id in (${respondentsInLocales(scope.surveyId, locales)})`);
  for (const filter of scope.filter ?? []) {
    conditions.push(sql`exists (select 1 from answers f
      where f.respondent_id = ${row}.respondent_id
        and f.question_id = ${filter.questionId}
        and f.option_id = ${filter.optionId})`);
  }
  return sql.join(conditions, sql` and `);
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
