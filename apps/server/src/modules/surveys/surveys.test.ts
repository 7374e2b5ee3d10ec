import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { findStoredAnswers } from '../respondent/page-answers-store.js';
import { isRouteComplete } from '../respondent/route-completion.js';
import { SurveyStructureCache } from '../respondent/survey-structure-cache.js';
import {
  buildOrganization,
  buildSurveyWithQuestions,
  buildUser,
  loginAs,
  type TestUser,
} from '../../test/factories.js';

describe('survey management API', () => {
  let ctx: TestContext;
  let orgId: number;
  let otherOrgId: number;
  let superadmin: TestUser;
  let admin: TestUser;
  let researcher: TestUser;
  let outsider: TestUser;
  const cookies: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie: cookies[who]! } });

  const count = async (query: ReturnType<typeof sql>) => Number((await ctx.database.query<{ n: string }>(query))[0]!.n);

  const buildSurvey = (organizationId = orgId, locales = ['nl', 'en']) =>
    buildSurveyWithQuestions(ctx.database, {
      organizationId,
      locales,
      pages: [
        [
          { type: 1, options: [{ score: 4 }, { score: 0 }] },
          { type: 2, options: [{}, { isOpen: true }, { excludeOthers: true }] },
          { type: 5 },
        ],
        [{ type: 9 }, { type: 12 }, { type: 10 }, { type: 6 }, { type: 7 }, { type: 8 }],
      ],
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    orgId = (await buildOrganization(ctx.database)).id;
    otherOrgId = (await buildOrganization(ctx.database)).id;
    superadmin = await buildUser(ctx.database, { role: 1, organizationId: orgId });
    admin = await buildUser(ctx.database, { role: 2, organizationId: orgId });
    researcher = await buildUser(ctx.database, { role: 3, organizationId: orgId });
    outsider = await buildUser(ctx.database, { role: 2, organizationId: otherOrgId });
    for (const [name, user] of Object.entries({ superadmin, admin, researcher, outsider })) {
      cookies[name] = await loginAs(ctx.app, user);
    }
  });
  afterAll(() => ctx.close());

  it('lists the surveys a user can see with finished counts', async () => {
    const { survey } = await buildSurvey();
    const foreign = (await buildSurvey(otherOrgId)).survey;
    await ctx.database.query(sql`insert into respondents (survey_id, locale, token_hash, token_expires_at, finished_at)
      values (${survey.id}, 'nl', 'a1', now(), now()), (${survey.id}, 'nl', 'a2', now(), null)`);
    const response = await call('researcher', 'GET', '/api/v1/survey/list');
    expect(response.statusCode).toBe(200);
    const items = response.json<{ id: number; count: number; uuid: string; status: number }[]>();
    const item = items.find((row) => row.id === survey.id)!;
    expect(item).toMatchObject({ uuid: survey.uuid, internal_name: survey.internalName, count: 1, status: 1 });
    expect(items.some((row) => row.id === foreign.id)).toBe(false);
    const all = (await call('superadmin', 'GET', '/api/v1/survey/list')).json<{ id: number }[]>();
    expect(all.some((row) => row.id === foreign.id)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/survey/list' })).statusCode).toBe(401);
  });

  it('creates projects for admins, not researchers', async () => {
    const response = await call('admin', 'POST', '/api/v1/new_project', { projectName: 'Poli' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Poli' });
    expect((await call('admin', 'POST', '/api/v1/new_project', { projectName: '' })).statusCode).toBe(400);
    expect((await call('researcher', 'POST', '/api/v1/new_project', { projectName: 'X' })).statusCode).toBe(403);
  });

  it('reads settings and organisations with tenant rules', async () => {
    const { survey } = await buildSurvey();
    const settings = await call('admin', 'GET', `/api/v1/survey/get_survey_settings/${survey.id}`);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()[0]).toMatchObject({
      internal_name: survey.internalName,
      translation_name: 'Survey nl',
      color: '#3b699c',
      redirect_to: null,
      status: 1,
      uuid: survey.uuid,
      organizationId: orgId,
      organizations: [{ id: orgId }],
    });
    const asSuper = await call('superadmin', 'GET', `/api/v1/survey/organization/${survey.id}`);
    expect(asSuper.json().organizations.map((o: { id: number }) => o.id)).toEqual(
      expect.arrayContaining([orgId, otherOrgId]),
    );
    expect((await call('outsider', 'GET', `/api/v1/survey/get_survey_settings/${survey.id}`)).statusCode).toBe(404);
    expect((await call('researcher', 'GET', `/api/v1/survey/organization/${survey.id}`)).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/v1/survey/get_survey_settings/abc')).statusCode).toBe(400);
  });

  it('edits settings: activation clears the redirect, only superadmins move or redirect', async () => {
    const { survey } = await buildSurvey();
    const target = (await buildSurvey()).survey;
    const url = `/api/v1/survey/edit_survey_settings/${survey.id}`;
    const base = { internal_name: 'Renamed', description: 'D', title: 'T', color: '#112233', organizationId: orgId };
    const redirect = await call('superadmin', 'POST', url, { ...base, status: 2, redirectToSurvey: target.uuid });
    expect(redirect.statusCode).toBe(200);
    let settings = (await call('superadmin', 'GET', `/api/v1/survey/get_survey_settings/${survey.id}`)).json()[0];
    expect(settings).toMatchObject({ internal_name: 'Renamed', translation_name: 'T', description: 'D' });
    expect(settings).toMatchObject({ color: '#112233', status: 2, redirect_to: target.uuid });

    expect((await call('admin', 'POST', url, { ...base, status: 2, redirectToSurvey: null })).statusCode).toBe(403);
    expect((await call('admin', 'POST', url, { ...base, status: 2, organizationId: otherOrgId })).statusCode).toBe(403);
    expect((await call('admin', 'POST', url, { ...base, color: 'red', status: 1 })).statusCode).toBe(400);
    expect((await call('admin', 'POST', url, { ...base, status: 3 })).statusCode).toBe(400);

    expect((await call('admin', 'POST', url, { ...base, status: 1 })).statusCode).toBe(200);
    settings = (await call('admin', 'GET', `/api/v1/survey/get_survey_settings/${survey.id}`)).json()[0];
    expect(settings).toMatchObject({ status: 1, redirect_to: null });

    // The single-button invitation is a setting of the survey; left out of a save it stays as it was.
    expect(settings.single_button_invitation).toBe(false);
    expect((await call('admin', 'POST', url, { ...base, status: 1, singleButtonInvitation: true })).statusCode).toBe(
      200,
    );
    expect((await call('admin', 'POST', url, { ...base, status: 1 })).statusCode).toBe(200);
    settings = (await call('admin', 'GET', `/api/v1/survey/get_survey_settings/${survey.id}`)).json()[0];
    expect(settings.single_button_invitation).toBe(true);

    const move = await call('superadmin', 'POST', url, { ...base, status: 1, organizationId: otherOrgId });
    expect(move.statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/v1/survey/get_survey_settings/${survey.id}`)).statusCode).toBe(404);
  });

  it('generates 40 dummy respondents with valid answers', async () => {
    const built = await buildSurvey(orgId, ['nl', 'de']);
    const id = built.survey.id;
    expect((await call('superadmin', 'POST', '/api/v1/generate', { id, amount: 39, language: 'nl' })).statusCode).toBe(
      400,
    );
    expect((await call('superadmin', 'POST', '/api/v1/generate', { id, amount: 40, language: 'en' })).statusCode).toBe(
      400,
    );
    expect((await call('admin', 'POST', '/api/v1/generate', { id, amount: 40, language: 'nl' })).statusCode).toBe(403);
    const response = await call('superadmin', 'POST', '/api/v1/generate', { id, amount: 40, language: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ generated: 40 });
    expect(
      await count(sql`select count(*) as n from respondents where survey_id = ${id} and is_dummy and locale = 'de'
        and finished_at is not null`),
    ).toBe(40);
    const structure = await new SurveyStructureCache(ctx.database.db).get(id, null);
    const dummies = await ctx.database.query<{ id: string }>(
      sql`select id::text as id from respondents where survey_id = ${id} and is_dummy`,
    );
    for (const dummy of dummies) {
      expect(isRouteComplete(structure, await findStoredAnswers(ctx.database, dummy.id))).toBe(true);
    }
    const [single, multi, text, slider9, slider12, slider10] = built.pages.flatMap((page) => page.questions);
    expect(await count(sql`select count(*) as n from answers where question_id = ${single!.id}`)).toBe(40);
    expect(
      await count(sql`select count(*) as n from answers where question_id in (${single!.id}, ${multi!.id})
        and option_id not in (${sql.join(
          [...single!.optionIds, ...multi!.optionIds].map((o) => sql`${o}`),
          sql`, `,
        )})`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from answer_texts where question_id = ${text!.id}`)).toBe(40);
    for (const [question, min, max] of [
      [slider9!, 1, 10],
      [slider12!, 0, 10],
      [slider10!, 1, 5],
    ] as const) {
      expect(
        await count(sql`select count(*) as n from answers where question_id = ${question.id}
          and number_value between ${min} and ${max}`),
      ).toBe(40);
    }
  });

  it('refuses dummy respondents in a language the survey has no translation for', async () => {
    const { survey } = await buildSurvey(orgId, ['nl', 'en']);
    const response = await call('superadmin', 'POST', '/api/v1/generate', {
      id: survey.id,
      amount: 40,
      language: 'de',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("no 'de' translation");
    expect(await count(sql`select count(*) as n from respondents where survey_id = ${survey.id}`)).toBe(0);
  });

  it('shares a survey with known users only and removes access', async () => {
    const { survey } = await buildSurvey(otherOrgId);
    const share = { surveyId: survey.id, emails: [researcher.email] };
    expect((await call('admin', 'POST', '/api/v1/survey/share', share)).statusCode).toBe(403);
    expect((await call('superadmin', 'POST', '/api/v1/survey/share', { ...share, emails: ['nope'] })).statusCode).toBe(
      400,
    );
    const unknown = await call('superadmin', 'POST', '/api/v1/survey/share', {
      ...share,
      emails: [researcher.email, 'ghost@example.com'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'unknown_users',
      issues: [{ path: 'emails.1', message: expect.stringContaining('ghost@example.com') }],
    });
    expect(unknown.json().error.message).toContain('ghost@example.com');
    expect(
      (await call('researcher', 'GET', '/api/v1/survey/list')).json().some((s: { id: number }) => s.id === survey.id),
    ).toBe(false);

    expect((await call('superadmin', 'POST', '/api/v1/survey/share', share)).statusCode).toBe(200);
    const list = await call('superadmin', 'GET', `/api/v1/survey/share/${survey.id}`);
    expect(list.json()).toEqual({ users: [{ email: researcher.email }] });
    const withAccess = await call('superadmin', 'POST', '/api/v1/survey/get_users_with_access', {
      surveyId: survey.id,
    });
    expect(withAccess.json()).toEqual([{ email: researcher.email, username: researcher.username }]);
    expect(
      (await call('researcher', 'GET', '/api/v1/survey/list')).json().some((s: { id: number }) => s.id === survey.id),
    ).toBe(true);

    const remove = { surveyId: survey.id, email: researcher.email };
    expect((await call('researcher', 'POST', '/api/v1/survey/remove_access', remove)).statusCode).toBe(403);
    expect((await call('superadmin', 'POST', '/api/v1/survey/remove_access', remove)).statusCode).toBe(200);
    expect((await call('superadmin', 'POST', '/api/v1/survey/remove_access', remove)).statusCode).toBe(404);
    expect((await call('superadmin', 'GET', `/api/v1/survey/share/${survey.id}`)).json()).toEqual({ users: [] });
  });

  async function projectId(): Promise<number> {
    return (await call('superadmin', 'POST', '/api/v1/new_project', { projectName: 'Copies' })).json().id;
  }

  it('copies a survey without respondents', async () => {
    const built = await buildSurvey();
    const id = built.survey.id;
    // The copy keeps the report's grouping question.
    await ctx.database.query(sql`update questions set report_group = 'treatment'
      where id = (select min(question_id) from question_options o join questions q on q.id = o.question_id
                  where q.survey_id = ${id} and q.type in (1, 2, 3, 11))`);
    await call('superadmin', 'POST', '/api/v1/generate', { id, amount: 40, language: 'nl' });
    const body = { id, projectId: await projectId(), name: 'Copy', duplicateRespondents: false };
    expect((await call('researcher', 'POST', '/api/v1/survey/duplicate', body)).statusCode).toBe(403);
    expect((await call('superadmin', 'POST', '/api/v1/survey/duplicate', { ...body, name: '' })).statusCode).toBe(400);
    const response = await call('superadmin', 'POST', '/api/v1/survey/duplicate', body);
    expect(response.statusCode).toBe(200);
    const copy = response.json<{ id: number; uuid: string }>();
    expect(copy.uuid).not.toBe(built.survey.uuid);
    const original = (await call('superadmin', 'GET', `/api/v1/survey/builder/${id}`)).json();
    const copied = (await call('superadmin', 'GET', `/api/v1/survey/builder/${copy.id}`)).json();
    expect(copied.internal_name).toBe('Copy');
    expect(copied.translations).toEqual(original.translations);
    const strip = (survey: {
      pages: { titles: object; questions: { texts: object; options: { texts: object }[] }[] }[];
    }) =>
      survey.pages.map((page) => [page.titles, page.questions.map((q) => [q.texts, q.options.map((o) => o.texts)])]);
    expect(strip(copied)).toEqual(strip(original));
    expect(copied.pages[0].questions[0].id).not.toBe(original.pages[0].questions[0].id);
    const groups = (survey: { pages: { questions: { report_group: string | null }[] }[] }) =>
      survey.pages.flatMap((page) => page.questions.map((question) => question.report_group));
    expect(groups(original)).toContain('treatment');
    expect(groups(copied)).toEqual(groups(original));
    expect(await count(sql`select count(*) as n from respondents where survey_id = ${copy.id}`)).toBe(0);
  });

  it('copies a survey with respondents and answers mapped to the new ids', async () => {
    const built = await buildSurvey();
    const id = built.survey.id;
    await call('superadmin', 'POST', '/api/v1/generate', { id, amount: 40, language: 'nl' });
    const body = { id, projectId: await projectId(), name: 'Copy with', duplicateRespondents: true };
    const copy = (await call('superadmin', 'POST', '/api/v1/survey/duplicate', body)).json<{ id: number }>();
    expect(await count(sql`select count(*) as n from respondents where survey_id = ${copy.id}`)).toBe(40);
    const originalAnswers = await count(sql`select count(*) as n from answers where survey_id = ${id}`);
    expect(await count(sql`select count(*) as n from answers where survey_id = ${copy.id}`)).toBe(originalAnswers);
    expect(await count(sql`select count(*) as n from answer_texts where survey_id = ${copy.id}`)).toBe(
      await count(sql`select count(*) as n from answer_texts where survey_id = ${id}`),
    );
    // Every copied answer points at a question and option of the copy, none at the original.
    expect(
      await count(sql`select count(*) as n from answers a join questions q on q.id = a.question_id
        left join question_options o on o.id = a.option_id
        where a.survey_id = ${copy.id} and (q.survey_id <> ${copy.id} or (o.id is not null and o.question_id <> q.id))`),
    ).toBe(0);
  });

  it("copies a survey of another organisation into that organisation's projects", async () => {
    const { survey } = await buildSurvey(otherOrgId);
    const url = `/api/v1/survey/copy_projects/${survey.id}`;
    const created = await call('superadmin', 'POST', '/api/v1/new_project', {
      projectName: 'Foreign copies',
      organizationId: otherOrgId,
    });
    expect(created.statusCode).toBe(200);
    const foreignProject = created.json<{ id: number; name: string }>();
    const ownProject = await projectId();

    const choices = await call('superadmin', 'GET', url);
    expect(choices.statusCode).toBe(200);
    expect(choices.json().organizationId).toBe(otherOrgId);
    const ids = (choices.json().projects as { id: number }[]).map((project) => project.id);
    expect(ids).toContain(foreignProject.id);
    expect(ids).not.toContain(ownProject);
    expect(
      await count(sql`select count(*) as n from projects where id = ${foreignProject.id}
      and organization_id = ${otherOrgId}`),
    ).toBe(1);

    // A project of the superadmin's own organisation would move the copy out of the survey's.
    const body = { id: survey.id, name: 'Foreign copy', duplicateRespondents: false };
    expect(
      (await call('superadmin', 'POST', '/api/v1/survey/duplicate', { ...body, projectId: ownProject })).statusCode,
    ).toBe(400);
    const copy = await call('superadmin', 'POST', '/api/v1/survey/duplicate', {
      ...body,
      projectId: foreignProject.id,
    });
    expect(copy.statusCode).toBe(200);
    expect(
      await count(sql`select count(*) as n from surveys where id = ${copy.json().id}
      and organization_id = ${otherOrgId} and project_id = ${foreignProject.id}`),
    ).toBe(1);

    // Users of another organisation reach neither the projects nor the organisation.
    const ownSurvey = (await buildSurvey()).survey;
    expect((await call('outsider', 'GET', `/api/v1/survey/copy_projects/${ownSurvey.id}`)).statusCode).toBe(403);
    expect((await call('admin', 'GET', url)).statusCode).toBe(403);
    const intrusion = { projectName: 'Intrusion', organizationId: otherOrgId };
    expect((await call('admin', 'POST', '/api/v1/new_project', intrusion)).statusCode).toBe(403);
    expect(await count(sql`select count(*) as n from projects where name = 'Intrusion'`)).toBe(0);
    expect((await call('superadmin', 'GET', '/api/v1/survey/copy_projects/abc')).statusCode).toBe(400);
  });

  it('removes a survey with everything under it', async () => {
    const { survey } = await buildSurvey();
    await call('superadmin', 'POST', '/api/v1/generate', { id: survey.id, amount: 40, language: 'nl' });
    expect((await call('admin', 'POST', '/api/v1/survey/remove_survey', { id: survey.id })).statusCode).toBe(403);
    expect((await call('superadmin', 'POST', '/api/v1/survey/remove_survey', { id: survey.id })).statusCode).toBe(200);
    expect(await count(sql`select count(*) as n from surveys where id = ${survey.id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from answers where survey_id = ${survey.id}`)).toBe(0);
    expect(await count(sql`select count(*) as n from questions where survey_id = ${survey.id}`)).toBe(0);
    expect((await call('superadmin', 'POST', '/api/v1/survey/remove_survey', { id: survey.id })).statusCode).toBe(404);
  });
});
