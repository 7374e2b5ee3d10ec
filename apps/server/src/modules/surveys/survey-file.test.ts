import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSurveyFile } from '@peil/contract/survey-file';
import type { TBuilderSurvey, TBuilderSurveyRequest } from '@peil/contract/surveys';
import * as t from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildOrganization, buildUser, loginAs } from '../../test/factories.js';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SCHEMA_URL = '/api/v1/schemas/survey-file.v1.json';
const SCHEMA_COPY = new URL('../../../../../docs/survey-file.v1.schema.json', import.meta.url);

type TCounts = Record<string, number>;
const CONTENT_TABLES = [
  'surveys',
  'survey_translations',
  'survey_pages',
  'survey_page_texts',
  'questions',
  'question_texts',
  'question_options',
  'option_texts',
];

describe('surveys as files', () => {
  let ctx: TestContext;
  let orgId: number;
  let projectId: number;
  let otherOrgId: number;
  let otherProjectId: number;
  let sourceId: number;
  let dimensionId: number;
  let cookie: string;
  const refusedCookies: Record<string, string> = {};

  const call = (method: 'GET' | 'POST', url: string, payload?: object, who: string | null = cookie) =>
    ctx.app.inject({ method, url, payload, headers: who ? { cookie: who } : {} });
  const exportFile = async (surveyId: number) => {
    const response = await call('GET', `/api/v1/survey/export_file/${surveyId}`);
    expect(response.statusCode).toBe(200);
    return response.json<TSurveyFile>();
  };
  const importFile = (file: unknown, target = { organizationId: otherOrgId, projectId: otherProjectId }) =>
    call('POST', '/api/v1/survey/import_file', { ...target, file });
  const counts = async (): Promise<TCounts> => {
    const result: TCounts = {};
    for (const table of CONTENT_TABLES) {
      const [row] = await ctx.database.query<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      result[table] = row!.n;
    }
    return result;
  };

  const sourceSurvey = (): TBuilderSurveyRequest => ({
    internal_name: 'Travelling survey',
    color: '#1a2b3c',
    logo: `data:image/png;base64,${PNG_1PX}`,
    organizationId: orgId,
    projectId,
    translations: [
      { locale: 'nl', title: 'Titel', description: 'Uitleg', begin_message: 'Welkom', end_message: 'Bedankt' },
      { locale: 'de', title: 'Titel de', description: 'Erklärung', begin_message: 'Hallo', end_message: 'Danke' },
      { locale: 'ar', title: 'عنوان', begin_message: 'مرحبا' },
    ],
    pages: [
      {
        titles: { nl: 'Pagina 1', de: 'Seite 1', ar: 'صفحة 1' },
        questions: [
          {
            type: 1,
            required: true,
            dimension_id: dimensionId,
            importance: 3.25,
            texts: { nl: 'De arts luisterde', de: 'Der Arzt hörte zu', ar: 'استمع الطبيب' },
            options: [
              { texts: { nl: 'Helemaal eens', de: 'Stimme völlig zu', ar: 'أوافق بشدة' }, score: 4 },
              { texts: { nl: 'Neutraal', de: 'Neutral', ar: 'محايد' }, score: 2 },
              { texts: { nl: 'Niet van toepassing', de: 'Nicht zutreffend', ar: 'لا ينطبق' }, score: null },
            ],
          },
          {
            type: 2,
            texts: { nl: 'Wat viel op?', de: 'Was fiel auf?', ar: 'ماذا لاحظت؟' },
            options: [
              { texts: { nl: 'Wachttijd', de: 'Wartezeit', ar: 'وقت الانتظار' } },
              { texts: { nl: 'Anders', de: 'Anderes', ar: 'آخر' }, is_open: true },
              { texts: { nl: 'Niets', de: 'Nichts', ar: 'لا شيء' }, exclude_others: true },
            ],
          },
          {
            type: 11,
            report_group: 'treatment',
            texts: { nl: 'Verder?', de: 'Weiter?', ar: 'متابعة؟' },
            options: [
              { texts: { nl: 'Ja', de: 'Ja', ar: 'نعم' }, route_to_page: 3 },
              { texts: { nl: 'Nee', de: 'Nein', ar: 'لا' }, route_to_url: 'https://example.org/klaar' },
            ],
          },
        ],
      },
      {
        titles: { nl: 'Pagina 2', de: 'Seite 2', ar: 'صفحة 2' },
        questions: [
          {
            type: 12,
            texts: { nl: 'Cijfer', de: 'Note', ar: 'درجة' },
            options: Array.from({ length: 11 }, (_, value) => ({
              texts: {},
              route_to_page: value < 6 ? 3 : null,
            })),
          },
        ],
      },
      {
        titles: { nl: 'Pagina 3', de: 'Seite 3', ar: 'صفحة 3' },
        questions: [{ type: 5, texts: { nl: 'Opmerking', de: 'Bemerkung', ar: 'ملاحظة' } }],
      },
    ],
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    orgId = (await buildOrganization(ctx.database)).id;
    otherOrgId = (await buildOrganization(ctx.database)).id;
    const [project] = await db.insert(t.projects).values({ organizationId: orgId, name: 'Source' }).returning();
    const [otherProject] = await db
      .insert(t.projects)
      .values({ organizationId: otherOrgId, name: 'Target' })
      .returning();
    const [dimension] = await db.insert(t.dimensions).values({ code: 'file-listening', position: 1 }).returning();
    [projectId, otherProjectId, dimensionId] = [project!.id, otherProject!.id, dimension!.id];
    cookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 1, organizationId: orgId }));
    for (const role of [2, 3, 4] as const) {
      refusedCookies[`role ${role}`] = await loginAs(
        ctx.app,
        await buildUser(ctx.database, { role, organizationId: orgId }),
      );
    }
    refusedCookies['admin of another organisation'] = await loginAs(
      ctx.app,
      await buildUser(ctx.database, { role: 2, organizationId: otherOrgId }),
    );

    const created = await call('POST', '/api/v1/survey/builder', sourceSurvey());
    expect(created.statusCode).toBe(200);
    sourceId = created.json().id;
    // Arabic withdrawn in the translations dialog; the file keeps that.
    const offered = await call('POST', '/api/v1/survey/save_offered_translations', {
      surveyId: sourceId,
      translations: ['nl', 'de'],
    });
    expect(offered.statusCode).toBe(200);
    // A respondent with answers: none of it may travel with the file.
    const [respondent] = await db
      .insert(t.respondents)
      .values({ surveyId: sourceId, locale: 'nl', tokenHash: 'file-test', tokenExpiresAt: new Date() })
      .returning();
    const [remark] = await db
      .select({ id: t.questions.id })
      .from(t.questions)
      .where(sql`${t.questions.surveyId} = ${sourceId} and ${t.questions.type} = 5`);
    await db.insert(t.answerTexts).values({
      respondentId: respondent!.id,
      surveyId: sourceId,
      questionId: remark!.id,
      text: 'Secret answer of a respondent',
    });
  });
  afterAll(() => ctx.close());

  it('exports everything the builder stores and nothing of the respondents', async () => {
    const response = await call('GET', `/api/v1/survey/export_file/${sourceId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="survey-${sourceId}.peil-survey.json"`);
    expect(response.body).not.toContain('Secret answer');
    const file = response.json<TSurveyFile>();
    expect(file).toMatchObject({ format: 'peil-survey', version: 1 });
    expect(Date.parse(file.exported_at!)).toBeGreaterThan(Date.now() - 600_000);
    const { survey } = file;
    expect(survey.internal_name).toBe('Travelling survey');
    expect(survey.color).toBe('#1a2b3c');
    expect(survey.logo).toMatch(/^data:image\/png;base64,/);
    expect(survey.translations).toEqual([
      { locale: 'ar', title: 'عنوان', description: '', begin_message: 'مرحبا', end_message: '', offered: false },
      {
        locale: 'de',
        title: 'Titel de',
        description: 'Erklärung',
        begin_message: 'Hallo',
        end_message: 'Danke',
        offered: true,
      },
      {
        locale: 'nl',
        title: 'Titel',
        description: 'Uitleg',
        begin_message: 'Welkom',
        end_message: 'Bedankt',
        offered: true,
      },
    ]);
    const [likert, multiple, routing] = survey.pages[0]!.questions;
    expect(likert).toMatchObject({ type: 1, required: true, dimension: 'file-listening', importance: 3.25 });
    expect([likert, multiple, routing].map((question) => question!.report_group)).toEqual([null, null, 'treatment']);
    expect(likert!.options.map((option) => option.score)).toEqual([4, 2, null]);
    expect(multiple!.options.map((option) => [option.is_open, option.exclude_others])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(routing!.options.map((option) => [option.route_to_page, option.route_to_url])).toEqual([
      [3, null],
      [null, 'https://example.org/klaar'],
    ]);
    const slider = survey.pages[1]!.questions[0]!;
    expect(slider.options.map((option) => option.route_to_page)).toEqual([
      3,
      3,
      3,
      3,
      3,
      3,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(slider.options[7]!.texts).toEqual({ ar: '7', de: '7', nl: '7' });
  });

  it('reproduces the survey exactly on import and export, with new ids and routes to its own pages', async () => {
    const first = await exportFile(sourceId);
    const imported = await importFile(first);
    expect(imported.statusCode).toBe(200);
    const { id: copyId } = imported.json();
    expect(copyId).not.toBe(sourceId);

    const second = await exportFile(copyId);
    const { exported_at: _first, ...firstContent } = first;
    const { exported_at: _second, ...secondContent } = second;
    expect(secondContent).toEqual(firstContent);

    // The builder's view of both: every field equal once ids are replaced by positions.
    const read = async (id: number) => (await call('GET', `/api/v1/survey/builder/${id}`)).json<TBuilderSurvey>();
    const [source, copy] = [await read(sourceId), await read(copyId)];
    expect(copy).toMatchObject({ status: 2, organizationId: otherOrgId, projectId: otherProjectId });
    const ids = (survey: TBuilderSurvey) => [
      ...survey.pages.map((page) => `page ${page.id}`),
      ...survey.pages.flatMap((page) => page.questions.map((question) => `question ${question.id}`)),
      ...survey.pages.flatMap((page) =>
        page.questions.flatMap((question) => question.options.map((option) => `option ${option.id}`)),
      ),
    ];
    const sourceIds = new Set(ids(source));
    expect(ids(copy).filter((id) => sourceIds.has(id))).toEqual([]);
    const withoutIds = (survey: TBuilderSurvey) => {
      const { id: _id, uuid: _uuid, organizationId: _org, projectId: _project, status: _status, ...rest } = survey;
      return {
        ...rest,
        pages: survey.pages.map(({ id: _page, ...page }) => ({
          ...page,
          questions: page.questions.map(({ id: _question, ...question }) => ({
            ...question,
            options: question.options.map(({ id: _option, ...option }) => option),
          })),
        })),
      };
    };
    expect(withoutIds(copy)).toEqual(withoutIds(source));
    // Routes name page numbers, so the copy's routes lead to the copy's own third page.
    const routedPage = copy.pages[copy.pages[0]!.questions[2]!.options[0]!.route_to_page! - 1]!;
    const [owner] = await ctx.database.query<{ survey_id: number }>(
      sql`select survey_id from survey_pages where id = ${routedPage.id}`,
    );
    expect(owner!.survey_id).toBe(copyId);
    const offered = await ctx.database.query<{ locale: string; offered: boolean }>(
      sql`select locale, offered from survey_translations where survey_id = ${copyId} order by locale`,
    );
    expect(offered).toEqual([
      { locale: 'ar', offered: false },
      { locale: 'de', offered: true },
      { locale: 'nl', offered: true },
    ]);
    const [answers] = await ctx.database.query<{ n: number }>(
      sql`select (select count(*) from respondents where survey_id = ${copyId})::int
        + (select count(*) from answer_texts where survey_id = ${copyId})::int as n`,
    );
    expect(answers!.n).toBe(0);
  });

  it('publishes a JSON Schema that accepts an exported file and matches the copy under docs/', async () => {
    const response = await call('GET', SCHEMA_URL, undefined, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/schema+json');
    const schema = response.json();
    const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(schema);
    const file = await exportFile(sourceId);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...file, version: 2 })).toBe(false);
    expect(validate({ ...file, survey: { ...file.survey, pages: [] } })).toBe(false);
    const copy = JSON.parse(fs.readFileSync(SCHEMA_COPY, 'utf8'));
    expect(copy, `docs/survey-file.v1.schema.json is stale: save GET ${SCHEMA_URL} there`).toEqual(schema);
  });

  it('refuses invalid and newer files with 400 naming the field, leaving nothing behind', async () => {
    const file = await exportFile(sourceId);
    const before = await counts();
    const refused = async (candidate: unknown, target?: { organizationId: number; projectId: number }) => {
      const response = await importFile(candidate, target);
      expect(response.statusCode).toBe(400);
      return response.json().error as { message: string; issues: { path: string; code: string; params?: object }[] };
    };

    const notOurs = await refused({ hello: 'world' });
    expect(notOurs.issues).toEqual([expect.objectContaining({ path: 'file.format', code: 'not_survey_file' })]);

    const newer = await refused({ ...file, version: 2, survey: { future: true } });
    expect(newer.issues).toEqual([
      expect.objectContaining({ path: 'file.version', code: 'newer_version', params: { version: 2 } }),
    ]);
    expect(newer.message).toContain('file.version');

    const badType = structuredClone(file);
    badType.survey.pages[0]!.questions[1]!.type = 13;
    const wrongType = await refused(badType);
    expect(wrongType.issues).toEqual([
      expect.objectContaining({ path: 'file.survey.pages.0.questions.1.type', code: 'invalid_field' }),
    ]);
    expect(wrongType.message).toContain('file.survey.pages.0.questions.1.type');

    const missingText = structuredClone(file);
    delete missingText.survey.pages[2]!.questions[0]!.texts.de;
    const missing = await refused(missingText);
    expect(missing.issues).toEqual([
      expect.objectContaining({
        path: 'file.survey.pages.2.questions.0.texts.de',
        code: 'invalid_content',
        params: expect.objectContaining({ problem: 'question_text', locale: 'de' }),
      }),
    ]);

    const foreignDimension = structuredClone(file);
    foreignDimension.survey.pages[0]!.questions[0]!.dimension = 'not-here';
    expect((await refused(foreignDimension)).issues).toEqual([
      expect.objectContaining({
        path: 'file.survey.pages.0.questions.0.dimension',
        code: 'unknown_dimension',
        params: { dimension: 'not-here' },
      }),
    ]);

    const badLogo = structuredClone(file);
    badLogo.survey.logo = Buffer.from('not an image').toString('base64');
    expect((await refused(badLogo)).issues).toEqual([
      expect.objectContaining({ path: 'file.survey.logo', code: 'invalid_content' }),
    ]);

    const wrongProject = await refused(file, { organizationId: otherOrgId, projectId });
    expect(wrongProject.issues).toEqual([expect.objectContaining({ path: 'projectId', code: 'project' })]);

    expect(await counts()).toEqual(before);
  });

  it('writes an import in one transaction: a failure half-way leaves no part of the survey', async () => {
    const file = await exportFile(sourceId);
    file.survey.internal_name = 'Half written';
    file.survey.pages[2]!.questions[0]!.texts.nl = 'Fails when stored';
    // A database failure on the last page's question text, after the survey, its translations,
    // the first pages, their questions and options have been written.
    await ctx.database.query(
      sql.raw(`create function refuse_marked_text() returns trigger language plpgsql as $$
      begin
        if new.text = 'Fails when stored' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await ctx.database.query(
      sql.raw(`create trigger refuse_marked_text before insert on question_texts
        for each row execute function refuse_marked_text()`),
    );
    try {
      const before = await counts();
      const response = await importFile(file);
      expect(response.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
      const [named] = await ctx.database.query<{ n: number }>(
        sql`select count(*)::int as n from surveys where internal_name = 'Half written'`,
      );
      expect(named!.n).toBe(0);
    } finally {
      await ctx.database.query(sql.raw('drop trigger refuse_marked_text on question_texts'));
      await ctx.database.query(sql.raw('drop function refuse_marked_text'));
    }
    file.survey.pages[2]!.questions[0]!.texts.nl = 'Stored now';
    expect((await importFile(file)).statusCode).toBe(200);
  });

  it('lists every organisation with its projects as import targets', async () => {
    const response = await call('GET', '/api/v1/survey/import_targets');
    expect(response.statusCode).toBe(200);
    const { organizations } = response.json<{ organizations: { id: number; projects: { name: string }[] }[] }>();
    expect(organizations.find((organization) => organization.id === otherOrgId)?.projects).toEqual([
      { id: otherProjectId, name: 'Target' },
    ]);
  });

  it('refuses lower roles and other organisations, and asks for a session', async () => {
    const file = await exportFile(sourceId);
    const before = await counts();
    const requests = [
      ['GET', `/api/v1/survey/export_file/${sourceId}`, undefined],
      ['GET', '/api/v1/survey/import_targets', undefined],
      ['POST', '/api/v1/survey/import_file', { organizationId: orgId, projectId, file }],
    ] as const;
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, payload, null)).statusCode, `${url} without a session`).toBe(401);
      for (const [who, refusedCookie] of Object.entries(refusedCookies)) {
        expect((await call(method, url, payload, refusedCookie)).statusCode, `${url} for ${who}`).toBe(403);
      }
    }
    expect(await counts()).toEqual(before);
  });
});
