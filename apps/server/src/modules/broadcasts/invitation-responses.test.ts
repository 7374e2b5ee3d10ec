import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseRates, type TMailingListItem } from '@peil/contract/broadcasts';
import {
  buildClient,
  buildMailingList,
  buildOrganization,
  buildSurveyWithQuestions,
  buildUser,
  loginAs,
  type BuiltSurvey,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { answerLinkSignature, linkSigningKey } from './signed-links.js';

describe('response rates per mailing list', () => {
  let ctx: TestContext;
  let built: BuiltSurvey;
  let other: BuiltSurvey;
  let clientId: number;
  let list: { id: number; responseKey: string };
  let cookie: string;
  let superadminCookie: string;

  const post = (url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, payload });
  const token = async (query: string, survey = built) => {
    const response = await post(`/api/v1/respondent/get_respondent_token/${survey.survey.uuid}/nl${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  // The survey has one page with one open question: any save of page 1 finishes it.
  const finish = (respondentToken: string, list?: string) =>
    post('/api/v1/respondent/save_page_response/', {
      token: respondentToken,
      page: 1,
      answers: [{ position: 1, answer: 'Goed' }],
      ...(list === undefined ? {} : { list }),
    });
  const counts = async () => {
    const [row] = await ctx.database.query<{ started_count: number; finished_count: number }>(
      sql`select started_count, finished_count from mailing_lists where id = ${list.id}`,
    );
    return { started: row!.started_count, finished: row!.finished_count };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    clientId = (await buildClient(ctx.database)).id;
    const organizationId = (await buildOrganization(ctx.database, { clientId })).id;
    built = await buildSurveyWithQuestions(ctx.database, { organizationId, pages: [[{ type: 5 }]] });
    other = await buildSurveyWithQuestions(ctx.database, { organizationId, pages: [[{ type: 5 }]] });
    list = await buildMailingList(ctx.database, { surveyId: built.survey.id, subject: 'Uw mening' });
    cookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 3, organizationId }));
    superadminCookie = await loginAs(ctx.app, await buildUser(ctx.database, { role: 1, organizationId }));
  });
  afterAll(() => ctx.close());

  it('counts a questionnaire begun by the list link, and nothing for a missing, malformed or foreign key', async () => {
    await token(`?list=${list.responseKey}`);
    await token('');
    await token('?list=not-a-key');
    await token(`?list=${list.responseKey.toUpperCase()}`);
    // The key of this list on another survey's link counts nothing.
    await token(`?list=${list.responseKey}`, other);
    expect(await counts()).toEqual({ started: 2, finished: 0 });
  });

  it('counts the first finish that carries the key, once, and stores no list on the respondent', async () => {
    const before = await counts();
    const respondent = await token(`?list=${list.responseKey}`);
    expect((await finish(respondent, list.responseKey)).json()).toEqual({ saved: true, finished: true });
    // Saving the last page again (a retry, or a change) finishes nothing new.
    expect((await finish(respondent, list.responseKey)).statusCode).toBe(200);
    // Without the key, or with a malformed one, a finish counts nothing and is still saved.
    expect((await finish(await token(''))).json()).toEqual({ saved: true, finished: true });
    expect((await finish(await token(''), 'nonsense')).json()).toEqual({ saved: true, finished: true });
    expect(await counts()).toEqual({ started: before.started + 1, finished: before.finished + 1 });

    const columns = await ctx.database.query<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'respondents'`,
    );
    expect(columns.map((column) => column.column_name).filter((name) => /list|mail/.test(name))).toEqual([]);
  });

  it('shows the counts and the rates on the broadcasts list', async () => {
    // Four invitations went out; two recipients clicked (one twice: counted once).
    await ctx.database.query(sql`update mailing_lists set sent_count = 4 where id = ${list.id}`);
    const signingKey = await linkSigningKey(ctx.database);
    for (const email of ['a@kliniek.nl', 'b@kliniek.nl', 'a@kliniek.nl']) {
      const { recipient, sig } = answerLinkSignature(signingKey, list.responseKey, email);
      const click = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/broadcast/respond/${list.responseKey}/yes/nl?r=${recipient}&sig=${sig}`,
      });
      expect(click.statusCode).toBe(303);
      // The survey link of the yes button carries the list key on to the survey.
      expect(click.headers.location).toBe(`/language-selection/${built.survey.uuid}?list=${list.responseKey}`);
    }
    const lists = (await ctx.app.inject({ method: 'GET', url: '/api/v1/broadcast/get_all', headers: { cookie } })).json<
      TMailingListItem[]
    >();
    const shown = lists.find((item) => item.mailing_list_id === list.id)!;
    expect(shown.sent).toBe(4);
    expect(shown.responses).toEqual({ started: 3, finished: 1 });
    expect(responseRates({ sent: 4, clicked: 2, ...shown.responses })).toEqual({
      clicked: 0.5,
      started: 0.75,
      finished: 0.25,
    });
  });

  it('gives each list its counts and rates on the invitations sheet of the respondent-count export', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/administration/download_respondent_count',
      headers: { cookie: superadminCookie },
      payload: { clientId, startDate: '2000-01-01', endDate: '2100-01-01', locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Invitations')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Organisation',
      'Mailing',
      'Subject',
      'Survey',
      'Sent',
      'Clicked',
      'Started',
      'Finished',
      '% clicked',
      '% started',
      '% finished',
    ]);
    expect((sheet.getRow(2).values as unknown[]).slice(2)).toEqual([
      list.id,
      'Uw mening',
      built.survey.internalName,
      4,
      2,
      3,
      1,
      0.5,
      0.75,
      0.25,
    ]);
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('0.0%');
  });
});
