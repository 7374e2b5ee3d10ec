import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import * as t from '../db/schema.js';
import { createToken, hashToken } from '../lib/tokens.js';
import { createSession } from '../modules/auth/session-store.js';
import { buildSurveyWithQuestions, type QuestionSpec } from './factories.js';

/** A cookie header for the user, without going through the login API. */
export async function sessionCookieFor(database: Database, userId: number): Promise<string> {
  const { token } = await createSession(database.db, userId, false);
  return `peil_session=${token}`;
}

export async function buildProject(database: Database, organizationId: number, name = 'Project'): Promise<number> {
  const [project] = await database.db.insert(t.projects).values({ organizationId, name }).returning();
  return project!.id;
}

type Texts = Record<string, string>;
type FixtureOption = { text: Texts; score?: number | null; isOpen?: boolean };
type FixtureQuestion = { key: string; type: number; text: Texts; options?: FixtureOption[]; dimension?: string };
type FixturePage = { title: Texts; questions: FixtureQuestion[] };

/** A survey of the results fixture, with its question and option ids by key (built on factories.ts). */
export type KeyedSurvey = {
  id: number;
  /** Question ids by key. */
  questions: Record<string, number>;
  /** Option ids by question key, in position order. */
  options: Record<string, number[]>;
};

export type BuildSurveyOptions = {
  organizationId: number;
  projectId?: number | null;
  internalName?: string;
  locales?: string[];
  startDate?: string;
  pages?: FixturePage[];
};

const LIKERT: FixtureOption[] = [
  { text: { nl: 'Helemaal eens', en: 'Completely agree' }, score: 4 },
  { text: { nl: 'Eens', en: 'Agree' }, score: 3 },
  { text: { nl: 'Neutraal', en: 'Neutral' }, score: 2 },
  { text: { nl: 'Oneens', en: 'Disagree' }, score: 1 },
  { text: { nl: 'Helemaal oneens', en: 'Completely disagree' }, score: 0 },
  { text: { nl: 'Niet van toepassing', en: 'Not applicable' }, score: null },
];

/** Two pages covering a Likert question, multiple choice, the three sliders, a number and open text. */
export const RESULTS_FIXTURE_PAGES: FixturePage[] = [
  {
    title: { nl: 'Over u', en: 'About you' },
    questions: [
      {
        key: 'likert',
        type: 1,
        text: { nl: 'De arts luisterde goed', en: 'The doctor listened well' },
        options: LIKERT,
        dimension: 'fixture-communication',
      },
      {
        key: 'multiple',
        type: 2,
        text: { nl: 'Hoe kwam u bij ons?', en: 'How did you find us?' },
        options: [
          { text: { nl: 'Huisarts', en: 'GP' } },
          { text: { nl: 'Internet', en: 'Internet' } },
          { text: { nl: 'Anders', en: 'Other' }, isOpen: true },
        ],
      },
    ],
  },
  {
    title: { nl: 'Uw oordeel', en: 'Your opinion' },
    questions: [
      { key: 'slider', type: 9, text: { nl: 'Cijfer', en: 'Grade' } },
      { key: 'difficulty', type: 10, text: { nl: 'Hoe moeilijk was het?', en: 'How difficult was it?' } },
      { key: 'nps', type: 12, text: { nl: 'Aanbevelen?', en: 'Recommend?' } },
      { key: 'number', type: 8, text: { nl: 'Aantal bezoeken', en: 'Number of visits' } },
      { key: 'open', type: 4, text: { nl: 'Opmerkingen', en: 'Comments' } },
    ],
  },
];

