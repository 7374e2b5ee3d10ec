import { sql } from 'drizzle-orm';
import { QUESTION_TYPE } from '@peil/contract/domain';
import type { Database } from '../db/database.js';
import { buildSurveyWithQuestions } from './factories.js';
import { addBenchmarkRespondent, type BenchmarkSurvey } from './benchmark-fixture.js';

export type NetPromoterQuestionSpec = {
  key: string;
  texts: Record<string, string>;
  /** Flagged as the Net Promoter question (default true). */
  isNps?: boolean;
  /** Another type than the 0–10 slider, e.g. 8 (a number). */
  type?: number;
  dimensionId?: number | null;
};

/** A survey of 0–10 questions (no options: answers are numbers), addressed by key. */
export async function buildNetPromoterSurvey(
  database: Database,
  options: { organizationId: number; title: string; questions: NetPromoterQuestionSpec[] },
): Promise<BenchmarkSurvey> {
  const built = await buildSurveyWithQuestions(database, {
    organizationId: options.organizationId,
    title: options.title,
    locales: ['nl', 'en'],
    pages: [
      options.questions.map((question) => ({
        type: question.type ?? QUESTION_TYPE.slider0to10,
        texts: question.texts,
        dimensionId: question.dimensionId ?? null,
      })),
    ],
  });
  const survey: BenchmarkSurvey = { id: built.survey.id, questions: {}, options: {} };
  for (const [index, spec] of options.questions.entries()) {
    const questionId = built.pages[0]!.questions[index]!.id;
    survey.questions[spec.key] = questionId;
    survey.options[spec.key] = [];
    await database.query(sql`update questions set is_nps = ${spec.isNps ?? true} where id = ${questionId}`);
  }
  return survey;
}

/** One respondent per value, answering question `key` on `day`. */
export async function addNetPromoterAnswers(
  database: Database,
  survey: BenchmarkSurvey,
  key: string,
  day: string,
  values: readonly number[],
): Promise<void> {
  for (const value of values) await addBenchmarkRespondent(database, survey, day, { [key]: value });
}
