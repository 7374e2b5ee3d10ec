import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import { buildOrganization } from '../test/factories.js';
import {
  addBenchmarkRespondent,
  buildDimension,
  buildLikertSurvey,
  type BenchmarkSurvey,
} from '../test/benchmark-fixture.js';
import { replacePageAnswers } from '../modules/respondent/page-answers-store.js';
import { findPreAggregateDifferences, foldAnswerChanges } from './answer-aggregates.js';
import { applyMigrations, type Database } from './database.js';

const NONE = {
  answerDayCounts: 0,
  answerMonthCounts: 0,
  respondentScoredDays: 0,
  singleDayRespondentCounts: 0,
  singleDayRespondentMonthCounts: 0,
  multiDayRespondents: 0,
  respondentQuestionDays: 0,
  singleDayQuestionRespondentCounts: 0,
  multiDayQuestionRespondents: 0,
  answerTextDayCounts: 0,
};

describe('the pre-aggregates of answers', () => {
  let database: Database;
  let survey: BenchmarkSurvey;
  let respondents: number[];
  const zones = () => database.raw<{ time_zone: string }>('select time_zone from answer_aggregate_zone');
  const rowCount = async (table: string) =>
    Number((await database.raw<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

  beforeAll(async () => {
    database = await openTestDatabase({ timeZone: 'Europe/Amsterdam' });
    const organization = await buildOrganization(database);
    const care = await buildDimension(database, { en: 'Care' }, 1);
    const staff = await buildDimension(database, { en: 'Staff' }, 2);
    survey = await buildLikertSurvey(database, {
      organizationId: organization.id,
      title: 'Pre-aggregates',
      questions: [
        { key: 'q1', texts: { en: 'Kind' }, dimensionId: care },
        { key: 'q2', texts: { en: 'Clear' }, dimensionId: care },
        { key: 'q3', texts: { en: 'Quick' }, dimensionId: staff },
        { key: 'open', texts: { en: 'Age' }, dimensionId: null, isNumber: true },
      ],
    });
    respondents = [];
    for (const [day, answers] of [
      ['2026-03-01', { q1: 4, q2: 3, q3: 'n/a', open: 40 }],
      ['2026-03-01', { q1: 2, q2: 2, q3: 1, open: 33 }],
      ['2026-03-02', { q1: 0, q3: 4 }],
      ['2026-04-15', { q2: 'n/a', open: 61 }],
    ] as const) {
      respondents.push(await addBenchmarkRespondent(database, survey, day, answers));
    }
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('equal the raw computation after a bulk insert, and record their time zone', async () => {
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    expect(await rowCount('answer_day_counts')).toBeGreaterThan(0);
    expect(await zones()).toEqual([{ time_zone: 'Europe/Amsterdam' }]);
    // The first three respondents scored on one day each; the fourth answered only "n/a".
    expect(
      await database.raw(
        'select day::text, respondents from single_day_respondent_counts where dimension_id is null order by day',
      ),
    ).toEqual([
      { day: '2026-03-01', respondents: 2 },
      { day: '2026-03-02', respondents: 1 },
    ]);
    // The same per month: March's two days add up, April's respondent had nothing scored.
    expect(
      await database.raw(
        'select month::text, respondents from single_day_respondent_month_counts where dimension_id is null order by month',
      ),
    ).toEqual([{ month: '2026-03-01', respondents: 3 }]);
    expect(
      await database.raw(
        `select month::text, sum(answers)::int as answers from answer_month_counts
         where question_id = $1 group by month order by month`,
        [survey.questions.q1],
      ),
    ).toEqual([{ month: '2026-03-01', answers: 3 }]);
  });

  it('follow a page save that replaces answers on another day, making a respondent multi-day', async () => {
    const [first] = respondents;
    // The save path itself: its DELETE and INSERT run in one statement.
    await replacePageAnswers(database, {
      respondentId: String(first),
      surveyId: survey.id,
      questionIds: [survey.questions.q3!],
      rows: {
        answers: [{ questionId: survey.questions.q3!, optionId: survey.options.q3![0]!, numberValue: 4 }],
        texts: [],
      },
      finished: false,
      listKey: null,
    });
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    // Saved today, while the respondent's earlier answers are of 2026-03-01.
    expect(await database.raw('select respondent_id::int, dimension_id from multi_day_respondents')).toEqual([
      { respondent_id: first, dimension_id: null },
    ]);
    await replacePageAnswers(database, {
      respondentId: String(first),
      surveyId: survey.id,
      questionIds: [survey.questions.q3!],
      rows: { answers: [], texts: [] },
      finished: false,
      listKey: null,
    });
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    expect(await rowCount('multi_day_respondents')).toBe(0);
  });

  it('stay exact under concurrent saves that swap the same options, without deadlocks', async () => {
    const crowd: number[] = [];
    for (let i = 0; i < 12; i++)
      crowd.push(await addBenchmarkRespondent(database, survey, '2026-03-03', { q1: 4, q2: 0 }));
    const { q1, q2 } = survey.questions;
    const save = (respondent: number, round: number) => {
      // Half the crowd moves from option A to B while the other half moves from B to A.
      const flip = (respondent + round) % 2 === 0;
      return replacePageAnswers(database, {
        respondentId: String(respondent),
        surveyId: survey.id,
        questionIds: [q1!, q2!],
        rows: {
          answers: [
            { questionId: q1!, optionId: survey.options.q1![flip ? 0 : 4]!, numberValue: flip ? 4 : 0 },
            { questionId: q2!, optionId: survey.options.q2![flip ? 4 : 0]!, numberValue: flip ? 0 : 4 },
          ],
          texts: [],
        },
        finished: false,
        listKey: null,
      });
    };
    for (let round = 0; round < 30; round++) {
      await Promise.all(crowd.map((respondent) => save(respondent, round)));
    }
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    await database.raw('delete from respondents where id = any($1::bigint[])', [crowd]);
  }, 120_000);

  it('follow updates of answers, and deleted respondents', async () => {
    await database.raw(`update answers set answered_at = answered_at + interval '40 days' where respondent_id = $1`, [
      respondents[1],
    ]);
    await database.raw(
      `update answers set answered_at = answered_at - interval '1 day' where respondent_id = $1 and question_id = $2`,
      [respondents[2], survey.questions.q3],
    );
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    expect(await rowCount('multi_day_respondents')).toBe(1);
    await database.raw('delete from respondents where id = $1', [respondents[1]]);
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
  });

  it('follow a question moved to another dimension and an option that loses its score', async () => {
    await database.raw('update questions set dimension_id = null where id = $1', [survey.questions.q2]);
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    await database.raw('update question_options set score = null where id = $1', [survey.options.q1![0]]);
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
  });

  it('follow deleted options and questions, and a deleted survey', async () => {
    await addBenchmarkRespondent(database, survey, '2026-05-01', { q1: 3, q2: 3, q3: 3 });
    await database.raw('delete from question_options where id = $1', [survey.options.q1![1]]);
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    await database.raw('delete from questions where id = $1', [survey.questions.q3]);
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    await database.raw('delete from surveys where id = $1', [survey.id]);
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    expect(await rowCount('answer_day_counts')).toBe(0);
    expect(await rowCount('respondent_scored_days')).toBe(0);
    expect(await rowCount('single_day_respondent_counts')).toBe(0);
  });

  // Every save updates today's count rows: with a count column in an index (a partial index on
  // rows at zero was one) none of those updates can be HOT, and each adds entries to every index.
  it('leave the count columns out of every index, so that saves update the counts in place', async () => {
    const indexed = await database.raw<{ index: string }>(
      `select i.relname as index from pg_index x
       join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
       where c.relname in ('answer_day_counts', 'answer_month_counts', 'single_day_respondent_counts',
                           'single_day_respondent_month_counts', 'single_day_question_respondent_counts',
                           'answer_text_day_counts')
         and (x.indpred is not null
              or exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum = any(x.indkey)
                           and a.attname in ('answers', 'respondents', 'texts')))`,
    );
    expect(indexed).toEqual([]);
  });

  it('are computed again when the server starts in another time zone', async () => {
    const organization = await buildOrganization(database);
    const dimension = await buildDimension(database, { en: 'Late' }, 3);
    const late = await buildLikertSurvey(database, {
      organizationId: organization.id,
      title: 'Late',
      questions: [{ key: 'q', texts: { en: 'Late' }, dimensionId: dimension }],
    });
    const respondent = await addBenchmarkRespondent(database, late, '2026-03-31', { q: 4 });
    // 23:30 on 31 March in New York is 05:30 on 1 April in Amsterdam.
    await database.raw(`update answers set answered_at = '2026-04-01T03:30:00Z' where respondent_id = $1`, [
      respondent,
    ]);
    // Read as a reader does, after folding the survey's pending changes on that connection.
    const day = async (server = database) => {
      await foldAnswerChanges(server, [late.id]);
      return server.raw<{ day: string }>('select day::text from answer_day_counts where survey_id = $1', [late.id]);
    };
    expect(await day()).toEqual([{ day: '2026-04-01' }]);
    // Pending when the server starts in the new zone: the rebuild leaves it to the fold after it.
    await database.raw(`update answers set answered_at = answered_at - interval '1 hour' where respondent_id = $1`, [
      respondent,
    ]);

    const newYork = await inTimeZone(database, 'America/New_York');
    try {
      await applyMigrations(newYork);
      expect(await zones()).toEqual([{ time_zone: 'America/New_York' }]);
      expect(await day(newYork)).toEqual([{ day: '2026-03-31' }]);
      expect(await findPreAggregateDifferences(newYork)).toEqual(NONE);
    } finally {
      await newYork.close();
    }
  });
});

/** The same database seen by a server started with another APP_TIME_ZONE. */
async function inTimeZone(database: Database, timeZone: string): Promise<Database> {
  if (!database.pool) {
    await database.raw(`select set_config('TimeZone', $1, false)`, [timeZone]);
    return { ...database, close: async () => {} };
  }
  const pool = new pg.Pool({ ...database.pool.options, options: `-c TimeZone=${timeZone}`, max: 1 });
  // As the server's pools (db/database.ts): the test database is dropped with force at the end,
  // and a connection still closing then gets its termination as an error with no one to take it.
  pool.on('error', () => {});
  return {
    ...database,
    pool,
    raw: async <Row>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as Row[],
    close: () => pool.end(),
  };
}
