import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TBuilderSurvey, TBuilderSurveyRequest } from '@peil/contract/surveys';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildOrganization, buildUser, loginAs } from '../../test/factories.js';
import sharp from 'sharp';
import { logoProblems } from '../../lib/logo-validation.js';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('survey builder', () => {
  let ctx: TestContext;
  let orgId: number;
  let cookie: string;
  let researcherCookie: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, who = cookie) =>
    ctx.app.inject({ method, url, payload, headers: { cookie: who } });

  const surveyInput = (): TBuilderSurveyRequest => ({
    internal_name: 'Builder survey',
    color: '#123456',
    logo: `data:image/png;base64,${PNG_1PX}`,
    organizationId: orgId,
    translations: [
      { locale: 'nl', title: 'Titel', begin_message: 'Welkom', end_message: 'Bedankt' },
      { locale: 'de', title: 'Titel de' },
    ],
    pages: [
      {
        titles: { nl: 'Pagina 1', de: 'Seite 1' },
        questions: [
          {
            type: 11,
            required: true,
            texts: { nl: 'Komt u terug?', de: 'Kommen Sie wieder?' },
            options: [
              { texts: { nl: 'Ja', de: 'Ja' }, route_to_page: 2 },
              { texts: { nl: 'Misschien', de: 'Vielleicht' }, score: 2 },
              { texts: { nl: 'Niet van toepassing', de: 'Nicht zutreffend' } },
            ],
          },
          { type: 5, texts: { nl: 'Opmerking', de: 'Bemerkung' } },
        ],
      },
      {
        titles: { nl: 'Pagina 2', de: 'Seite 2' },
        questions: [{ type: 9, importance: 3.5, texts: { nl: 'Cijfer', de: 'Note' } }],
      },
    ],
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    orgId = (await buildOrganization(ctx.database)).id;
    cookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 1, organizationId: orgId }));
    researcherCookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId: orgId }));
  });
  afterAll(() => ctx.close());

  it('creates and reads back a whole survey, scoring only options that form a Likert scale', async () => {
    const created = await call('POST', '/api/v1/survey/builder', surveyInput());
    expect(created.statusCode).toBe(200);
    const { id, uuid } = created.json();
    const survey = (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    expect(survey).toMatchObject({ id, uuid, internal_name: 'Builder survey', color: '#123456', status: 1 });
    expect(survey.translations.map((t) => t.locale)).toEqual(['de', 'nl']);
    expect(survey.translations[1]).toMatchObject({ title: 'Titel', begin_message: 'Welkom', end_message: 'Bedankt' });
    expect(survey.pages.map((page) => page.titles)).toEqual([
      { nl: 'Pagina 1', de: 'Seite 1' },
      { nl: 'Pagina 2', de: 'Seite 2' },
    ]);
    const [routing, remark] = survey.pages[0]!.questions;
    expect(routing).toMatchObject({ type: 11, required: true, importance: 1, texts: { nl: 'Komt u terug?' } });
    // 'Ja' among options that are no scale gets no score; the explicit 2 is kept.
    expect(routing!.options.map((o) => [o.score, o.route_to_page])).toEqual([
      [null, 2],
      [2, null],
      [null, null],
    ]);
    expect(remark!.options).toEqual([]);
    expect(survey.pages[1]!.questions[0]).toMatchObject({ type: 9, importance: 3.5 });
    expect((await call('GET', `/api/v1/survey/builder/${id}`, undefined, researcherCookie)).statusCode).toBe(403);
  });

  it('scores a Likert scale and leaves a yes/no question unscored', async () => {
    const input = surveyInput();
    input.pages[0]!.questions = [
      {
        type: 1,
        texts: { nl: 'Tevreden?', de: 'Zufrieden?' },
        options: [
          { texts: { nl: 'Helemaal eens', de: 'Stimme voll und ganz zu' } },
          { texts: { nl: 'Eens', de: 'Stimme zu' } },
          { texts: { nl: 'Neutraal', de: 'Neutral' } },
          { texts: { nl: 'Oneens', de: 'Stimme nicht zu' } },
          { texts: { nl: 'Helemaal oneens', de: 'Stimme überhaupt nicht zu' } },
          { texts: { nl: 'Niet van toepassing', de: 'Nicht zutreffend' } },
        ],
      },
      {
        type: 1,
        texts: { nl: 'Eerder hier?', de: 'Schon einmal hier?' },
        options: [{ texts: { nl: 'Ja', de: 'Ja' } }, { texts: { nl: 'Nee', de: 'Nein' } }],
      },
    ];
    const created = await call('POST', '/api/v1/survey/builder', input);
    expect(created.statusCode).toBe(200);
    const survey = (await call('GET', `/api/v1/survey/builder/${created.json().id}`)).json<TBuilderSurvey>();
    const [scale, yesNo] = survey.pages[0]!.questions;
    expect(scale!.options.map((o) => o.score)).toEqual([4, 3, 2, 1, 0, null]);
    expect(yesNo!.options.map((o) => o.score)).toEqual([null, null]);
  });

  it('keeps a route to the next page and to the end of the survey, and refuses one beyond the end', async () => {
    const input = surveyInput();
    const options = input.pages[0]!.questions[0]!.options!;
    options[0]!.route_to_page = 2;
    options[1]!.route_to_page = 3;
    const created = await call('POST', '/api/v1/survey/builder', input);
    expect(created.statusCode).toBe(200);
    const survey = (await call('GET', `/api/v1/survey/builder/${created.json().id}`)).json<TBuilderSurvey>();
    expect(survey.pages[0]!.questions[0]!.options.map((o) => o.route_to_page)).toEqual([2, 3, null]);
    options[1]!.route_to_page = 4;
    const refused = await call('POST', '/api/v1/survey/builder', input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('routes to page 4, which does not exist');
  });

  it('lists every problem: missing texts, routing to missing pages, bad logos', async () => {
    const input = surveyInput();
    delete (input.pages[0]!.questions[1]!.texts as { de?: string }).de;
    input.pages[0]!.questions[0]!.options![0]!.route_to_page = 7;
    const response = await call('POST', '/api/v1/survey/builder', input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Page 1, question 2 has no text in de.');
    expect(response.json().error.message).toContain('routes to page 7, which does not exist');
    const badLogo = await call('POST', '/api/v1/survey/builder', {
      ...surveyInput(),
      logo: Buffer.from('hello').toString('base64'),
    });
    expect(badLogo.statusCode).toBe(400);
    expect(logoProblems(PNG_1PX)).toEqual([]);
    expect(logoProblems('not base64!')).toEqual(['The logo is not base64.']);
    expect((await call('POST', '/api/v1/survey/builder', { ...surveyInput(), color: 'blue' })).statusCode).toBe(400);
  });

  it('refuses a logo over 4096 pixels a side and stores the pixels of a mislabelled one as PNG', async () => {
    const image = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#3b699c' } });
    const huge = await image(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    const refused = await call('POST', '/api/v1/survey/builder', {
      ...surveyInput(),
      logo: `data:image/png;base64,${huge.toString('base64')}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      expect.objectContaining({ code: 'logo', path: 'logo', message: expect.stringContaining('8000×8000') }),
    ]);

    const gif = await image(9, 4).gif().toBuffer();
    const created = await call('POST', '/api/v1/survey/builder', {
      ...surveyInput(),
      logo: `data:text/html;base64,${gif.toString('base64')}`,
    });
    expect(created.statusCode).toBe(200);
    const survey = (await call('GET', `/api/v1/survey/builder/${created.json().id}`)).json<TBuilderSurvey>();
    expect(survey.logo).toMatch(/^data:image\/png;base64,/);
    const stored = await sharp(Buffer.from(survey.logo!.split(',')[1]!, 'base64')).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 9, 4]);
    // Saved again unchanged, the stored logo is kept as it is rather than encoded once more.
    const again = await call('POST', `/api/v1/survey/builder/${created.json().id}`, {
      ...surveyInput(),
      logo: survey.logo,
    });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/survey/builder/${created.json().id}`)).json<TBuilderSurvey>().logo).toBe(
      survey.logo,
    );
  });

  it('keeps question ids on save and archives removed questions that have answers', async () => {
    const { id } = (await call('POST', '/api/v1/survey/builder', surveyInput())).json();
    const first = (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    const [routing, remark] = first.pages[0]!.questions;
    const slider = first.pages[1]!.questions[0]!;
    await ctx.database.query(sql`insert into respondents (id, survey_id, locale, token_hash, token_expires_at)
      values (9001, ${id}, 'nl', 'builder-test', now())`);
    await ctx.database.query(sql`insert into answers (respondent_id, survey_id, question_id, option_id, number_value)
      values (9001, ${id}, ${routing!.id}, ${routing!.options[0]!.id}, 4), (9001, ${id}, ${slider.id}, null, 7)`);

    // Drop the answered slider and the unanswered remark; edit the routing question's text.
    const next = {
      ...surveyInput(),
      pages: [{ ...first.pages[0]!, questions: [{ ...routing!, texts: { nl: 'Nieuw', de: 'Neu' } }] }],
    };
    next.pages[0]!.questions[0]!.options.forEach((option) => (option.route_to_page = null));
    const saved = await call('POST', `/api/v1/survey/builder/${id}`, next);
    expect(saved.statusCode).toBe(200);
    const second = (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    expect(second.pages).toHaveLength(1);
    expect(second.pages[0]!.questions.map((q) => q.id)).toEqual([routing!.id]);
    expect(second.pages[0]!.questions[0]!.texts).toEqual({ nl: 'Nieuw', de: 'Neu' });
    expect(second.pages[0]!.questions[0]!.options.map((o) => o.id)).toEqual(routing!.options.map((o) => o.id));
    const archived = await ctx.database.query<{ id: number; page_id: number | null; archived: boolean }>(
      sql`select id, page_id, archived_at is not null as archived from questions where id in (${slider.id}, ${remark!.id})`,
    );
    expect(archived).toEqual([{ id: slider.id, page_id: null, archived: true }]);
    expect(
      Number(
        (
          await ctx.database.query<{ n: string }>(
            sql`select count(*) as n from answers where question_id = ${slider.id}`,
          )
        )[0]!.n,
      ),
    ).toBe(1);
  });

  it('gives a 0-10 routing slider one routed option per value, with the value as its text', async () => {
    const input = surveyInput();
    const values = Array.from({ length: 11 }, (_, value) => ({
      texts: {},
      is_open: true,
      score: 3,
      route_to_page: value >= 9 ? 2 : null,
      route_to_url: value === 0 ? 'https://example.com/low' : null,
    }));
    input.pages[0]!.questions.push({
      type: 12,
      texts: { nl: 'Hoe waarschijnlijk?', de: 'Wie wahrscheinlich?' },
      options: values,
    });
    const created = await call('POST', '/api/v1/survey/builder', input);
    expect(created.statusCode).toBe(200);
    const survey = (await call('GET', `/api/v1/survey/builder/${created.json().id}`)).json<TBuilderSurvey>();
    const slider = survey.pages[0]!.questions[2]!;
    expect(slider.options.map((option) => option.texts)).toEqual(
      Array.from({ length: 11 }, (_, value) => ({ nl: String(value), de: String(value) })),
    );
    expect(slider.options.map((option) => option.route_to_page)).toEqual([...Array(9).fill(null), 2, 2]);
    expect(slider.options[0]).toMatchObject({ route_to_url: 'https://example.com/low', is_open: false, score: null });

    const tooFew = surveyInput();
    tooFew.pages[0]!.questions.push({ type: 12, texts: { nl: 'x', de: 'x' }, options: values.slice(0, 5) });
    const refused = await call('POST', '/api/v1/survey/builder', tooFew);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('exactly 11');
  });

  it('archives an answered question whose answered option is removed or whose type changes, and saves it anew', async () => {
    const { id } = (await call('POST', '/api/v1/survey/builder', surveyInput())).json();
    const first = (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    const routing = first.pages[0]!.questions[0]!;
    const slider = first.pages[1]!.questions[0]!;
    await ctx.database.query(sql`insert into respondents (id, survey_id, locale, token_hash, token_expires_at)
      values (9002, ${id}, 'nl', 'builder-test-2', now())`);
    await ctx.database.query(sql`insert into answers (respondent_id, survey_id, question_id, option_id, number_value)
      values (9002, ${id}, ${routing.id}, ${routing.options[0]!.id}, 4), (9002, ${id}, ${slider.id}, null, 7)`);

    const { id: _id, uuid: _uuid, ...next } = structuredClone(first);
    // Drop the answered first option of the routing question; make the answered slider a text question.
    next.pages[0]!.questions[0]!.options.shift();
    Object.assign(next.pages[1]!.questions[0]!, { type: 5 });
    const saved = await call('POST', `/api/v1/survey/builder/${id}`, next);
    expect(saved.statusCode).toBe(200);

    const second = (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    const newRouting = second.pages[0]!.questions[0]!;
    const newText = second.pages[1]!.questions[0]!;
    expect(newRouting.id).not.toBe(routing.id);
    expect(newRouting.options.map((o) => o.texts.nl)).toEqual(['Misschien', 'Niet van toepassing']);
    expect(newRouting.options.map((o) => o.id)).not.toContain(routing.options[1]!.id);
    expect(newText).toMatchObject({ type: 5, texts: { nl: 'Cijfer' } });
    expect(newText.id).not.toBe(slider.id);
    // The old questions keep their options and answers, archived off their pages.
    const archived = await ctx.database.query<{ id: number; type: number; archived: boolean; options: string }>(
      sql`select q.id, q.type, q.archived_at is not null as archived,
            (select count(*) from question_options o where o.question_id = q.id) as options
          from questions q where q.id in (${routing.id}, ${slider.id}) order by q.id`,
    );
    expect(archived.map((row) => [row.id, row.type, row.archived, Number(row.options)])).toEqual([
      [routing.id, 11, true, 3],
      [slider.id, 9, true, 0],
    ]);
    const answers = await ctx.database.query<{ n: string }>(
      sql`select count(*) as n from answers where question_id in (${routing.id}, ${slider.id})`,
    );
    expect(Number(answers[0]!.n)).toBe(2);

    // An unanswered option is simply removed, and an unanswered question keeps its id on a type change.
    const { id: _id2, uuid: _uuid2, ...third } = structuredClone(second);
    third.pages[0]!.questions[0]!.options.pop();
    Object.assign(third.pages[0]!.questions[1]!, { type: 4 });
    expect((await call('POST', `/api/v1/survey/builder/${id}`, third)).statusCode).toBe(200);
    const after = (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    expect(after.pages[0]!.questions.map((q) => q.id)).toEqual(second.pages[0]!.questions.map((q) => q.id));
    expect(after.pages[0]!.questions[0]!.options.map((o) => o.id)).toEqual([newRouting.options[0]!.id]);
  });

  it('marks a 0-10 slider as the Net Promoter question, and refuses the mark on any other type', async () => {
    const input = surveyInput();
    input.pages[0]!.questions.push({ type: 12, is_nps: true, texts: { nl: 'Aanbevelen?', de: 'Empfehlen?' } });
    const created = await call('POST', '/api/v1/survey/builder', input);
    expect(created.statusCode).toBe(200);
    const survey = (await call('GET', `/api/v1/survey/builder/${created.json().id}`)).json<TBuilderSurvey>();
    expect(survey.pages[0]!.questions.map((question) => question.is_nps)).toEqual([false, false, true]);

    const wrongType = surveyInput();
    wrongType.pages[1]!.questions[0]!.is_nps = true;
    const refused = await call('POST', '/api/v1/survey/builder', wrongType);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      expect.objectContaining({
        code: 'nps_type',
        path: 'pages.1.questions.0.is_nps',
        params: { page: 2, question: 1 },
      }),
    ]);
  });

  it('marks a choice question as the report grouping question, one per kind, and refuses other types', async () => {
    const input = surveyInput();
    input.pages[0]!.questions[0]!.report_group = 'treatment';
    input.pages[0]!.questions.push({
      type: 3,
      report_group: 'location',
      texts: { nl: 'Locatie?', de: 'Standort?' },
      options: [{ texts: { nl: 'Lab', de: 'Labor' } }, { texts: { nl: 'Satelliet', de: 'Satellit' } }],
    });
    const created = await call('POST', '/api/v1/survey/builder', input);
    expect(created.statusCode).toBe(200);
    const survey = (await call('GET', `/api/v1/survey/builder/${created.json().id}`)).json<TBuilderSurvey>();
    expect(survey.pages[0]!.questions.map((question) => question.report_group)).toEqual([
      'treatment',
      null,
      'location',
    ]);

    // An open text question has no answers to group by; a second treatment question is one too many.
    const refusedInput = surveyInput();
    refusedInput.pages[0]!.questions[0]!.report_group = 'treatment';
    refusedInput.pages[0]!.questions[1]!.report_group = 'location';
    refusedInput.pages[1]!.questions.push({
      type: 1,
      report_group: 'treatment',
      texts: { nl: 'Behandeling?', de: 'Behandlung?' },
      options: [{ texts: { nl: 'IVF', de: 'IVF' } }],
    });
    const before = await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from surveys`);
    const refused = await call('POST', '/api/v1/survey/builder', refusedInput);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      expect.objectContaining({
        code: 'report_group_type',
        path: 'pages.0.questions.1.report_group',
        params: { page: 1, question: 2 },
      }),
      expect.objectContaining({
        code: 'report_group_twice',
        path: 'pages.1.questions.1.report_group',
        params: { page: 2, question: 2, group: 'treatment' },
      }),
    ]);
    expect(await ctx.database.query(sql`select count(*)::int as n from surveys`)).toEqual(before);
    // Not a kind the report knows.
    const unknown = surveyInput();
    (unknown.pages[0]!.questions[0] as { report_group: string }).report_group = 'ward';
    expect((await call('POST', '/api/v1/survey/builder', unknown)).statusCode).toBe(400);
  });

  it('names every refused problem with a code and its place, for the builder to translate', async () => {
    const input = surveyInput();
    input.translations[1]!.title = ' ';
    input.pages[0]!.questions[0]!.options![0]!.texts = { nl: 'Ja' };
    input.pages[0]!.questions[0]!.options![0]!.route_to_page = 9;
    const response = await call('POST', '/api/v1/survey/builder', input);
    expect(response.statusCode).toBe(400);
    const { issues } = response.json().error as { issues: { code: string; params: object }[] };
    expect(issues.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'survey_title', params: { locale: 'de' } },
      { code: 'option_text', params: { page: 1, question: 1, option: 1, locale: 'de' } },
      { code: 'missing_route', params: { page: 1, question: 1, option: 1 } },
    ]);
  });

  it("puts the survey in a project of its organisation, and refuses another organisation's project", async () => {
    const own = (await call('POST', '/api/v1/new_project', { projectName: 'Poli', organizationId: orgId })).json();
    const otherOrg = (await buildOrganization(ctx.database)).id;
    const foreign = (
      await call('POST', '/api/v1/new_project', { projectName: 'Elders', organizationId: otherOrg })
    ).json();
    const created = await call('POST', '/api/v1/survey/builder', { ...surveyInput(), projectId: own.id });
    expect(created.statusCode).toBe(200);
    const survey = (await call('GET', `/api/v1/survey/builder/${created.json().id}`)).json<TBuilderSurvey>();
    expect(survey.projectId).toBe(own.id);

    const refused = await call('POST', '/api/v1/survey/builder', { ...surveyInput(), projectId: foreign.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([expect.objectContaining({ code: 'project', path: 'projectId' })]);
  });

  it('leaves the previous version intact when a save fails half-way', async () => {
    const { id } = (await call('POST', '/api/v1/survey/builder', surveyInput())).json();
    const before = (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    const broken = structuredClone<TBuilderSurvey>(before);
    broken.internal_name = 'Should not stick';
    broken.pages[0]!.questions.pop();
    // Only the foreign key on dimension_id catches this, after earlier statements already ran.
    broken.pages[1]!.questions[0]!.dimension_id = 999_999;
    const { id: _id, uuid: _uuid, ...payload } = broken;
    const response = await call('POST', `/api/v1/survey/builder/${id}`, payload);
    expect(response.statusCode).toBe(400);
    const after = (await call('GET', `/api/v1/survey/builder/${id}`)).json();
    expect(after).toEqual(before);
  });

  it('refuses ids of questions from another survey', async () => {
    const { id: a } = (await call('POST', '/api/v1/survey/builder', surveyInput())).json();
    const { id: b } = (await call('POST', '/api/v1/survey/builder', surveyInput())).json();
    const other = (await call('GET', `/api/v1/survey/builder/${a}`)).json<TBuilderSurvey>();
    const input = surveyInput();
    (input.pages[1]!.questions[0] as { id?: number }).id = other.pages[1]!.questions[0]!.id;
    const response = await call('POST', `/api/v1/survey/builder/${b}`, input);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('does not belong to this survey');
  });

  it('withdraws a language from respondents in the translations dialog and keeps it withdrawn on a builder save', async () => {
    const { id, uuid } = (await call('POST', '/api/v1/survey/builder', surveyInput())).json();
    const offeredToRespondents = async () =>
      (await call('GET', `/api/v1/survey/get_survey_translations/${uuid}`)).json();
    expect(await offeredToRespondents()).toEqual(['nl', 'de']);
    const choices = (await call('GET', `/api/v1/survey/translation_choices/${id}`)).json<
      {
        locale: string;
        offered: boolean;
        has_texts: boolean;
      }[]
    >();
    // All 13 translation codes are offered for choosing, not only the two the survey has.
    expect(choices).toHaveLength(13);
    expect(choices.filter((choice) => choice.has_texts)).toEqual([
      { locale: 'nl', offered: true, has_texts: true },
      { locale: 'de', offered: true, has_texts: true },
    ]);
    expect(choices.find((choice) => choice.locale === 'fr')).toEqual({
      locale: 'fr',
      offered: false,
      has_texts: false,
    });

    const saved = await call('POST', '/api/v1/survey/save_offered_translations', {
      surveyId: id,
      translations: ['de'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ has_texts: boolean }[]>().filter((choice) => choice.has_texts)).toEqual([
      { locale: 'nl', offered: false, has_texts: true },
      { locale: 'de', offered: true, has_texts: true },
    ]);
    expect(await offeredToRespondents()).toEqual(['de']);
    // A respondent link in the withdrawn language is served the offered one.
    const page = await call('POST', '/api/v1/survey/get_translated_survey_pages', { id: uuid, locale: 'nl' });
    expect(page.json()[0].title).toBe('Seite 1');

    const { id: _id, uuid: _uuid, ...again } = (await call('GET', `/api/v1/survey/builder/${id}`)).json();
    expect((await call('POST', `/api/v1/survey/builder/${id}`, again)).statusCode).toBe(200);
    expect(await offeredToRespondents()).toEqual(['de']);

    const none = await call('POST', '/api/v1/survey/save_offered_translations', { surveyId: id, translations: [] });
    expect(none.statusCode).toBe(400);
    // A new language starts as a copy of the Dutch texts, offered at once and complete for the builder.
    const added = await call('POST', '/api/v1/survey/save_offered_translations', {
      surveyId: id,
      translations: ['de', 'en'],
    });
    expect(added.statusCode).toBe(200);
    expect(await offeredToRespondents()).toEqual(['en', 'de']);
    const english = (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    expect(english.translations.find((row) => row.locale === 'en')).toMatchObject({ title: 'Titel' });
    expect(english.pages[0]!.titles.en).toBe('Pagina 1');
    expect(english.pages[0]!.questions[0]!.texts.en).toBe('Komt u terug?');
    expect(english.pages[0]!.questions[0]!.options[0]!.texts.en).toBe('Ja');
    const byResearcher = await call(
      'POST',
      '/api/v1/survey/save_offered_translations',
      { surveyId: id, translations: ['nl'] },
      researcherCookie,
    );
    expect(byResearcher.statusCode).toBe(403);
  });
});
