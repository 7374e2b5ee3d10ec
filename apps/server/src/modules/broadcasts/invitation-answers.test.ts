import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TMailingListItem } from '@peil/contract/broadcasts';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  buildMailingList,
  buildOrganization,
  buildSurveyWithQuestions,
  buildUser,
  loginAs,
} from '../../test/factories.js';

describe('invitation answer buttons', () => {
  let ctx: TestContext;
  let surveyId: number;
  let surveyUuid: string;
  let foreignSurveyId: number;
  const cookies: Record<string, string> = {};

  const click = (url: string) => ctx.app.inject({ method: 'GET', url });
  const counts = async (mailingListId: number) =>
    (
      await ctx.database.query<{ yes: number; over: number; completed: number; no: number }>(sql`
        select answered_yes as yes, answered_yes_over_a_year as over, answered_already_completed as completed,
          answered_no as no
        from mailing_lists where id = ${mailingListId}`)
    )[0];

  beforeAll(async () => {
    ctx = await createTestApp();
    const orgId = (await buildOrganization(ctx.database)).id;
    const otherOrgId = (await buildOrganization(ctx.database)).id;
    cookies.researcher = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId: orgId }));
    cookies.outsider = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId: otherOrgId }));
    const built = await buildSurveyWithQuestions(ctx.database, { organizationId: orgId, pages: [[{ type: 5 }]] });
    surveyId = built.survey.id;
    surveyUuid = built.survey.uuid;
    foreignSurveyId = (
      await buildSurveyWithQuestions(ctx.database, { organizationId: otherOrgId, pages: [[{ type: 5 }]] })
    ).survey.id;
  });
  afterAll(() => ctx.close());

  it('counts each answer and sends "yes" on to the survey, the others to the thank-you page', async () => {
    const list = await buildMailingList(ctx.database, { surveyId });
    expect(list.responseKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const expected: [string, string, string][] = [
      ['yes', 'nl', `/language-selection/${surveyUuid}`],
      ['yes', 'de', `/language-selection/${surveyUuid}`],
      ['yes-over-a-year', 'en', `/language-selection/${surveyUuid}`],
      ['already-completed', 'nl', '/invitation-answer/nl/already-completed'],
      ['already-completed', 'de', '/invitation-answer/de/already-completed'],
      ['no', 'en', '/invitation-answer/en/no'],
      ['no', 'de', '/invitation-answer/de/no'],
      // Any other language falls back to Dutch.
      ['no', 'fr', '/invitation-answer/nl/no'],
    ];
    for (const [answer, language, location] of expected) {
      const response = await click(`/api/v1/broadcast/respond/${list.responseKey}/${answer}/${language}`);
      expect(response.statusCode, `${answer} ${language}`).toBe(303);
      expect(response.headers.location, `${answer} ${language}`).toBe(location);
    }
    expect(await counts(list.id)).toEqual({ yes: 2, over: 1, completed: 2, no: 3 });
  });

  it('answers 404 with a message for an unknown key or answer, and counts nothing', async () => {
    const list = await buildMailingList(ctx.database, { surveyId });
    const unknown = [
      `/api/v1/broadcast/respond/00000000-0000-4000-8000-000000000000/yes/nl`,
      // The list's numeric id is not its key.
      `/api/v1/broadcast/respond/${list.id}/yes/nl`,
      `/api/v1/broadcast/respond/${list.responseKey}/maybe/nl`,
      `/api/v1/broadcast/respond/not-a-key/no/nl`,
    ];
    for (const url of unknown) {
      const response = await click(url);
      expect(response.statusCode, url).toBe(404);
      expect((response.json() as { error: { message: string } }).error.message, url).toMatch(/unknown/i);
    }
    // Over-long parts are refused by the contract before anything is looked up.
    const tooLong = await click(`/api/v1/broadcast/respond/${list.responseKey}/${'x'.repeat(65)}/nl`);
    expect(tooLong.statusCode).toBe(400);
    expect(await counts(list.id)).toEqual({ yes: 0, over: 0, completed: 0, no: 0 });
    // A removed list's links lead nowhere rather than to an error.
    await ctx.database.query(sql`delete from mailing_lists where id = ${list.id}`);
    expect((await click(`/api/v1/broadcast/respond/${list.responseKey}/no/nl`)).statusCode).toBe(404);
  });

  it('shows a tenant the counts of its own lists only', async () => {
    const own = await buildMailingList(ctx.database, { surveyId });
    const foreign = await buildMailingList(ctx.database, { surveyId: foreignSurveyId });
    await click(`/api/v1/broadcast/respond/${own.responseKey}/yes/nl`);
    await click(`/api/v1/broadcast/respond/${foreign.responseKey}/no/de`);
    await click(`/api/v1/broadcast/respond/${foreign.responseKey}/no/de`);
    const listsOf = async (who: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/broadcast/get_all', headers: { cookie: cookies[who]! } })
      ).json() as TMailingListItem[];

    const mine = await listsOf('researcher');
    expect(mine.find((item) => item.mailing_list_id === own.id)?.answers).toEqual({
      yes: 1,
      'yes-over-a-year': 0,
      'already-completed': 0,
      no: 0,
    });
    expect(mine.some((item) => item.mailing_list_id === foreign.id)).toBe(false);
    // The key is never handed out: the tally is all a list shows of its answers.
    expect(JSON.stringify(mine)).not.toContain(own.responseKey);

    const theirs = await listsOf('outsider');
    expect(theirs.find((item) => item.mailing_list_id === foreign.id)?.answers).toMatchObject({ no: 2, yes: 0 });
    expect(theirs.some((item) => item.mailing_list_id === own.id)).toBe(false);
  });

  it('is rate-limited like the other public respondent calls', async () => {
    const list = await buildMailingList(ctx.database, { surveyId });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await click(`/api/v1/broadcast/respond/${list.responseKey}/yes/nl`)).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
