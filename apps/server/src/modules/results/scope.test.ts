import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildOrganization, buildUser } from '../../test/factories.js';
import * as t from '../../db/schema.js';
import { buildProject, buildSurvey, sessionCookieFor } from '../../test/results-fixture.js';

describe('dashboard survey lists and record access per role', () => {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};
  const surveyIds: Record<string, number> = {};
  const projectIds: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const { database } = ctx;
    const orgA = await buildOrganization(database);
    const orgB = await buildOrganization(database);
    const orgC = await buildOrganization(database);
    projectIds.a1 = await buildProject(database, orgA.id, 'A one');
    projectIds.a2 = await buildProject(database, orgA.id, 'A two');
    projectIds.b1 = await buildProject(database, orgB.id, 'B one');
    const pages = [{ title: { en: 'Page' }, questions: [{ key: 'grade', type: 9, text: { en: 'Grade' } }] }];
    surveyIds.a1 = (
      await buildSurvey(database, { organizationId: orgA.id, projectId: projectIds.a1, internalName: 'A1', pages })
    ).id;
    surveyIds.a2 = (
      await buildSurvey(database, { organizationId: orgA.id, projectId: projectIds.a2, internalName: 'A2', pages })
    ).id;
    surveyIds.b1 = (
      await buildSurvey(database, { organizationId: orgB.id, projectId: projectIds.b1, internalName: 'B1', pages })
    ).id;
    surveyIds.c1 = (await buildSurvey(database, { organizationId: orgC.id, internalName: 'C1', pages })).id;

    const users = {
      superadmin: await buildUser(database, { role: 1, organizationId: orgC.id }),
      adminA: await buildUser(database, { role: 2, organizationId: orgA.id }),
      researcherA: await buildUser(database, { role: 3, organizationId: orgA.id }),
      observerA: await buildUser(database, { role: 4, organizationId: orgA.id }),
      adminB: await buildUser(database, { role: 2, organizationId: orgB.id }),
      adminBWithAccessToC: await buildUser(database, { role: 2, organizationId: orgB.id }),
    };
    await database.db.insert(t.observerProjectAccess).values({ userId: users.observerA.id, projectId: projectIds.a1 });
    await database.db
      .insert(t.userAdminAccess)
      .values({ userId: users.adminBWithAccessToC.id, organizationId: orgC.id });
    await database.db.insert(t.surveyShares).values({ userId: users.researcherA.id, surveyId: surveyIds.b1 });
    for (const [name, user] of Object.entries(users)) cookies[name] = await sessionCookieFor(database, user.id);
  });
  afterAll(() => ctx.close());

  async function visibleSurveys(user: string, url = '/api/v1/dashboard/projectssummary'): Promise<string[]> {
    const response = await ctx.app.inject({ method: 'POST', url, headers: { cookie: cookies[user]! } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().surveys.map((survey: { survey_name: string }) => survey.survey_name);
  }

  it('lists each role only its own surveys, ordered by id', async () => {
    expect(await visibleSurveys('superadmin')).toEqual(['A1', 'A2', 'B1', 'C1']);
    expect(await visibleSurveys('adminA')).toEqual(['A1', 'A2']);
    expect(await visibleSurveys('researcherA')).toEqual(['A1', 'A2', 'B1']);
    expect(await visibleSurveys('observerA')).toEqual(['A1']);
    expect(await visibleSurveys('adminB')).toEqual(['B1']);
    expect(await visibleSurveys('adminBWithAccessToC')).toEqual(['B1', 'C1']);
    expect(await visibleSurveys('observerA', '/api/v1/dashboard/surveys')).toEqual(['A1']);
  });

  it('gives the summary fields of the spec', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/projectssummary',
      headers: { cookie: cookies.observerA! },
    });
    const [summary] = response.json().surveys;
    expect(summary).toEqual({
      survey_id: surveyIds.a1,
      survey_name: 'A1',
      project_name: 'A one',
      uuid: expect.any(String),
    });
    expect(summary.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists projects of the own organisations, with and without the trailing slash', async () => {
    for (const url of ['/api/v1/dashboard/projects', '/api/v1/dashboard/projects/']) {
      const admin = await ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies.adminA! } });
      expect(admin.json().projects.map((project: { name: string }) => project.name)).toEqual(['A one', 'A two']);
    }
    const observer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/projects',
      headers: { cookie: cookies.observerA! },
    });
    expect(observer.json()).toEqual({ projects: [{ id: projectIds.a1, name: 'A one' }] });
  });

  it('refuses results of surveys outside the scope with 404 and without a session with 401', async () => {
    const results = (user: string | null, surveyId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/survey/get_survey_results/${surveyId}`,
        headers: user ? { cookie: cookies[user]! } : {},
        payload: {},
      });
    expect((await results('observerA', surveyIds.a1!)).statusCode).toBe(200);
    expect((await results('observerA', surveyIds.a2!)).statusCode).toBe(404);
    expect((await results('adminB', surveyIds.a1!)).statusCode).toBe(404);
    expect((await results('researcherA', surveyIds.b1!)).statusCode).toBe(200);
    expect((await results('superadmin', surveyIds.b1!)).statusCode).toBe(200);
    expect((await results(null, surveyIds.a1!)).statusCode).toBe(401);
    const count = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/survey/get_number_of_respondents',
      headers: { cookie: cookies.adminB! },
      payload: { surveyId: surveyIds.a1 },
    });
    expect(count.statusCode).toBe(404);
    const languages = (user: string, surveyId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/survey/get_survey_translations_with_respondent_count/${surveyId}`,
        headers: { cookie: cookies[user]! },
        payload: { filter: [] },
      });
    expect((await languages('observerA', surveyIds.a1!)).statusCode).toBe(200);
    expect((await languages('observerA', surveyIds.a2!)).statusCode).toBe(404);
    expect((await languages('adminB', surveyIds.a1!)).statusCode).toBe(404);
    const excel = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/excel',
      headers: { cookie: cookies.adminB! },
      payload: { surveyId: surveyIds.a1, locale: 'en' },
    });
    expect(excel.statusCode).toBe(404);
  });
});
