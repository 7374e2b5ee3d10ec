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
import {
  aggregateScores,
  countScoredRespondents,
  type ScoreGroup,
} from '../modules/benchmark/queries/aggregate-scores.js';
import type { JobDefinition, JobQueue } from '../modules/jobs/job-queue.js';
import { replacePageAnswers } from '../modules/respondent/page-answers-store.js';
import { defineFoldAnswerChangesJob, FOLD_ANSWER_CHANGES_QUEUE } from '../modules/results/answer-aggregates-job.js';
import { countAnswers, type AnswerCountRow } from '../modules/results/queries/count-answers.js';
import { findPreAggregateDifferences } from './answer-aggregates.js';
import type { Database } from './database.js';

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

/** The counts without their newest dates, which the pre-aggregates give per question only. */
const counts = (rows: AnswerCountRow[]) =>
  rows
    .map(({ question_id, option_id, number_value, count }) => ({ question_id, option_id, number_value, count }))
    .sort((a, b) => a.question_id - b.question_id || (a.option_id ?? 0) - (b.option_id ?? 0));

/**
 * Saves append their changes to answer_changes and leave the pre-aggregates alone; readers fold a
 * survey's pending changes before they read, and a job folds every survey each minute.
 */
describe('the pending answer changes', () => {
  let database: Database;
  let survey: BenchmarkSurvey;
  let other: BenchmarkSurvey;
  const pending = async (surveyId: number) =>
    (
      await database.raw<{ n: number }>('select count(*)::int as n from answer_changes where survey_id = $1', [
        surveyId,
      ])
    )[0]!.n;
  const save = (target: BenchmarkSurvey, respondent: number, flip: boolean) => {
    const { q1, q2 } = target.questions;
    return replacePageAnswers(database, {
      respondentId: String(respondent),
      surveyId: target.id,
      questionIds: [q1!, q2!],
      rows: {
        answers: [
          { questionId: q1!, optionId: target.options.q1![flip ? 0 : 4]!, numberValue: flip ? 4 : 0 },
          { questionId: q2!, optionId: target.options.q2![flip ? 4 : 0]!, numberValue: flip ? 0 : 4 },
        ],
        texts: [],
      },
      finished: false,
      listKey: null,
    });
  };
  /** The same scope through the answers: a language filter takes the raw path. */
  const everyLanguage = { translationFilter: ['en'] };

  beforeAll(async () => {
    database = await openTestDatabase({ timeZone: 'Europe/Amsterdam' });
    const organization = await buildOrganization(database);
    const care = await buildDimension(database, { en: 'Care' }, 1);
    const build = (title: string) =>
      buildLikertSurvey(database, {
        organizationId: organization.id,
        title,
        questions: [
          { key: 'q1', texts: { en: 'Kind' }, dimensionId: care },
          { key: 'q2', texts: { en: 'Clear' }, dimensionId: care },
        ],
      });
    survey = await build('Folded');
    other = await build('Also folded');
    for (const [target, day] of [
      [survey, '2026-03-01'],
      [survey, '2026-03-02'],
      [other, '2026-03-01'],
    ] as const) {
      await addBenchmarkRespondent(database, target, day, { q1: 3, q2: 1 });
    }
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('are all a save writes besides the answers, and the results read them before any fold', async () => {
    const respondent = await addBenchmarkRespondent(database, survey, '2026-03-02', {});
    await save(survey, respondent, true);
    expect(await pending(survey.id)).toBe(2);
    // The tables alone do not hold the save yet.
    const [counted] = await database.raw<{ tables: number; answers: number }>(
      `select (select coalesce(sum(answers), 0)::int from answer_day_counts where survey_id = $1) as tables,
              (select count(*)::int from answers where survey_id = $1) as answers`,
      [survey.id],
    );
    expect(counted).toEqual({ tables: 4, answers: 6 });

    const results = await countAnswers(database, { surveyId: survey.id }, undefined);
    expect(await pending(survey.id)).toBe(0);
    expect(results.reduce((sum, row) => sum + row.count, 0)).toBe(6);
    expect(counts(results)).toEqual(
      counts(await countAnswers(database, { surveyId: survey.id, ...everyLanguage }, undefined)),
    );
  });

  it('give benchmark figures equal to the answers between a save and the fold', async () => {
    const respondent = await addBenchmarkRespondent(database, other, '2026-03-02', {});
    await save(other, respondent, false);
    expect(await pending(other.id)).toBe(2);
    const period = { from: '2000-01-01', until: '2100-01-01' };
    const groups: [ScoreGroup, ScoreGroup] = [
      { surveyIds: [survey.id], ...period },
      { surveyIds: [other.id], ...period },
    ];
    const raw = groups.map((group) => ({
      ...group,
      from: `${group.from}T00:00:00`,
      until: `${group.until}T00:00:00`,
    })) as [ScoreGroup, ScoreGroup];
    const scores = await aggregateScores(database, groups, { kind: 'dimension' });
    expect(await pending(other.id)).toBe(0);
    expect(scores.find((row) => row.group === 2)?.answers).toBe(4);
    expect(scores).toEqual(await aggregateScores(database, raw, { kind: 'dimension' }));
    await save(other, respondent, true);
    const respondents = await countScoredRespondents(database, groups, true);
    expect(respondents.respondents).toEqual([3, 2]);
    expect(respondents).toEqual(await countScoredRespondents(database, raw, true));
  });

  // Before, each save's triggers took the survey's lock to update today's counts: saves of one
  // survey took turns, and waited for any fold or rebuild of it.
  it.runIf(process.env.PEIL_TEST_DB === 'postgres')(
    "do not make a save wait for its survey's lock",
    async () => {
      const respondent = await addBenchmarkRespondent(database, survey, '2026-03-02', {});
      const holder = new pg.Client({ connectionString: database.pool!.options.connectionString });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock(7305100, $1)', [survey.id]);
        const saved = save(survey, respondent, false).then(() => 'saved');
        const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 20_000));
        expect(await Promise.race([saved, waited])).toBe('saved');
        expect(await pending(survey.id)).toBe(2);
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
    },
    60_000,
  );

  it('stay exact under concurrent saves and reads of one survey, without deadlocks', async () => {
    const crowd: number[] = [];
    for (let i = 0; i < 12; i++) crowd.push(await addBenchmarkRespondent(database, survey, '2026-03-03', {}));
    const period = { from: '2000-01-01', until: '2100-01-01' };
    const groups: [ScoreGroup, ScoreGroup] = [
      { surveyIds: [survey.id], ...period },
      { surveyIds: [survey.id, other.id], ...period },
    ];
    for (let round = 0; round < 20; round++) {
      await Promise.all([
        // Half the crowd moves from option A to B while the other half moves from B to A.
        ...crowd.map((respondent) => save(survey, respondent, (respondent + round) % 2 === 0)),
        countAnswers(database, { surveyId: survey.id }, undefined),
        aggregateScores(database, groups, { kind: 'dimension' }),
        countScoredRespondents(database, groups, true),
      ]);
    }
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
  }, 120_000);

  it('are folded for every survey by a job each minute', async () => {
    let job: JobDefinition<object> | undefined;
    const schedules: [string, string][] = [];
    const jobs = {
      define: (definition: JobDefinition<object>) => {
        job = definition;
      },
      schedule: (name: string, cron: string) => schedules.push([name, cron]),
    } as unknown as JobQueue;
    defineFoldAnswerChangesJob(jobs, database);
    expect(schedules).toEqual([[FOLD_ANSWER_CHANGES_QUEUE, '* * * * *']]);

    await save(survey, await addBenchmarkRespondent(database, survey, '2026-03-04', {}), true);
    await save(other, await addBenchmarkRespondent(database, other, '2026-03-04', {}), false);
    expect(await pending(survey.id)).toBe(2);
    expect(await pending(other.id)).toBe(2);
    await job!.handle({}, { id: 'test', retryCount: 0 });
    expect(await database.raw('select count(*)::int as n from answer_changes')).toEqual([{ n: 0 }]);
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
  });

  it('are folded in batches when more than one batch is pending', async () => {
    // A respondent's answer written and removed again and again, across the fold's batches of
    // 50,000 rows.
    const respondent = await addBenchmarkRespondent(database, survey, '2026-03-05', {});
    await database.raw(
      `insert into answer_changes (survey_id, respondent_id, question_id, option_id, number_value, answered_at, sign, is_text)
       select $1, $2, $3, $4, 4, '2026-03-05T12:00:00Z', case when i % 2 = 1 then 1 else -1 end, false
       from generate_series(1, 120001) i`,
      [survey.id, respondent, survey.questions.q1, survey.options.q1![0]],
    );
    await database.raw(
      `insert into answers (respondent_id, survey_id, question_id, option_id, number_value, answered_at)
       values ($2, $1, $3, $4, 4, '2026-03-05T12:00:00Z')`,
      [survey.id, respondent, survey.questions.q1, survey.options.q1![0]],
    );
    await database.raw(`delete from answer_changes where id = (select max(id) from answer_changes)`);
    expect(await findPreAggregateDifferences(database)).toEqual(NONE);
    expect(await pending(survey.id)).toBe(0);
  }, 120_000);
});
