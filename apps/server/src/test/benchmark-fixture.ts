import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import * as t from '../db/schema.js';
import { buildSurveyWithQuestions, type QuestionSpec } from './factories.js';

/**
 * Small benchmark fixtures: dimensions, Likert surveys whose questions are addressed by key, and
 * respondents with answers on a given day. Scores are the option positions of LIKERT_SCORES.
 */

/** Option scores in position order; the last option is "not applicable" (no score). */
export const LIKERT_SCORES = [4, 3, 2, 1, 0, null] as const;
export const NOT_APPLICABLE = 'n/a';

export type BenchmarkAnswer = 0 | 1 | 2 | 3 | 4 | typeof NOT_APPLICABLE;

export async function buildDimension(
  database: Database,
  names: Record<string, string>,
  position: number,
): Promise<number> {
  const [dimension] = await database.db
    .insert(t.dimensions)
    .values({ code: `bench-${crypto.randomBytes(4).toString('hex')}`, position })
    .returning();
  await database.db
    .insert(t.dimensionTexts)
    .values(Object.entries(names).map(([locale, name]) => ({ dimensionId: dimension!.id, locale, name })));
  return dimension!.id;
}

export type BenchmarkQuestionSpec = {
  key: string;
  texts: Record<string, string>;
  dimensionId: number | null;
  importance?: number;
  /** A number question (no options) instead of a Likert question. */
  isNumber?: boolean;
};

export type BenchmarkSurvey = {
  id: number;
  questions: Record<string, number>;
  options: Record<string, number[]>;
};

export async function buildLikertSurvey(
  database: Database,
  options: { organizationId: number; title: string; questions: BenchmarkQuestionSpec[]; locales?: string[] },
): Promise<BenchmarkSurvey> {
  const specs: QuestionSpec[] = options.questions.map((question) => ({
    type: question.isNumber ? 8 : 1,
    texts: question.texts,
    dimensionId: question.dimensionId,
    options: question.isNumber ? [] : LIKERT_SCORES.map((score) => ({ score })),
  }));
  const built = await buildSurveyWithQuestions(database, {
    organizationId: options.organizationId,
    title: options.title,
    locales: options.locales ?? ['nl', 'en'],
    pages: [specs],
  });
  const survey: BenchmarkSurvey = { id: built.survey.id, questions: {}, options: {} };
  options.questions.forEach((spec, index) => {
    const question = built.pages[0]!.questions[index]!;
    survey.questions[spec.key] = question.id;
    survey.options[spec.key] = question.optionIds;
  });
  for (const spec of options.questions) {
    if (spec.importance === undefined) continue;
    await database.query(
      sql`update questions set importance = ${spec.importance} where id = ${survey.questions[spec.key]!}`,
    );
  }
  return survey;
}

/**
 * A finished respondent who answered on `day` (noon UTC). Likert answers are scores 0..4 or
 * 'n/a'; number questions take the number itself.
 */
export async function addBenchmarkRespondent(
  database: Database,
  survey: BenchmarkSurvey,
  day: string,
  answers: Record<string, number | typeof NOT_APPLICABLE>,
): Promise<number> {
  const answeredAt = new Date(`${day}T12:00:00Z`);
  const [respondent] = await database.db
    .insert(t.respondents)
    .values({
      surveyId: survey.id,
      locale: 'en',
      tokenHash: crypto.randomBytes(16).toString('hex'),
      tokenExpiresAt: answeredAt,
      startedAt: answeredAt,
      finishedAt: answeredAt,
    })
    .returning();
  const rows = Object.entries(answers).map(([key, answer]) => {
    const questionId = survey.questions[key]!;
    const optionIds = survey.options[key]!;
    if (optionIds.length === 0) {
      return { respondentId: respondent!.id, surveyId: survey.id, questionId, numberValue: Number(answer), answeredAt };
    }
    const position =
      answer === NOT_APPLICABLE ? LIKERT_SCORES.length - 1 : LIKERT_SCORES.indexOf(answer as 0 | 1 | 2 | 3 | 4);
    return {
      respondentId: respondent!.id,
      surveyId: survey.id,
      questionId,
      optionId: optionIds[position]!,
      numberValue: LIKERT_SCORES[position] ?? null,
      answeredAt,
    };
  });
  if (rows.length > 0) await database.db.insert(t.answers).values(rows);
  return respondent!.id;
}

/**
 * A benchmark setting with its clusters (name -> survey ids) and a default cluster. Fixtures
 * smaller than the default thresholds (3 organisations, 30 respondents) lower them here, below
 * what the API accepts, to keep their hand-computed figures visible.
 */
export async function buildBenchmarkSetting(
  database: Database,
  options: {
    description: string;
    clusters: Record<string, number[]>;
    defaultCluster: string;
    thresholds?: { minOrganizations?: number; minRespondents?: number; significanceLevel?: number };
  },
): Promise<{ settingId: number; clusterIds: Record<string, number> }> {
  const [setting] = await database.db
    .insert(t.benchmarkSettings)
    .values({
      name: `Setting ${crypto.randomBytes(3).toString('hex')}`,
      description: options.description,
      ...options.thresholds,
    })
    .returning();
  const clusterIds: Record<string, number> = {};
  for (const [name, surveyIds] of Object.entries(options.clusters)) {
    const [cluster] = await database.db.insert(t.clusters).values({ name }).returning();
    clusterIds[name] = cluster!.id;
    await database.db.insert(t.benchmarkSettingClusters).values({ settingsId: setting!.id, clusterId: cluster!.id });
    if (surveyIds.length > 0) {
      await database.db
        .insert(t.clusterSurveys)
        .values(surveyIds.map((surveyId) => ({ clusterId: cluster!.id, surveyId })));
    }
  }
  await database.query(
    sql`update benchmark_settings set default_cluster_id = ${clusterIds[options.defaultCluster]!} where id = ${setting!.id}`,
  );
  return { settingId: setting!.id, clusterIds };
}
