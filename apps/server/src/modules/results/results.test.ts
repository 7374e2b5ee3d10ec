import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResultCard } from '@peil/contract/results';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildOrganization, buildUser } from '../../test/factories.js';
import {
  addRespondent,
  buildSurvey,
  sessionCookieFor,
  type KeyedSurvey,
  type FixtureRespondent,
} from '../../test/results-fixture.js';

// Likert option indexes: 0 = completely agree (4) … 4 = completely disagree (0), 5 = not applicable.
const HE = 0;
const E = 1;
const O = 3;
const HO = 4;
const NVT = 5;
// Multiple choice option indexes.
const GP = 0;
const INTERNET = 1;
const OTHER = 2;

describe('survey results', () => {
  let ctx: TestContext;
  let survey: KeyedSurvey;
  let organizationId: number;
  let cookie: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const organization = await buildOrganization(ctx.database);
    const user = await buildUser(ctx.database, { role: 3, organizationId: organization.id });
    cookie = await sessionCookieFor(ctx.database, user.id);
    organizationId = organization.id;
    survey = await buildSurvey(ctx.database, { organizationId });
    const respondents: FixtureRespondent[] = [
      {
        locale: 'nl',
        startedAt: '2024-01-10T10:00:00Z',
        answers: {
          likert: HE,
          multiple: [GP, INTERNET],
          slider: 8,
          difficulty: 1,
          nps: 10,
          number: 3,
          open: '=HYPERLINK("x")',
        },
      },
      {
        locale: 'nl',
        startedAt: '2024-01-15T10:00:00Z',
        answers: { likert: E, multiple: [INTERNET], slider: 6, difficulty: 2, nps: 0, number: 5, open: 'Prima' },
      },
      {
        locale: 'en',
        startedAt: '2024-02-01T10:00:00Z',
        answers: { likert: NVT, multiple: [OTHER], slider: 8, difficulty: 3, nps: 7, number: 3 },
      },
      {
        locale: 'en',
        startedAt: '2024-02-10T09:00:00Z',
        answers: { likert: O, multiple: [GP], slider: 10, difficulty: 5, nps: 7, open: 'Slecht, 50% te laat' },
      },
      // Unfinished, only the first page; late on the last day of a range.
      {
        locale: 'nl',
        startedAt: '2024-02-10T20:00:00Z',
        isFinished: false,
        answers: { likert: HE, multiple: [GP, OTHER] },
      },
      {
        locale: 'de',
        startedAt: '2024-03-01T10:00:00Z',
        answers: { likert: HO, multiple: [INTERNET, OTHER], slider: 1, difficulty: 4, nps: 5, number: 10 },
      },
    ];
    for (const respondent of respondents) await addRespondent(ctx.database, survey, respondent);
  });
  afterAll(() => ctx.close());

  const finished = '/api/v1/survey/get_number_of_respondents';
  const unfinished = '/api/v1/survey/get_number_of_unfinished_respondents';
  async function count(url: string, payload: Record<string, unknown>): Promise<number> {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().count as number;
  }

  async function results(body: Record<string, unknown> = {}): Promise<Record<string, TResultCard>> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_results/${survey.id}`,
      headers: { cookie },
      payload: { locale: 'en', filter: [], translationFilter: [], ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cards = response.json<TResultCard[]>();
    const byId = new Map(cards.map((card) => [card.question_id, card]));
    return Object.fromEntries(Object.entries(survey.questions).map(([key, id]) => [key, byId.get(id)!]));
  }

  it('gives the Net Promoter question its score and 95 % interval, computed by hand', async () => {
    expect((await results()).nps!.nps).toBeNull();
    const questionId = survey.questions.nps!;
    await ctx.database.query(sql`update questions set is_nps = true where id = ${questionId}`);
    try {
      // Answers 10, 0, 7, 7, 5: 1 promoter, 2 passives, 2 detractors. p = 0.2, d = 0.4: score −20;
      // variance (0.2 + 0.4 − 0.2²) / 5 = 0.112, half width 100 × 1.96 × √0.112 = 65.594…
      const { nps } = (await results()).nps!;
      expect(nps).toMatchObject({ score: expect.closeTo(-20, 9), promoters: 1, passives: 2, detractors: 2 });
      expect(nps!.lower).toBeCloseTo(-85.594, 3);
      expect(nps!.upper).toBeCloseTo(45.594, 3);
    } finally {
      await ctx.database.query(sql`update questions set is_nps = false where id = ${questionId}`);
    }
  });

  it('answers one card per question in page order with counts, labels and refs', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_results/${survey.id}`,
      headers: { cookie },
      payload: { fromDate: '2024-01-01', toDate: '2024-12-31', filter: [], locale: 'nl', translationFilter: [] },
    });
    const cards = response.json<TResultCard[]>();
    expect(cards.map((card) => card.question_id)).toEqual(Object.values(survey.questions));
    const likert = cards[0]!;
    expect(likert.special_type).toBe('likert');
    expect(likert.question_text).toBe('De arts luisterde goed');
    expect(likert.title).toBe('Over u');
    expect(likert.dimension_name).toBe('Communicatie');
    expect(likert.labels).toEqual([
      'Helemaal eens',
      'Eens',
      'Neutraal',
      'Oneens',
      'Helemaal oneens',
      'Niet van toepassing',
    ]);
    expect(likert.refs).toEqual(survey.options.likert);
    expect(likert.data).toEqual([2, 1, 0, 1, 1, 1]);
    expect(likert.n).toBe(6);
    // (4 + 4 + 3 + 1 + 0) / 5: the not-applicable answer is left out.
    expect(likert.score).toBeCloseTo(2.4, 10);
    expect(likert.date).toBe('2024-03-01');
  });

  it("falls back to the survey's first language (nl before en) for a locale the survey lacks", async () => {
    const cards = await results({ locale: 'fr' });
    expect(cards.likert!.question_text).toBe('De arts luisterde goed');
  });

  it('counts multiple choice per option and respondents once', async () => {
    const { multiple } = await results();
    expect(multiple!.special_type).toBe('multiple');
    expect(multiple!.labels).toEqual(['GP', 'Internet', 'Other']);
    expect(multiple!.data).toEqual([3, 3, 3]);
    expect(multiple!.n).toBe(6);
    expect(multiple!.score).toBeNull();
  });

  it('gives slider distributions, difficulty buckets, numbers and their averages', async () => {
    const cards = await results();
    expect(cards.slider!.special_type).toBe('slider');
    expect(cards.slider!.labels).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(cards.slider!.data).toEqual([1, 0, 0, 0, 0, 1, 0, 2, 0, 1]);
    expect(cards.slider!.score).toBeCloseTo(6.6, 10);
    expect(cards.nps!.labels).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(cards.nps!.data).toEqual([1, 0, 0, 0, 0, 1, 0, 2, 0, 0, 1]);
    expect(cards.nps!.score).toBeCloseTo(5.8, 10);
    expect(cards.difficulty!.special_type).toBe('difficulty');
    expect(cards.difficulty!.labels).toEqual(['very_difficult', 'difficult', 'expect_effort', 'easy', 'very_easy']);
    expect(cards.difficulty!.data).toEqual([1, 1, 1, 1, 1]);
    expect(cards.difficulty!.colors).toEqual(['#C00000', '#C00000', '#ED7D31', '#00B050', '#00B050']);
    expect(cards.difficulty!.score).toBe(3);
    expect(cards.number!.special_type).toBe('number');
    expect(cards.number!.labels).toEqual(['3', '5', '10']);
    expect(cards.number!.data).toEqual([2, 1, 1]);
    expect(cards.number!.score).toBeCloseTo(5.25, 10);
  });

  it('lists open answers newest first with their total', async () => {
    const { open } = await results();
    expect(open!.special_type).toBe('open');
    expect(open!.answers).toEqual({
      rows: [
        { text: 'Slecht, 50% te laat', date: '2024-02-10' },
        { text: 'Prima', date: '2024-01-15' },
        { text: '=HYPERLINK("x")', date: '2024-01-10' },
      ],
      total: 3,
    });
    expect(open!.timestamps).toEqual(['2024-02-10', '2024-01-15', '2024-01-10']);
    expect(open!.n).toBe(3);
  });

  it('keeps only respondents who chose the filtered option', async () => {
    const cards = await results({
      filter: [{ questionId: survey.questions.multiple, optionId: survey.options.multiple![GP] }],
    });
    expect(cards.likert!.data).toEqual([2, 0, 0, 1, 0, 0]);
    expect(cards.likert!.score).toBe(3);
    expect(cards.slider!.score).toBe(9);
    expect(cards.multiple!.data).toEqual([3, 1, 1]);
    expect(cards.multiple!.n).toBe(3);
    expect(cards.open!.answers!.total).toBe(2);
  });

  it('combines three filters with AND', async () => {
    const cards = await results({
      filter: [
        { questionId: survey.questions.multiple, optionId: survey.options.multiple![GP] },
        { questionId: survey.questions.multiple, optionId: survey.options.multiple![INTERNET] },
        { questionId: survey.questions.likert, optionId: survey.options.likert![HE] },
      ],
    });
    expect(cards.likert!.data).toEqual([1, 0, 0, 0, 0, 0]);
    expect(cards.slider!.data).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect(cards.slider!.score).toBe(8);
    expect(cards.open!.answers!.rows.map((row) => row.text)).toEqual(['=HYPERLINK("x")']);
  });

  it('refuses a fourth filter and impossible dates', async () => {
    const filter = { questionId: survey.questions.likert, optionId: survey.options.likert![HE] };
    for (const payload of [
      { filter: [filter, filter, filter, filter] },
      { fromDate: '2024-02-31' },
      { toDate: '10-02-2024' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/survey/get_survey_results/${survey.id}`,
        headers: { cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('includes the whole end date (end date extended by one day)', async () => {
    const range = await results({ fromDate: '2024-02-01', toDate: '2024-02-10' });
    expect(range.likert!.data).toEqual([1, 0, 0, 1, 0, 1]);
    expect(range.likert!.score).toBe(2.5);
    const before = await results({ fromDate: '2024-02-01', toDate: '2024-02-09' });
    expect(before.likert!.data).toEqual([0, 0, 0, 0, 0, 1]);
    expect(before.likert!.score).toBeNull();
    expect(before.likert!.n).toBe(1);
  });

  it('counts a respondent at 23:00 on the end date in results and counts', async () => {
    const late = await buildSurvey(ctx.database, { organizationId, startDate: '2024-05-01' });
    await addRespondent(ctx.database, late, {
      locale: 'nl',
      startedAt: '2024-05-31T23:00:00Z',
      answers: { likert: HE, slider: 7 },
    });
    const range = { fromDate: '2024-05-01', toDate: '2024-05-31' };
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_results/${late.id}`,
      headers: { cookie },
      payload: { locale: 'nl', ...range },
    });
    const cards = response.json<TResultCard[]>();
    const likert = cards.find((card) => card.question_id === late.questions.likert)!;
    expect(likert.data).toEqual([1, 0, 0, 0, 0, 0]);
    expect(likert.date).toBe('2024-05-31');
    const count = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/survey/get_number_of_respondents',
      headers: { cookie },
      payload: { surveyId: late.id, ...range },
    });
    expect(count.json()).toEqual({ count: 1 });
    const dayBefore = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_results/${late.id}`,
      headers: { cookie },
      payload: { locale: 'nl', fromDate: '2024-05-01', toDate: '2024-05-30' },
    });
    expect(dayBefore.json<TResultCard[]>().find((card) => card.question_id === late.questions.likert)!.data).toEqual([
      0, 0, 0, 0, 0, 0,
    ]);
  });

  it('counts from 1970-01-01 when the request has no start date, not from the survey start', async () => {
    // start_date is required in the schema: a survey always has a start, the default applies to
    // requests without fromDate.
    const early = await buildSurvey(ctx.database, { organizationId, startDate: '2024-06-01' });
    await addRespondent(ctx.database, early, {
      locale: 'nl',
      startedAt: '1999-12-31T10:00:00Z',
      answers: { likert: E },
    });
    await addRespondent(ctx.database, early, {
      locale: 'nl',
      startedAt: '2024-06-02T10:00:00Z',
      answers: { likert: E },
    });
    const count = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/survey/get_number_of_respondents',
      headers: { cookie },
      payload: { surveyId: early.id },
    });
    expect(count.json()).toEqual({ count: 2 });
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_start/${early.id}`,
      headers: { cookie },
    });
    // The earlier of the start date and the first respondent, so the slider covers every answer.
    expect(start.json()).toBe('1999-12-31');
  });

  it('dates each card by its newest answer in range, with and without filters', async () => {
    const all = await results({ toDate: '9999-12-31' });
    expect(all.likert!.date).toBe('2024-03-01');
    expect(all.multiple!.date).toBe('2024-03-01');
    expect(all.open!.date).toBe('2024-02-10');
    const february = await results({ fromDate: '2024-02-01', toDate: '2024-02-10' });
    expect(february.slider!.date).toBe('2024-02-10');
    expect(february.number!.date).toBe('2024-02-01');
    const english = await results({ translationFilter: ['en'] });
    expect(english.likert!.date).toBe('2024-02-10');
    const filtered = await results({
      filter: [{ questionId: survey.questions.likert, optionId: survey.options.likert![E] }],
    });
    expect(filtered.likert!.date).toBe('2024-01-15');
    expect(filtered.multiple!.n).toBe(1);
  });

  it('gives empty cards when no respondent matches the filters', async () => {
    const cards = await results({
      filter: [
        { questionId: survey.questions.likert, optionId: survey.options.likert![HE] },
        { questionId: survey.questions.likert, optionId: survey.options.likert![HO] },
      ],
    });
    expect(cards.likert!.data).toEqual([0, 0, 0, 0, 0, 0]);
    expect(cards.likert!.date).toBeNull();
    expect(cards.multiple!.n).toBe(0);
    expect(cards.open!.answers).toEqual({ rows: [], total: 0 });
  });

  it('keeps only respondents of the chosen languages', async () => {
    const cards = await results({ translationFilter: ['en'] });
    expect(cards.likert!.data).toEqual([0, 0, 0, 1, 0, 1]);
    expect(cards.likert!.score).toBe(1);
    expect(cards.slider!.score).toBe(9);
    const two = await results({ translationFilter: ['en', 'de'] });
    expect(two.likert!.n).toBe(3);
  });

  it('pages and searches open answers', async () => {
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/survey/get_open_answers/${survey.id}`,
        headers: { cookie },
        payload: { questionId: survey.questions.open, ...payload },
      });
    const all = await post({ page: 1 });
    expect(all.json()).toMatchObject({ total: 3 });
    // '%' is searched for literally, not as a wildcard.
    const percent = await post({ page: 1, search: '50%' });
    expect(percent.json()).toEqual({ rows: [{ text: 'Slecht, 50% te laat', date: '2024-02-10' }], total: 1 });
    const underscore = await post({ page: 1, search: '_' });
    expect(underscore.json()).toEqual({ rows: [], total: 0 });
    const past = await post({ page: 2 });
    expect(past.json()).toEqual({ rows: [], total: 3 });
  });

  it('counts finished and unfinished respondents', async () => {
    expect(await count(finished, { surveyId: survey.id, translationFilter: [] })).toBe(5);
    expect(await count(finished, { surveyId: survey.id, translationFilter: ['nl'] })).toBe(2);
    expect(await count(finished, { surveyId: survey.id, fromDate: '2024-02-01', toDate: '2024-02-10' })).toBe(2);
    expect(await count(unfinished, { surveyId: survey.id })).toBe(1);
    expect(await count(unfinished, { surveyId: survey.id, fromDate: '2024-02-01', toDate: '2024-02-09' })).toBe(0);
  });

  it('makes every count follow the answer filters, period and languages of the cards', async () => {
    const scope = async (payload: Record<string, unknown>) => {
      const post = (url: string) =>
        ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: { surveyId: survey.id, ...payload } });
      const [finished, unfinished, languages] = await Promise.all([
        post('/api/v1/survey/get_number_of_respondents'),
        post('/api/v1/survey/get_number_of_unfinished_respondents'),
        post(`/api/v1/survey/get_survey_translations_with_respondent_count/${survey.id}`),
      ]);
      for (const response of [finished, unfinished, languages]) expect(response.statusCode, response.body).toBe(200);
      const { surveyId: _surveyId, ...scope } = payload as { surveyId?: number };
      const cards = await results(scope);
      return {
        completed: finished.json().count as number,
        notCompleted: unfinished.json().count as number,
        languages: Object.fromEntries(
          languages.json<{ locale: string; count: number }[]>().map((row) => [row.locale, row.count]),
        ),
        likertN: cards.likert!.n,
      };
    };
    const gp = { questionId: survey.questions.multiple, optionId: survey.options.multiple![GP] };
    // "How did you find us?" = GP: respondents 1 (nl), 4 (en) and the unfinished 5 (nl).
    expect(await scope({ filter: [gp] })).toEqual({
      completed: 2,
      notCompleted: 1,
      languages: { en: 1, nl: 1 },
      likertN: 3,
    });
    // Dutch only: respondents 1 and 5; each language still shows what choosing it would count.
    // German is no translation of the survey: it is listed only while it has respondents.
    expect(await scope({ filter: [gp], translationFilter: ['nl'] })).toEqual({
      completed: 1,
      notCompleted: 1,
      languages: { en: 1, nl: 1 },
      likertN: 2,
    });
    // 1 to 10 February: respondents 4 and 5.
    expect(await scope({ filter: [gp], fromDate: '2024-02-01', toDate: '2024-02-10' })).toEqual({
      completed: 1,
      notCompleted: 1,
      languages: { en: 1, nl: 0 },
      likertN: 2,
    });
    // Internet and "agree": respondent 2 alone.
    const agree = { questionId: survey.questions.likert, optionId: survey.options.likert![E] };
    const internet = { questionId: survey.questions.multiple, optionId: survey.options.multiple![INTERNET] };
    expect(await scope({ filter: [internet, agree] })).toEqual({
      completed: 1,
      notCompleted: 0,
      languages: { en: 0, nl: 1 },
      likertN: 1,
    });
    // Without filters a first-page question was answered by every respondent, completed or not.
    expect(await scope({})).toEqual({ completed: 5, notCompleted: 1, languages: { de: 1, en: 2, nl: 2 }, likertN: 6 });
  });

  it('accepts unpadded dates such as 1970-1-1 as their padded form', async () => {
    expect(await count(finished, { surveyId: survey.id, fromDate: '1970-1-1', toDate: '2024-2-9' })).toBe(3);
    expect(await count(finished, { surveyId: survey.id, fromDate: '2024-2-1', toDate: '2024-2-10' })).toBe(2);
    expect(await count(unfinished, { surveyId: survey.id, fromDate: '2024-2-1', toDate: '2024-2-10' })).toBe(1);
    const unpadded = await results({ fromDate: '2024-2-1', toDate: '2024-2-9' });
    const padded = await results({ fromDate: '2024-02-01', toDate: '2024-02-09' });
    expect(unpadded).toEqual(padded);
    expect(unpadded.likert!.data).toEqual([0, 0, 0, 0, 0, 1]);
    const impossible = await ctx.app.inject({
      method: 'POST',
      url: finished,
      headers: { cookie },
      payload: { surveyId: survey.id, fromDate: '2024-2-30' },
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.code).toBeTruthy();
  });

  it('answers the survey start, internal name and languages with counts', async () => {
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_start/${survey.id}`,
      headers: { cookie },
    });
    expect(start.json()).toBe('2024-01-01');
    const name = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/survey/get_survey_internal_name/${survey.id}`,
      headers: { cookie },
    });
    expect(name.json()).toEqual({ internal_name: 'Fixture survey' });
    const translations = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/survey/get_survey_translations_with_respondent_count/${survey.id}`,
      headers: { cookie },
    });
    expect(translations.json()).toEqual([
      { locale: 'de', count: 1 },
      { locale: 'en', count: 2 },
      { locale: 'nl', count: 2 },
    ]);
  });
});
