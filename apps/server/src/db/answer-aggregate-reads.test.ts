import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import {
  aggregateScores,
  countScoredRespondents,
  type ScoreGroup,
} from '../modules/benchmark/queries/aggregate-scores.js';
import { countNetPromoterAnswers } from '../modules/benchmark/queries/net-promoter-counts.js';
import {
  aggregateTrendScores,
  countTrendRespondents,
  type TrendScope,
} from '../modules/benchmark/queries/trend-scores.js';
import { countAnswers } from '../modules/results/queries/count-answers.js';
import { countMultipleChoiceRespondents } from '../modules/results/queries/count-question-respondents.js';
import { findLatestOpenAnswers } from '../modules/results/queries/latest-open-answers.js';
import type { Database } from './database.js';
import { findPreAggregateDifferences } from './answer-aggregates.js';
import { seedDemoData } from './seed/demo.js';

/**
 * The figures of the benchmark and of unfiltered results from the pre-aggregates equal those from
 * the answers: the same periods given as local-midnight timestamps instead of days take the raw
 * path, and so do results filtered on every language.
 */
function asTimestamps(group: ScoreGroup): ScoreGroup {
  return { ...group, from: `${group.from}T00:00:00`, until: `${group.until}T00:00:00` };
}

function rounded<T extends object>(rows: T[]): T[] {
  return rows
    .map(
      (row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            typeof value === 'number' ? Number(value.toFixed(9)) : value,
          ]),
        ) as T,
    )
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe('benchmark and results figures from the pre-aggregates', () => {
  let database: Database;
  let surveyId: number;
  let clusterSurveyIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase({ timeZone: 'Europe/Amsterdam' });
    const { surveyIds } = await seedDemoData(database, { respondents: 1200, passwordHash: 'unused', seed: 7 });
    [surveyId] = surveyIds as [number];
    clusterSurveyIds = surveyIds.slice(1);
    // Respondents whose scored answers fall on two days: a page answered after midnight.
    await database.raw(
      `update answers set answered_at = answered_at + interval '1 day'
       where id in (select min(a.id) from answers a join question_options o on o.id = a.option_id
                    where o.score is not null and a.respondent_id % 50 = 0 group by a.respondent_id)`,
    );
    // And respondents whose options of a multiple-choice question fall on two days.
    await database.raw(
      `update answers set answered_at = answered_at + interval '1 day'
       where id in (select min(a.id) from answers a join questions q on q.id = a.question_id
                    where q.type = 2 and a.respondent_id % 7 = 0 group by a.respondent_id, a.question_id
                    having count(*) > 1)`,
    );
  }, 300_000);
  afterAll(async () => {
    await database.close();
  });

  // Whole months, and a period that starts and ends within months: its edges read day rows.
  const periods = [
    { from: '2000-01-01', until: '2100-01-01' },
    { from: '2026-01-01', until: '2026-07-01' },
    { from: '2025-11-17', until: '2026-04-09' },
  ];

  it('start from pre-aggregates equal to the answers, with multi-day respondents among them', async () => {
    expect(await findPreAggregateDifferences(database)).toEqual({
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
    });
    const [multi] = await database.raw<{ n: number }>('select count(*)::int as n from multi_day_respondents');
    expect(multi!.n).toBeGreaterThan(0);
    const [multiChoice] = await database.raw<{ n: number }>(
      'select count(*)::int as n from multi_day_question_respondents',
    );
    expect(multiChoice!.n).toBeGreaterThan(0);
  });

  it('give the same scores and sums per dimension and per question', async () => {
    for (const period of periods) {
      const groups: [ScoreGroup, ScoreGroup] = [
        { surveyIds: [surveyId], ...period },
        { surveyIds: clusterSurveyIds, ...period },
      ];
      const raw: [ScoreGroup, ScoreGroup] = [asTimestamps(groups[0]), asTimestamps(groups[1])];
      for (const level of [{ kind: 'dimension' }, { kind: 'question', surveyId }] as const) {
        const counted = await aggregateScores(database, groups, level);
        expect(counted.length).toBeGreaterThan(0);
        expect(rounded(counted)).toEqual(rounded(await aggregateScores(database, raw, level)));
      }
    }
  });

  it('give the same respondents and organisations, in total and per dimension', async () => {
    for (const period of periods) {
      const groups: [ScoreGroup, ScoreGroup] = [
        { surveyIds: [surveyId], ...period },
        { surveyIds: [surveyId, ...clusterSurveyIds], ...period },
      ];
      const raw: [ScoreGroup, ScoreGroup] = [asTimestamps(groups[0]), asTimestamps(groups[1])];
      for (const perDimension of [false, true]) {
        const counted = await countScoredRespondents(database, groups, perDimension);
        expect(counted.respondents[0]).toBeGreaterThan(0);
        expect(counted).toEqual(await countScoredRespondents(database, raw, perDimension));
      }
    }
  });

  it('give the same trend per month and quarter', async () => {
    for (const [granularity, from, until] of [
      ['month', '2025-01-01', '2026-12-01'],
      ['quarter', '2025-01-01', '2026-12-01'],
      ['month', '2025-01-15', '2026-11-20'],
      ['quarter', '2025-02-10', '2026-08-05'],
    ] as const) {
      const scope: TrendScope = { surveyId, clusterSurveyIds, granularity, from, until };
      const raw = { ...scope, from: `${scope.from}T00:00:00`, until: `${scope.until}T00:00:00` };
      const sums = await aggregateTrendScores(database, scope);
      expect(sums.length).toBeGreaterThan(2);
      expect(rounded(sums)).toEqual(rounded(await aggregateTrendScores(database, raw)));
      const respondents = await countTrendRespondents(database, scope);
      expect(respondents.length).toBeGreaterThan(2);
      expect(rounded(respondents)).toEqual(rounded(await countTrendRespondents(database, raw)));
    }
  });

  it('give the same Net Promoter counts', async () => {
    const nps = await database.raw<{ id: number }>('select id from questions where survey_id = $1 and is_nps', [
      surveyId,
    ]);
    expect(nps.length).toBeGreaterThan(0);
    for (const period of periods) {
      const survey = { surveyIds: [surveyId], ...period };
      const cluster = { surveyIds: clusterSurveyIds, ...period };
      const ids = nps.map((row) => row.id);
      const counted = await countNetPromoterAnswers(database, ids, survey, cluster);
      expect(counted.rows.length).toBeGreaterThan(0);
      const raw = await countNetPromoterAnswers(database, ids, asTimestamps(survey), asTimestamps(cluster));
      expect({ ...counted, rows: rounded(counted.rows) }).toEqual({ ...raw, rows: rounded(raw.rows) });
    }
  });

  // The cards show a question's newest date, which is all the unfiltered counts tell per row.
  const newestPerQuestion = (rows: Awaited<ReturnType<typeof countAnswers>>) => {
    const newest = new Map<number, string>();
    for (const row of rows) {
      if (row.latest > (newest.get(row.question_id) ?? '')) newest.set(row.question_id, row.latest);
    }
    return {
      counts: rounded(rows.map(({ latest: _, ...row }) => row)),
      newest: [...newest].sort(([a], [b]) => a - b),
    };
  };

  it('give the same unfiltered results counts and newest dates', async () => {
    const locales = await database.raw<{ locale: string }>('select distinct locale from respondents');
    for (const scope of [
      { surveyId },
      { surveyId, fromDate: '2026-02-01', toDate: '2026-05-31' },
      { surveyId, fromDate: '2025-12-10', toDate: '2026-05-20' },
      { surveyId: clusterSurveyIds[0]! },
    ]) {
      const counted = await countAnswers(database, scope, undefined);
      expect(counted.length).toBeGreaterThan(10);
      const everyLanguage = { ...scope, translationFilter: locales.map((row) => row.locale) };
      expect(newestPerQuestion(counted)).toEqual(
        newestPerQuestion(await countAnswers(database, everyLanguage, undefined)),
      );
    }
  });

  it('give the same multiple-choice respondents and open-text totals in unfiltered results', async () => {
    const locales = await database.raw<{ locale: string }>('select distinct locale from respondents');
    const totals = (rows: Awaited<ReturnType<typeof findLatestOpenAnswers>>) =>
      [...new Map(rows.map((row) => [row.question_id, row.total]))].sort(([a], [b]) => a - b);
    for (const scope of [
      { surveyId },
      { surveyId, fromDate: '2026-02-01', toDate: '2026-05-31' },
      { surveyId, fromDate: '2025-12-10', toDate: '2026-05-20' },
      { surveyId: clusterSurveyIds[0]! },
    ]) {
      const everyLanguage = { ...scope, translationFilter: locales.map((row) => row.locale) };
      const counted = await countMultipleChoiceRespondents(database, scope);
      expect(counted.length).toBeGreaterThan(0);
      expect(rounded(counted)).toEqual(rounded(await countMultipleChoiceRespondents(database, everyLanguage)));
      const texts = await findLatestOpenAnswers(database, scope);
      expect(totals(texts).length).toBeGreaterThan(0);
      expect(totals(texts)).toEqual(totals(await findLatestOpenAnswers(database, everyLanguage)));
    }
  });

  // The tests above would pass as well if every reader read the answers: these change the counts
  // alone (and put them back), and the whole-day figures must follow them.
  it('read the counts, not the answers, for whole days', async () => {
    const period = periods[0]!;
    const groups: [ScoreGroup, ScoreGroup] = [
      { surveyIds: [surveyId], ...period },
      { surveyIds: clusterSurveyIds, ...period },
    ];
    const answersOf = async (of: [ScoreGroup, ScoreGroup]) =>
      (await aggregateScores(database, of, { kind: 'dimension' }))
        .filter((row) => row.group === 1)
        .reduce((sum, row) => sum + row.answers, 0);
    const respondentsOf = async (of: [ScoreGroup, ScoreGroup]) =>
      (await countScoredRespondents(database, of, false)).respondents[0];
    const cardTotal = async (scope: Parameters<typeof countAnswers>[1]) =>
      JSON.stringify(rounded(await countAnswers(database, scope, undefined)));
    const choiceRespondents = async () =>
      (await countMultipleChoiceRespondents(database, { surveyId })).reduce((sum, row) => sum + row.respondents, 0);
    const textTotals = async () =>
      [...new Map((await findLatestOpenAnswers(database, { surveyId })).map((row) => [row.question_id, row.total]))]
        .map(([, total]) => total)
        .reduce((sum, total) => sum + total, 0);
    const before = {
      answers: await answersOf(groups),
      respondents: await respondentsOf(groups),
      cards: await cardTotal({ surveyId }),
      choiceRespondents: await choiceRespondents(),
      textTotals: await textTotals(),
    };
    const questionDays = (
      await database.raw<{ n: number }>(
        `select count(*)::int as n from single_day_question_respondent_counts where survey_id = $1`,
        [surveyId],
      )
    )[0]!.n;
    const textDays = (
      await database.raw<{ n: number }>(`select count(*)::int as n from answer_text_day_counts where survey_id = $1`, [
        surveyId,
      ])
    )[0]!.n;
    const shift = async (by: number) => {
      await database.raw('update answer_day_counts set answers = answers + $2 where survey_id = $1', [surveyId, by]);
      await database.raw(
        `update single_day_respondent_counts set respondents = respondents + $2
         where survey_id = $1 and dimension_id is null`,
        [surveyId, by],
      );
      await database.raw(
        'update single_day_question_respondent_counts set respondents = respondents + $2 where survey_id = $1',
        [surveyId, by],
      );
      await database.raw('update answer_text_day_counts set texts = texts + $2 where survey_id = $1', [surveyId, by]);
    };
    await shift(1000);
    try {
      expect(await choiceRespondents()).toBe(before.choiceRespondents + questionDays * 1000);
      expect(await textTotals()).toBe(before.textTotals + textDays * 1000);
      expect(await answersOf(groups)).toBeGreaterThan(before.answers + 1000);
      expect(await respondentsOf(groups)).toBeGreaterThan(before.respondents + 1000);
      expect(await cardTotal({ surveyId })).not.toBe(before.cards);
      const raw: [ScoreGroup, ScoreGroup] = [asTimestamps(groups[0]), asTimestamps(groups[1])];
      expect(await answersOf(raw)).toBe(before.answers);
      expect(await respondentsOf(raw)).toBe(before.respondents);
    } finally {
      await shift(-1000);
    }
    expect(await findPreAggregateDifferences(database)).toMatchObject({
      answerDayCounts: 0,
      singleDayQuestionRespondentCounts: 0,
      answerTextDayCounts: 0,
    });
  });

  // Whole months read the month rows and the edges the day rows: the month rows alone are shifted
  // here (the day rows keep them in step otherwise), so only the months' figures may move.
  it('read the month rows for whole months and the day rows at the edges', async () => {
    const monthsAndEdges = { from: '2025-11-17', until: '2026-04-09' };
    const edgesOnly = { from: '2026-03-02', until: '2026-03-30' };
    const answersOf = async (period: { from: string; until: string }) =>
      (
        await aggregateScores(
          database,
          [
            { surveyIds: [surveyId], ...period },
            { surveyIds: clusterSurveyIds, ...period },
          ],
          { kind: 'dimension' },
        )
      )
        .filter((row) => row.group === 1)
        .reduce((sum, row) => sum + row.answers, 0);
    const respondentsOf = async (period: { from: string; until: string }) =>
      (
        await countScoredRespondents(database, [
          { surveyIds: [surveyId], ...period },
          { surveyIds: clusterSurveyIds, ...period },
        ])
      ).respondents[0];
    const countsOf = async (fromDate: string, toDate: string) =>
      (await countAnswers(database, { surveyId, fromDate, toDate }, undefined)).reduce(
        (sum, row) => sum + row.count,
        0,
      );
    const nps = await database.raw<{ id: number }>('select id from questions where survey_id = $1 and is_nps', [
      surveyId,
    ]);
    const npsOf = async (period: { from: string; until: string }) =>
      (
        await countNetPromoterAnswers(
          database,
          nps.map((row) => row.id),
          { surveyIds: [surveyId], ...period },
          { surveyIds: clusterSurveyIds, ...period },
        )
      ).rows
        .filter((row) => row.group === 1)
        .reduce((sum, row) => sum + row.promoters + row.passives + row.detractors, 0);
    const trendOf = async (period: { from: string; until: string }) =>
      (await aggregateTrendScores(database, { surveyId, clusterSurveyIds, granularity: 'quarter', ...period }))
        .filter((row) => row.group === 1 && row.period_start !== null)
        .reduce((sum, row) => sum + row.answers, 0);
    const before = {
      trend: await trendOf(monthsAndEdges),
      edgeTrend: await trendOf(edgesOnly),
      nps: await npsOf(monthsAndEdges),
      edgeNps: await npsOf(edgesOnly),
      answers: await answersOf(monthsAndEdges),
      respondents: await respondentsOf(monthsAndEdges),
      counts: await countsOf('2025-11-17', '2026-04-08'),
      edgeAnswers: await answersOf(edgesOnly),
      edgeRespondents: await respondentsOf(edgesOnly),
      edgeCounts: await countsOf('2026-03-02', '2026-03-29'),
    };
    expect(before.edgeAnswers).toBeGreaterThan(0);
    const shift = async (by: number) => {
      await database.raw('update answer_month_counts set answers = answers + $2 where survey_id = $1', [surveyId, by]);
      await database.raw(
        `update single_day_respondent_month_counts set respondents = respondents + $2
         where survey_id = $1 and dimension_id is null`,
        [surveyId, by],
      );
    };
    await shift(1000);
    try {
      // Four whole months (December to March) between the edges.
      expect(await answersOf(monthsAndEdges)).toBeGreaterThan(before.answers + 4 * 1000);
      expect(await respondentsOf(monthsAndEdges)).toBe(before.respondents + 4 * 1000);
      expect(await countsOf('2025-11-17', '2026-04-08')).toBeGreaterThan(before.counts + 4 * 1000);
      expect(await npsOf(monthsAndEdges)).toBeGreaterThan(before.nps + 4 * 1000);
      expect(await npsOf(edgesOnly)).toBe(before.edgeNps);
      expect(await trendOf(monthsAndEdges)).toBeGreaterThan(before.trend + 4 * 1000);
      expect(await trendOf(edgesOnly)).toBe(before.edgeTrend);
      expect(await answersOf(edgesOnly)).toBe(before.edgeAnswers);
      expect(await respondentsOf(edgesOnly)).toBe(before.edgeRespondents);
      expect(await countsOf('2026-03-02', '2026-03-29')).toBe(before.edgeCounts);
    } finally {
      await shift(-1000);
    }
    expect(await findPreAggregateDifferences(database)).toMatchObject({ answerMonthCounts: 0 });
  });
});
