import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResultCard } from '@peil/contract/results';
import * as t from '../db/schema.js';
import { addRespondent, buildSurvey, type KeyedSurvey } from '../test/results-fixture.js';
import { buildClient, buildOrganization, buildUser, loginAs } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

// A survey written in Dutch and German, whose texts also exist in English and French: staff
// screens must never show those third languages, whatever the interface language.
const LIKERT = [
  { text: { nl: 'Helemaal eens', de: 'Stimme voll zu', en: 'Completely agree', fr: "Tout à fait d'accord" }, score: 4 },
  { text: { nl: 'Oneens', de: 'Stimme nicht zu', en: 'Disagree', fr: "Pas d'accord" }, score: 1 },
];
const PAGES: Parameters<typeof buildSurvey>[1]['pages'] = [
  {
    title: { nl: 'Over u', de: 'Über Sie', en: 'About you', fr: 'À propos de vous' },
    questions: [
      {
        key: 'likert',
        type: 1,
        text: { nl: 'De arts luisterde goed', de: 'Der Arzt hörte gut zu', en: 'The doctor listened well' },
        options: LIKERT,
        dimension: 'survey-texts-communication',
      },
      // Not translated into German: a German screen shows the Dutch original.
      { key: 'open', type: 4, text: { nl: 'Opmerkingen', en: 'Comments', fr: 'Remarques' } },
    ],
  },
];

let ctx: TestContext;
let survey: KeyedSurvey;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const client = await buildClient(ctx.database, { benchmarkEnabled: true });
  const organization = await buildOrganization(ctx.database, { clientId: client.id });
  cookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId: organization.id }));
  survey = await buildSurvey(ctx.database, { organizationId: organization.id, locales: ['nl', 'de'], pages: PAGES });
  const [dimension] = await ctx.database.db
    .select()
    .from(t.dimensions)
    .where(eq(t.dimensions.code, 'survey-texts-communication'));
  await ctx.database.db.insert(t.dimensionTexts).values([
    { dimensionId: dimension!.id, locale: 'de', name: 'Kommunikation' },
    { dimensionId: dimension!.id, locale: 'fr', name: 'Communication (fr)' },
  ]);
  for (const answer of [0, 1]) {
    await addRespondent(ctx.database, survey, {
      locale: 'nl',
      startedAt: '2024-03-01T10:00:00Z',
      answers: { likert: answer, open: 'Prima' },
    });
  }
});
afterAll(() => ctx.close());

async function textsSeenIn(locale: string) {
  const post = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const results = await post(`/api/v1/survey/get_survey_results/${survey.id}`, {
    locale,
    filter: [],
    translationFilter: [],
  });
  expect(results.statusCode, results.body).toBe(200);
  const cards = results.json<TResultCard[]>();
  const likert = cards.find((card) => card.question_id === survey.questions.likert)!;
  const open = cards.find((card) => card.question_id === survey.questions.open)!;

  const name = await post(`/api/v1/survey/get_survey_name/${survey.id}/${locale}`);
  expect(name.statusCode, name.body).toBe(200);

  const benchmark = await post('/api/v1/benchmark/time-comparison', {
    survey_id: survey.id,
    locale,
    period_one: { start_date: '2023-01-01', end_date: '2023-12-31' },
    period_two: { start_date: '2024-01-01', end_date: '2024-12-31' },
  });
  expect(benchmark.statusCode, benchmark.body).toBe(200);

  const excel = await post('/api/v1/excel', { surveyId: survey.id, locale });
  expect(excel.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
  const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(5);

  return {
    surveyName: name.json().name,
    pageTitle: likert.title,
    question: likert.question_text,
    dimension: likert.dimension_name,
    options: likert.labels,
    untranslated: open.question_text,
    benchmarkName: benchmark.json().surveyName,
    benchmarkDimension: benchmark.json().data[0].dimension,
    excelHeader: header,
  };
}

describe('survey texts on staff screens', () => {
  it('show a survey in nl+de in its first language, Dutch, when the interface is French', async () => {
    expect(await textsSeenIn('fr')).toEqual({
      surveyName: 'Survey nl',
      pageTitle: 'Over u',
      question: 'De arts luisterde goed',
      dimension: 'Communicatie',
      options: ['Helemaal eens', 'Oneens'],
      untranslated: 'Opmerkingen',
      benchmarkName: 'Survey nl',
      benchmarkDimension: 'Communicatie',
      excelHeader: ['De arts luisterde goed', 'Opmerkingen'],
    });
  });

  it('show it in German when the interface is German; an untranslated text in Dutch', async () => {
    expect(await textsSeenIn('de')).toEqual({
      surveyName: 'Survey de',
      pageTitle: 'Über Sie',
      question: 'Der Arzt hörte gut zu',
      dimension: 'Kommunikation',
      options: ['Stimme voll zu', 'Stimme nicht zu'],
      untranslated: 'Opmerkingen',
      benchmarkName: 'Survey de',
      benchmarkDimension: 'Kommunikation',
      excelHeader: ['Der Arzt hörte gut zu', 'Opmerkingen'],
    });
  });

  it('show it in Dutch, not English, when the interface is English', async () => {
    const seen = await textsSeenIn('en');
    expect([seen.surveyName, seen.question, seen.dimension, seen.options[0], seen.untranslated]).toEqual([
      'Survey nl',
      'De arts luisterde goed',
      'Communicatie',
      'Helemaal eens',
      'Opmerkingen',
    ]);
  });
});

describe("a survey's name for staff", () => {
  it('is refused to staff of another organisation, as a missing survey', async () => {
    const elsewhere = await buildOrganization(ctx.database);
    const stranger = await loginAs(ctx.app, await buildUser(ctx.database, { role: 2, organizationId: elsewhere.id }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_name/${survey.id}/nl`,
      headers: { cookie: stranger },
    });
    expect(response.statusCode).toBe(404);
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_name/${survey.id}/nl`,
      headers: { cookie },
    });
    expect(own.json()).toEqual({ name: 'Survey nl' });
  });
});
