import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { respondentScopeConditions, type AnswerScope } from './answer-scope.js';

/**
 * Respondents who started in the period, of the chosen languages, and chose every filtered
 * option: those who finished ("completed") and those who did not ("not completed").
 */
export async function countRespondents(
  database: Database,
  scope: AnswerScope,
): Promise<{ finished: number; unfinished: number }> {
  const [row] = await database.query<{ finished: number; unfinished: number }>(sql`
    select count(*) filter (where r.finished_at is not null)::int as finished,
           count(*) filter (where r.finished_at is null)::int as unfinished
    from respondents r
    where ${respondentScopeConditions('r', scope)}`);
  return { finished: row?.finished ?? 0, unfinished: row?.unfinished ?? 0 };
}

/**
 * Every translation of the survey with its completed respondents in the period and with the
 * answer filters, also translations nobody used yet. The language choice itself is left out:
 * each language shows what choosing it would count, and the chosen ones add up to "completed".
 */
export function countRespondentsPerTranslation(
  database: Database,
  scope: AnswerScope,
): Promise<{ locale: string; count: number }[]> {
  const { surveyId } = scope;
  return database.query<{ locale: string; count: number }>(sql`
    select locale, sum(count)::int as count from (
      select locale, 0 as count from survey_translations where survey_id = ${surveyId}
      union all
      select r.locale, count(*) from respondents r
      where ${respondentScopeConditions('r', { ...scope, translationFilter: [] })} and r.finished_at is not null
      group by r.locale
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