/** The results fixture: the shared survey factory, with ids looked up by question key. */
export async function buildSurvey(database: Database, options: BuildSurveyOptions): Promise<KeyedSurvey> {
  const pages = options.pages ?? RESULTS_FIXTURE_PAGES;
  const specs: QuestionSpec[][] = [];
  for (const page of pages) {
    const questions: QuestionSpec[] = [];
    for (const spec of page.questions) {
      questions.push({
        type: spec.type,
        texts: spec.text,
        dimensionId: spec.dimension ? await findOrCreateDimension(database, spec.dimension) : null,
        options: (spec.options ?? []).map((o) => ({
          texts: o.text,
          score: o.score ?? null,
          isOpen: o.isOpen ?? false,
        })),
      });
    }
    specs.push(questions);
  }
  const built = await buildSurveyWithQuestions(database, {
    organizationId: options.organizationId,
    projectId: options.projectId ?? null,
    internalName: options.internalName ?? 'Fixture survey',
    startDate: options.startDate ?? '2024-01-01',
    locales: options.locales ?? ['nl', 'en'],
    title: 'Survey',
    pages: specs,
    pageTitles: pages.map((page) => page.title),
  });
  const result: KeyedSurvey = { id: built.survey.id, questions: {}, options: {} };
  pages
    .flatMap((page) => page.questions)
    .forEach((spec, index) => {
      const question = built.pages.flatMap((page) => page.questions)[index]!;
      result.questions[spec.key] = question.id;
      result.options[spec.key] = question.optionIds;
    });
  return result;
}

async function findOrCreateDimension(database: Database, code: string): Promise<number> {
  const [existing] = await database.db
    .select()
    .from(t.dimensions)
    .where(sql`${t.dimensions.code} = ${code}`);
  if (existing) return existing.id;
  const [dimension] = await database.db.insert(t.dimensions).values({ code }).returning();
  await database.db.insert(t.dimensionTexts).values([
    { dimensionId: dimension!.id, locale: 'nl', name: 'Communicatie' },
    { dimensionId: dimension!.id, locale: 'en', name: 'Communication' },
  ]);
  return dimension!.id;
}

/**
 * Answers by question key: an option index for choice questions (Likert scores come from the
 * option), a list of option indexes for multiple choice, a number for sliders and numbers,
 * a string for open questions. `{ option, open }` chooses an open option with its text.
 */
export type FixtureAnswers = Record<string, number | number[] | string | { option: number; open: string }>;

export type FixtureRespondent = {
  locale: string;
  startedAt: string;
  isFinished?: boolean;
  answers: FixtureAnswers;
};

export async function addRespondent(
  database: Database,
  survey: KeyedSurvey,
  respondent: FixtureRespondent,
): Promise<number> {
  const startedAt = new Date(respondent.startedAt);
  const [row] = await database.db
    .insert(t.respondents)
    .values({
      surveyId: survey.id,
      locale: respondent.locale,
      tokenHash: hashToken(createToken()),
      tokenExpiresAt: new Date(startedAt.getTime() + 4 * 3_600_000),
      startedAt,
      finishedAt: respondent.isFinished === false ? null : new Date(startedAt.getTime() + 600_000),
    })
    .returning();
  const respondentId = row!.id;
  const base = { respondentId, surveyId: survey.id, answeredAt: startedAt };
  const scores = await optionScores(database, survey);
  for (const [key, answer] of Object.entries(respondent.answers)) {
    const questionId = survey.questions[key]!;
    const optionIds = survey.options[key] ?? [];
    const choose = (index: number) => ({
      ...base,
      questionId,
      optionId: optionIds[index]!,
      numberValue: scores.get(optionIds[index]!) ?? null,
    });
    if (typeof answer === 'string') {
      await database.db.insert(t.answerTexts).values({ ...base, questionId, text: answer });
    } else if (Array.isArray(answer)) {
      await database.db.insert(t.answers).values(answer.map(choose));
    } else if (typeof answer === 'object') {
      await database.db.insert(t.answers).values(choose(answer.option));
      await database.db
        .insert(t.answerTexts)
        .values({ ...base, questionId, optionId: optionIds[answer.option]!, text: answer.open });
    } else if (optionIds.length > 0) {
      await database.db.insert(t.answers).values(choose(answer));
    } else {
      await database.db.insert(t.answers).values({ ...base, questionId, numberValue: answer });
    }
  }
  return respondentId;
}

async function optionScores(database: Database, survey: KeyedSurvey): Promise<Map<number, number | null>> {
  const rows = await database.query<{ id: number; score: number | null }>(sql`
    select o.id, o.score::float8 as score from question_options o
    join questions q on q.id = o.question_id where q.survey_id = ${survey.id}`);
  return new Map(rows.map((option) => [option.id, option.score]));
}
