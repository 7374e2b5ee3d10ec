import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { dateRange, localeList } from './answer-scope.js';

type RespondentRange = { surveyId: number; fromDate?: string; toDate?: string };

function startedInRange(range: RespondentRange) {
  const { from, to } = dateRange(range);
  return sql`r.survey_id = ${range.surveyId} and r.started_at >= ${from}::date and r.started_at < ${to}::date + 1`;
}

/** Respondents who finished the survey, started within the range (end date inclusive). */
export async function countFinishedRespondents(
  database: Database,
  range: RespondentRange & { translationFilter?: readonly string[] },
): Promise<number> {
  const locales = range.translationFilter ?? [];
  const localeCondition = locales.length > 0 ? sql`and r.locale in (${localeList(locales)})` : sql``;
  const [row] = await database.query<{ count: number }>(sql`
    select count(*)::int as count from respondents r
    where ${startedInRange(range)} and r.finished_at is not null ${localeCondition}`);
  return row?.count ?? 0;
}

export async function countUnfinishedRespondents(database: Database, range: RespondentRange): Promise<number> {
  const [row] = await database.query<{ count: number }>(sql`
    select count(*)::int as count from respondents r
    where ${startedInRange(range)} and r.finished_at is null`);
  return row?.count ?? 0;
}

/** Every translation of the survey with its finished respondents, also translations nobody used yet. */
export function countRespondentsPerTranslation(
  database: Database,
  surveyId: number,
): Promise<{ locale: string; count: number }[]> {
  return database.query<{ locale: string; count: number }>(sql`
    select locale, sum(count)::int as count from (
      select locale, 0 as count from survey_translations where survey_id = ${surveyId}
      union all
      select locale, count(*) from respondents where survey_id = ${surveyId} and finished_at is not null group by locale
    ) per_locale
    group by locale
    order by locale`);
}

/** The first day the survey has data for: its start date or its first respondent, whichever is earlier. */
export async function findSurveyStart(database: Database, surveyId: number): Promise<string | null> {
  const [row] = await database.query<{ start: string | null }>(sql`
    select to_char(least(s.start_date, (select min(started_at)::date from respondents where survey_id = s.id)),
                   'YYYY-MM-DD') as start
    from surveys s where s.id = ${surveyId}`);
  return row?.start ?? null;
}
