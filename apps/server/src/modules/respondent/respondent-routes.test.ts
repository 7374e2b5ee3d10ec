import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPE } from '@peil/contract/domain';
import { ZBuilderSurveyInput } from '@peil/contract/surveys';
import * as t from '../../db/schema.js';
import { linkSigningKey, unsubscribeSignature } from '../broadcasts/signed-links.js';
import { readBuilderSurvey } from '../surveys/builder-read.js';
import { saveBuilderSurvey } from '../surveys/builder-save.js';
import { buildSurveyWithQuestions, type BuiltSurvey } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

describe('respondent API', () => {
  let ctx: TestContext;
  let built: BuiltSurvey;
  let uuid: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    built = await buildSurveyWithQuestions(ctx.database, {
      locales: ['nl', 'en', 'ar'],
      pages: [
        [
          { type: 1, required: true, options: [{ score: 4 }, { score: 0 }, { isOpen: true }] },
          { type: 2, options: [{}, { isOpen: true }, { excludeOthers: true }] },
          { type: 3, options: [{}, {}] },
          { type: 8 },
          {
            type: 11,
            required: true,
            options: [{ routeToPage: 2 }, { routeToPage: 3 }, { routeToUrl: 'https://example.org' }],
          },
        ],
        [{ type: 4 }, { type: 5, required: true }, { type: 6 }, { type: 7 }],
        [
          { type: 9, required: true },
          { type: 10, required: true },
          { type: 12, required: true },
        ],
      ],
    });
    uuid = built.survey.uuid;
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, payload });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const token = async (surveyUuid = uuid, locale = 'nl') => {
    const response = await post(`/api/v1/respondent/get_respondent_token/${surveyUuid}/${locale}`);
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const respondentOf = async (respondentToken: string) => {
    const { hashToken } = await import('../../lib/tokens.js');
    const [row] = await ctx.database.db
      .select()
      .from(t.respondents)
      .where(eq(t.respondents.tokenHash, hashToken(respondentToken)));
    return row!;
  };
  const answerRows = (respondentId: number) =>
    ctx.database.db.select().from(t.answers).where(eq(t.answers.respondentId, respondentId));
  const textRows = (respondentId: number) =>
    ctx.database.db.select().from(t.answerTexts).where(eq(t.answerTexts.respondentId, respondentId));

  const page1 = () => {
    const [single, multiple, dropdown, , routing] = built.pages[0]!.questions;
    return [
      { position: 1, answer: { option: single!.optionIds[0]! } },
      {
        position: 2,
        answer: {
          options: [multiple!.optionIds[0]!, multiple!.optionIds[1]!],
          open: 'Magazine',
          openOption: multiple!.optionIds[1]!,
        },
      },
      { position: 3, answer: { option: dropdown!.optionIds[1]! } },
      { position: 4, answer: 7 },
      { position: 5, answer: { option: routing!.optionIds[1]! } },
    ];
  };

  describe('survey content', () => {
    it('checks the referral by uuid and by numeric id', async () => {
      const byUuid = await get(`/api/v1/survey/check_referral/${uuid}`);
      expect(byUuid.json()).toEqual({ redirect_to: null, status: 1 });
      const byId = await get(`/api/v1/survey/check_referral/${built.survey.id}`);
      expect(byId.json()).toEqual({ redirect_to: null, status: 1 });
    });

    it('answers 404 for unknown surveys and nonsense identifiers', async () => {
      expect((await get('/api/v1/survey/check_referral/6f1c1c8e-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('/api/v1/survey/check_referral/999999')).statusCode).toBe(404);
      expect((await get("/api/v1/survey/check_referral/1' or 1=1")).statusCode).toBe(404);
      expect((await post('/api/v1/survey/get_survey_name/999999/nl')).statusCode).toBe(404);
    });

    it('lists translations, colour, logo, name and messages', async () => {
      expect((await get(`/api/v1/survey/get_survey_translations/${uuid}`)).json()).toEqual(['nl', 'en', 'ar']);
      expect((await get(`/api/v1/survey/get_survey_color/${uuid}`)).json()).toEqual({ color: '#3b699c' });
      expect((await get(`/api/v1/survey/get_survey_logo/${uuid}`)).json()).toEqual({ logo: '' });
      expect((await post(`/api/v1/survey/get_survey_name/${uuid}/ar`)).json()).toEqual({ name: 'Survey ar' });
      expect((await post(`/api/v1/survey/get_begin_message/${uuid}/nl`)).json()).toEqual({ message: 'Begin nl' });
      expect((await post(`/api/v1/survey/get_end_message/${uuid}/en`)).json()).toEqual({ message: 'End en' });
    });

    it('hands out a logo stored before logos were checked under the type of its bytes, or not at all', async () => {
      const survey = await buildSurveyWithQuestions(ctx.database, { pages: [[{ type: 5 }]] });
      const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');
      const setLogo = (logo: string) =>
        ctx.database.db.update(t.surveys).set({ logo }).where(eq(t.surveys.id, survey.survey.id));
      const logos = async () => [
        (await get(`/api/v1/survey/get_survey_logo/${survey.survey.uuid}`)).json().logo,
        (await get(`/api/v1/survey/respondent_start/${survey.survey.uuid}/en`)).json().logo,
      ];
      await setLogo(`data:text/html;base64,${gif.toString('base64')}`);
      expect(await logos()).toEqual(Array(2).fill(`data:image/gif;base64,${gif.toString('base64')}`));
      // A header declaring 20000 pixels wide is not sent to a respondent's browser.
      const huge = Buffer.from(gif);
      huge.writeUInt16LE(20_000, 6);
      await setLogo(huge.toString('base64'));
      expect(await logos()).toEqual(['', '']);
    });

    it("shows an inactive survey's content only by its uuid (the preview link), not by its countable number", async () => {
      const draft = await buildSurveyWithQuestions(ctx.database, { pages: [[{ type: 5 }]] });
      await ctx.database.db.update(t.surveys).set({ status: 2 }).where(eq(t.surveys.id, draft.survey.id));
      const calls = (id: string | number) => [
        get(`/api/v1/survey/respondent_start/${id}/nl`),
        get(`/api/v1/survey/get_survey_translations/${id}`),
        get(`/api/v1/survey/get_survey_color/${id}`),
        get(`/api/v1/survey/get_survey_logo/${id}`),
        post(`/api/v1/survey/get_survey_name/${id}/nl`),
        post(`/api/v1/survey/get_begin_message/${id}/nl`),
        post(`/api/v1/survey/get_end_message/${id}/nl`),
        post('/api/v1/survey/get_translated_survey_pages', { id: String(id), locale: 'nl' }),
        post('/api/v1/survey/get_translated_page_components', { surveyId: String(id), pageIndex: 1, locale: 'nl' }),
      ];
      const statuses = async (id: string | number) => (await Promise.all(calls(id))).map((r) => r.statusCode);
      expect(await statuses(draft.survey.id)).toEqual(Array(9).fill(404));
      expect(await statuses(draft.survey.uuid)).toEqual(Array(9).fill(200));
      // An active survey is public by either.
      expect(await statuses(built.survey.id)).toEqual(Array(9).fill(200));
      // The referral check still tells a link by number that its survey is closed.
      expect((await get(`/api/v1/survey/check_referral/${draft.survey.id}`)).json()).toEqual({
        redirect_to: null,
        status: 2,
      });
    });

    it('falls back to English texts for a locale the survey lacks', async () => {
      expect((await post(`/api/v1/survey/get_survey_name/${uuid}/tr`)).json()).toEqual({ name: 'Survey en' });
      expect((await post(`/api/v1/survey/get_survey_name/${uuid}/xx`)).statusCode).toBe(400);
    });

    it('gives the pages and the components of a page', async () => {
      const pages = await post('/api/v1/survey/get_translated_survey_pages', { id: uuid, locale: 'nl' });
      expect(pages.json()).toEqual([
        { position: 1, title: 'Page 1 nl' },
        { position: 2, title: 'Page 2 nl' },
        { position: 3, title: 'Page 3 nl' },
      ]);
      const components = await post('/api/v1/survey/get_translated_page_components', {
        surveyId: uuid,
        pageIndex: 1,
        locale: 'en',
      });
      expect(components.statusCode).toBe(200);
      const list = components.json();
      expect(list.map((c: { type: number }) => c.type)).toEqual([1, 2, 3, 8, 11]);
      expect(list[0]).toMatchObject({ position: 1, text: 'Question 1 en', required: true });
      expect(list[0].options[2]).toMatchObject({ text: 'Option 3 en', is_open: true, exclude_others: false });
      expect(list[4].options.map((o: { route_to_page: number | null }) => o.route_to_page)).toEqual([2, 3, null]);
      expect(list[4].options[2].route_to_url).toBe('https://example.org');
      const missing = await post('/api/v1/survey/get_translated_page_components', {
        surveyId: uuid,
        pageIndex: 9,
        locale: 'en',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('gives everything before the first save in one answer, as the single calls do', async () => {
      const response = await get(`/api/v1/survey/respondent_start/${uuid}/en`);
      expect(response.statusCode).toBe(200);
      const start = response.json();
      const pages = await post('/api/v1/survey/get_translated_survey_pages', { id: uuid, locale: 'en' });
      const componentsOf = async (pageIndex: number) =>
        (
          await post('/api/v1/survey/get_translated_page_components', { surveyId: uuid, pageIndex, locale: 'en' })
        ).json();
      expect(start).toEqual({
        redirect_to: null,
        status: 1,
        locales: ['nl', 'en', 'ar'],
        locale: 'en',
        color: '#3b699c',
        logo: '',
        name: 'Survey en',
        begin_message: 'Begin en',
        end_message: 'End en',
        pages: await Promise.all(
          pages.json().map(async (page: { position: number }) => ({
            ...page,
            components: await componentsOf(page.position),
          })),
        ),
      });
      expect(start.pages.map((page: { components: unknown[] }) => page.components.length)).toEqual([5, 4, 3]);

      // A locale the survey lacks reads English, and says so; by numeric id too.
      const fallback = (await get(`/api/v1/survey/respondent_start/${built.survey.id}/tr`)).json();
      expect(fallback).toMatchObject({ locale: 'en', name: 'Survey en' });
      expect((await get(`/api/v1/survey/respondent_start/${uuid}/xx`)).statusCode).toBe(400);
      const unknown = await get('/api/v1/survey/respondent_start/6f1c1c8e-0000-4000-8000-000000000000/nl');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBeTypeOf('string');
    });
  });

  describe('saving pages', () => {
    it('stores a page as answer rows and texts, and a replay replaces it', async () => {
      const respondentToken = await token();
      const respondent = await respondentOf(respondentToken);
      expect(respondent.locale).toBe('nl');
      expect(respondent.tokenExpiresAt.getTime() - Date.now()).toBeGreaterThan(3.9 * 3_600_000);
      const payload = { token: respondentToken, page: 1, answers: page1() };
      const first = await post('/api/v1/respondent/save_page_response/', payload);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ saved: true, finished: false });
      const [single, multiple] = built.pages[0]!.questions;
      let rows = await answerRows(respondent.id);
      expect(rows).toHaveLength(6);
      expect(rows.find((row) => row.questionId === single!.id)).toMatchObject({
        optionId: single!.optionIds[0],
        numberValue: 4,
      });
      expect(rows.find((row) => row.optionId === null)!.numberValue).toBe(7);
      expect((await textRows(respondent.id)).map((row) => [row.questionId, row.text])).toEqual([
        [multiple!.id, 'Magazine'],
      ]);

      const replay = await post('/api/v1/respondent/save_page_response/', payload);
      expect(replay.statusCode).toBe(200);
      expect(await answerRows(respondent.id)).toHaveLength(6);
      expect(await textRows(respondent.id)).toHaveLength(1);

      const changed = page1().filter((answer) => answer.position !== 2 && answer.position !== 4);
      await post('/api/v1/respondent/save_page_response/', { ...payload, answers: changed });
      rows = await answerRows(respondent.id);
      expect(rows).toHaveLength(3);
      expect(await textRows(respondent.id)).toHaveLength(0);
    });

    it('stores text, date and e-mail and flags the respondent finished on the last page', async () => {
      const respondentToken = await token(uuid, 'en');
      const respondent = await respondentOf(respondentToken);
      const save = (page: number, answers: object[]) =>
        post('/api/v1/respondent/save_page_response/', { token: respondentToken, page, answers });
      // The routing question sends this respondent through page 2.
      const toPage2 = { option: built.pages[0]!.questions[4]!.optionIds[0]! };
      const page1ViaPage2 = page1().map((answer) =>
        answer.position === 5 ? { position: 5, answer: toPage2 } : answer,
      );
      expect((await save(1, page1ViaPage2)).statusCode).toBe(200);
      expect(
        (
          await save(2, [
            { position: 1, answer: 'Long comment' },
            { position: 2, answer: 'Short' },
            { position: 3, answer: '2024-05-01' },
            { position: 4, answer: 'me@example.com' },
          ])
        ).statusCode,
      ).toBe(200);
      expect((await textRows(respondent.id)).map((row) => row.text).sort()).toEqual(
        ['2024-05-01', 'Long comment', 'Magazine', 'Short', 'me@example.com'].sort(),
      );
      expect((await respondentOf(respondentToken)).finishedAt).toBeNull();
      const sliders = [
        { position: 1, answer: 10 },
        { position: 2, answer: 5 },
        { position: 3, answer: 0 },
      ];
      const last = await save(3, sliders);
      expect(last.json()).toEqual({ saved: true, finished: true });
      const finishedAt = (await respondentOf(respondentToken)).finishedAt;
      expect(finishedAt).toBeInstanceOf(Date);
      const numbers = async () =>
        (await answerRows(respondent.id)).filter((row) => row.optionId === null).map((row) => row.numberValue);
      expect((await numbers()).sort()).toEqual([0, 10, 5, 7].sort());

      // Saving the last page again replaces its answers and keeps the first finish time.
      expect(
        (
          await save(
            3,
            sliders.map((slider) => ({ ...slider, answer: 1 })),
          )
        ).json(),
      ).toEqual({
        saved: true,
        finished: true,
      });
      expect((await respondentOf(respondentToken)).finishedAt).toEqual(finishedAt);
      expect((await numbers()).sort()).toEqual([1, 1, 1, 7]);
      expect(await textRows(respondent.id)).toHaveLength(5);
    });

    it('reports finished false before the last page and leaves other pages alone on a re-save', async () => {
      const respondentToken = await token();
      const respondent = await respondentOf(respondentToken);
      const page2 = [
        { position: 2, answer: 'Kept' },
        { position: 4, answer: 'kept@example.com' },
      ];
      const second = await post('/api/v1/respondent/save_page_response/', {
        token: respondentToken,
        page: 2,
        answers: page2,
      });
      expect(second.json()).toEqual({ saved: true, finished: false });
      const first = await post('/api/v1/respondent/save_page_response/', {
        token: respondentToken,
        page: 1,
        answers: page1(),
      });
      expect(first.json()).toEqual({ saved: true, finished: false });
      expect((await respondentOf(respondentToken)).finishedAt).toBeNull();
      expect((await textRows(respondent.id)).map((row) => row.text).sort()).toEqual(
        ['Kept', 'Magazine', 'kept@example.com'].sort(),
      );
      const rows = await answerRows(respondent.id);
      expect(rows).toHaveLength(6);
      expect(rows.every((row) => row.surveyId === built.survey.id)).toBe(true);
    });

    it('refuses a bad answer and stores nothing of the page', async () => {
      const respondentToken = await token();
      const respondent = await respondentOf(respondentToken);
      const answers = page1().map((answer) => (answer.position === 4 ? { position: 4, answer: 0 } : answer));
      const response = await post('/api/v1/respondent/save_page_response/', {
        token: respondentToken,
        page: 1,
        answers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/Question 4/);
      const badSlider = await post('/api/v1/respondent/save_page_response/', {
        token: respondentToken,
        page: 3,
        answers: [
          { position: 1, answer: 11 },
          { position: 2, answer: 3 },
          { position: 3, answer: 3 },
        ],
      });
      expect(badSlider.statusCode).toBe(400);
      const missingRequired = await post('/api/v1/respondent/save_page_response/', {
        token: respondentToken,
        page: 2,
        answers: [{ position: 1, answer: 'only optional' }],
      });
      expect(missingRequired.statusCode).toBe(400);
      expect(await answerRows(respondent.id)).toHaveLength(0);
      expect(await textRows(respondent.id)).toHaveLength(0);

      // A refused re-save leaves the page as it was saved before.
      const saved = await post('/api/v1/respondent/save_page_response/', {
        token: respondentToken,
        page: 1,
        answers: page1(),
      });
      expect(saved.statusCode).toBe(200);
      const refused = await post('/api/v1/respondent/save_page_response/', {
        token: respondentToken,
        page: 1,
        answers: [...page1().slice(0, 4), { position: 5, answer: { option: 999_999 } }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(/Question 5/);
      expect(await answerRows(respondent.id)).toHaveLength(6);
      expect((await textRows(respondent.id)).map((row) => row.text)).toEqual(['Magazine']);
    });

    it('checks a save against the survey as the builder last saved it', async () => {
      const survey = await buildSurveyWithQuestions(ctx.database, {
        pages: [[{ type: 8 }, { type: 1, options: [{ score: 4 }, { score: 0 }] }]],
      });
      const respondentToken = await token(survey.survey.uuid);
      const respondent = await respondentOf(respondentToken);
      const [, choice] = survey.pages[0]!.questions;
      const onlyChoice = {
        token: respondentToken,
        page: 1,
        answers: [{ position: 2, answer: { option: choice!.optionIds[0]! } }],
      };
      expect((await post('/api/v1/respondent/save_page_response/', onlyChoice)).json()).toEqual({
        saved: true,
        finished: true,
      });

      // The builder makes the number question required and adds a second page.
      const current = await readBuilderSurvey(ctx.database.db, survey.survey.id);
      const edited = ZBuilderSurveyInput.parse({
        ...current,
        pages: [
          {
            ...current.pages[0]!,
            questions: current.pages[0]!.questions.map((question) =>
              question.type === QUESTION_TYPE.number ? { ...question, required: true } : question,
            ),
          },
          { titles: { nl: 'Extra', en: 'Extra' }, questions: [{ type: 5, texts: { nl: 'Nog iets?', en: 'More?' } }] },
        ],
      });
      await saveBuilderSurvey(ctx.database.db, survey.survey.id, edited);

      const refused = await post('/api/v1/respondent/save_page_response/', onlyChoice);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(/Question 1 is required/);
      const complete = { ...onlyChoice, answers: [{ position: 1, answer: 3 }, ...onlyChoice.answers] };
      expect((await post('/api/v1/respondent/save_page_response/', complete)).json()).toEqual({
        saved: true,
        finished: false,
      });
      expect((await answerRows(respondent.id)).map((row) => row.numberValue).sort()).toEqual([3, 4]);
      const extra = await post('/api/v1/respondent/save_page_response/', {
        token: respondentToken,
        page: 2,
        answers: [{ position: 1, answer: 'Nothing' }],
      });
      expect(extra.json()).toEqual({ saved: true, finished: true });
    });

    it('refuses options of another survey, made-up and expired tokens and unknown pages', async () => {
      const other = await buildSurveyWithQuestions(ctx.database, { pages: [[{ type: 1, options: [{}, {}] }]] });
      const otherToken = await token(other.survey.uuid);
      const foreign = await post('/api/v1/respondent/save_page_response/', {
        token: otherToken,
        page: 1,
        answers: [{ position: 1, answer: { option: built.pages[0]!.questions[0]!.optionIds[0]! } }],
      });
      expect(foreign.statusCode).toBe(400);
      const extraPage = await post('/api/v1/respondent/save_page_response/', {
        token: otherToken,
        page: 2,
        answers: [],
      });
      expect(extraPage.statusCode).toBe(404);

      const madeUp = await post('/api/v1/respondent/save_page_response/', {
        token: 'made-up',
        page: 1,
        answers: page1(),
      });
      expect(madeUp.statusCode).toBe(401);

      const expiredToken = await token();
      const expired = await respondentOf(expiredToken);
      await ctx.database.db
        .update(t.respondents)
        .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(t.respondents.id, expired.id));
      const late = await post('/api/v1/respondent/save_page_response/', {
        token: expiredToken,
        page: 1,
        answers: page1(),
      });
      expect(late.statusCode).toBe(401);
      expect(await answerRows(expired.id)).toHaveLength(0);
    });

    it('refuses tokens and saves for an inactive survey and reports its redirect', async () => {
      const target = await buildSurveyWithQuestions(ctx.database, { pages: [[{ type: 5 }]] });
      const inactive = await buildSurveyWithQuestions(ctx.database, { pages: [[{ type: 5 }]] });
      const earlyToken = await token(inactive.survey.uuid);
      await ctx.database.db
        .update(t.surveys)
        .set({ status: 2, redirectToSurveyId: target.survey.id })
        .where(eq(t.surveys.id, inactive.survey.id));
      const referral = await get(`/api/v1/survey/check_referral/${inactive.survey.uuid}`);
      expect(referral.json()).toEqual({ redirect_to: target.survey.uuid, status: 2 });
      const refused = await post(`/api/v1/respondent/get_respondent_token/${inactive.survey.uuid}/nl`);
      expect(refused.statusCode).toBe(403);
      const save = await post('/api/v1/respondent/save_page_response/', {
        token: earlyToken,
        page: 1,
        answers: [{ position: 1, answer: 'late' }],
      });
      expect(save.statusCode).toBe(403);
      expect(await textRows((await respondentOf(earlyToken)).id)).toHaveLength(0);
    });

    it('rejects malformed bodies with 400', async () => {
      expect(
        (await post('/api/v1/respondent/save_page_response/', { token: 'x', page: 0, answers: [] })).statusCode,
      ).toBe(400);
      expect(
        (
          await post('/api/v1/respondent/save_page_response/', {
            token: 'x',
            page: 1,
            answers: [{ position: 1, answer: { option: 1, extra: true } }],
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('finishing', () => {
    let routed: BuiltSurvey;
    beforeAll(async () => {
      routed = await buildSurveyWithQuestions(ctx.database, {
        pages: [
          [
            {
              type: 11,
              required: true,
              options: [{}, { routeToPage: 3 }, { routeToUrl: 'https://example.org/elsewhere' }],
            },
          ],
          [{ type: 5, required: true }],
          [{ type: 8, required: true }],
        ],
      });
    });
    const start = async () => {
      const respondentToken = await token(routed.survey.uuid);
      const save = async (page: number, answers: object[]) => {
        const response = await post('/api/v1/respondent/save_page_response/', {
          token: respondentToken,
          page,
          answers,
        });
        expect(response.statusCode).toBe(200);
        return response.json().finished as boolean;
      };
      const finishedAt = async () => (await respondentOf(respondentToken)).finishedAt;
      return { respondentToken, save, finishedAt };
    };
    const choose = (index: number) => [
      { position: 1, answer: { option: routed.pages[0]!.questions[0]!.optionIds[index]! } },
    ];

    it('does not finish a respondent who saves only the last page', async () => {
      const { save, finishedAt } = await start();
      expect(await save(3, [{ position: 1, answer: 5 }])).toBe(false);
      expect(await finishedAt()).toBeNull();
      // A page with its required question answered but another page of the route skipped: still not.
      expect(await save(1, choose(0))).toBe(false);
      expect(await save(3, [{ position: 1, answer: 5 }])).toBe(false);
      expect(await finishedAt()).toBeNull();
    });

    it('finishes a respondent who answered every required question on their route', async () => {
      const { save, finishedAt } = await start();
      expect(await save(1, choose(0))).toBe(false);
      expect(await save(2, [{ position: 1, answer: 'Alles' }])).toBe(false);
      expect(await finishedAt()).toBeNull();
      expect(await save(3, [{ position: 1, answer: 5 }])).toBe(true);
      expect(await finishedAt()).toBeInstanceOf(Date);
    });

    it('finishes a route that skips a page with required questions, or leaves for a web address', async () => {
      const skipping = await start();
      expect(await skipping.save(1, choose(1))).toBe(false);
      expect(await skipping.save(3, [{ position: 1, answer: 5 }])).toBe(true);
      expect(await skipping.finishedAt()).toBeInstanceOf(Date);

      const leaving = await start();
      expect(await leaving.save(1, choose(2))).toBe(true);
      expect(await leaving.finishedAt()).toBeInstanceOf(Date);
    });

    it('limits page saves per respondent token', async () => {
      const busy = await start();
      const saveOption = (index: number) =>
        post('/api/v1/respondent/save_page_response/', {
          token: busy.respondentToken,
          page: 1,
          answers: choose(index),
        });
      const responses = [];
      for (let i = 0; i < 60; i++) responses.push(await saveOption(0));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect(responses[0]!.headers['x-ratelimit-limit']).toBe('60');
      expect(responses[0]!.headers['x-ratelimit-remaining']).toBe('59');
      expect(responses[59]!.headers['x-ratelimit-remaining']).toBe('0');
      const refused = await saveOption(1);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: {
          code: 'too_many_requests',
          message: expect.stringMatching(/^Rate limit exceeded, retry in \d+ (seconds?|minute)$/),
        },
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      // The refused save wrote nothing: the first option is still the stored answer.
      const { id } = await respondentOf(busy.respondentToken);
      const stored = await ctx.database.db.select().from(t.answers).where(eq(t.answers.respondentId, id));
      expect(stored.map((row) => row.optionId)).toEqual([routed.pages[0]!.questions[0]!.optionIds[0]]);
      // The last page (read first, then written) is refused the same way.
      const last = await post('/api/v1/respondent/save_page_response/', {
        token: busy.respondentToken,
        page: 3,
        answers: [{ position: 1, answer: 5 }],
      });
      expect(last.statusCode).toBe(429);
      expect(await busy.finishedAt()).toBeNull();
      // Another respondent (from the same address) still saves.
      const other = await start();
      expect(await other.save(1, choose(0))).toBe(false);
    });
  });

  describe('remove-from-mailing', () => {
    it('unsubscribes the address from the mailing lists of that survey only', async () => {
      const other = await buildSurveyWithQuestions(ctx.database, { pages: [[{ type: 5 }]] });
      const lists = await ctx.database.db
        .insert(t.mailingLists)
        .values(
          [built.survey, other.survey].map((survey) => ({
            surveyId: survey.id,
            organizationId: survey.organizationId,
            subject: 'Invitation',
            fromName: 'Clinic',
            fromEmail: 'clinic@example.com',
            title: 'Title',
            message: 'Message',
          })),
        )
        .returning();
      await ctx.database.db.insert(t.recipients).values([
        { mailingListId: lists[0]!.id, email: 'Patient@Example.com' },
        { mailingListId: lists[0]!.id, email: 'someone@example.com' },
        { mailingListId: lists[1]!.id, email: 'patient@example.com' },
      ]);
      const key = await linkSigningKey(ctx.database);
      const signed = (surveyUuid: string, email: string) => ({
        uuid: surveyUuid,
        email,
        sig: unsubscribeSignature(key, surveyUuid, email),
      });
      // Without the link's signature, or with another address's, nobody is unsubscribed.
      for (const body of [
        { uuid, email: 'patient@example.com' },
        { ...signed(uuid, 'someone@example.com'), email: 'patient@example.com' },
        { ...signed(other.survey.uuid, 'patient@example.com'), uuid },
      ]) {
        const refused = await post('/api/v1/remove-from-mailing', body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('invalid_link');
      }
      expect((await ctx.database.db.select().from(t.recipients)).every((row) => !row.unsubscribed)).toBe(true);
      const response = await post('/api/v1/remove-from-mailing', signed(uuid, 'patient@example.com'));
      expect(response.statusCode).toBe(200);
      const rows = await ctx.database.db.select().from(t.recipients);
      const state = rows.map((row) => [
        row.mailingListId === lists[0]!.id ? 'this' : 'other',
        row.email,
        row.unsubscribed,
      ]);
      expect(state).toEqual(
        expect.arrayContaining([
          ['this', 'Patient@Example.com', true],
          ['this', 'someone@example.com', false],
          ['other', 'patient@example.com', false],
        ]),
      );
      const unknown = await post('/api/v1/remove-from-mailing', signed(uuid, 'nobody@example.com'));
      expect(unknown.statusCode).toBe(200);
      const notUuid = await post('/api/v1/remove-from-mailing', signed('abc', 'nobody@example.com'));
      expect(notUuid.statusCode).toBe(200);
    });
  });

  it('limits token requests per address', async () => {
    let status = 200;
    for (let i = 0; i < 35 && status === 200; i++) {
      status = (await post(`/api/v1/respondent/get_respondent_token/${uuid}/nl`)).statusCode;
    }
    expect(status).toBe(429);
  });

  it('limits start-up requests per address', async () => {
    let status = 200;
    for (let i = 0; i < 35 && status === 200; i++) {
      status = (await get(`/api/v1/survey/respondent_start/${uuid}/nl`)).statusCode;
    }
    expect(status).toBe(429);
  });
});
