import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildClient, buildOrganization, buildSurveyWithQuestions, buildUser, loginAs } from '../../test/factories.js';

const url = '/api/v1/administration/download_respondent_count';

describe('respondent count export', () => {
  let ctx: TestContext;
  let clientId: number;
  let surveys: { s1: number; s2: number; s3: number; s4: number };
  const cookies: Record<string, string> = {};

  const download = (who: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: cookies[who]! } });

  /** Respondents of a survey: [started_at, finished_at or null, is_dummy]. */
  async function addRespondents(surveyId: number, rows: [string, string | null, boolean?][]) {
    for (const [index, [startedAt, finishedAt, isDummy]] of rows.entries()) {
      await ctx.database.query(sql`
        insert into respondents (survey_id, locale, token_hash, token_expires_at, started_at, finished_at, is_dummy)
        values (${surveyId}, 'nl', ${`t-${surveyId}-${index}`}, now(), ${startedAt}::timestamptz,
          ${finishedAt}::timestamptz, ${isDummy ?? false})`);
    }
  }

  const survey = async (organizationId: number, internalName: string) =>
    (await buildSurveyWithQuestions(ctx.database, { organizationId, internalName, pages: [[{ type: 5 }]] })).survey.id;

  beforeAll(async () => {
    ctx = await createTestApp();
    const client = await buildClient(ctx.database, { name: 'Klant' });
    clientId = client.id;
    // "Zuid" sorts after "Noord": rows come per organisation by name, then per survey.
    const zuid = await buildOrganization(ctx.database, { clientId, name: 'Zuid' });
    const noord = await buildOrganization(ctx.database, { clientId, name: 'Noord' });
    const elsewhere = await buildOrganization(ctx.database, { name: 'Elders' });
    surveys = {
      s1: await survey(noord.id, 'IVF'),
      s2: await survey(noord.id, '=Partners'),
      s3: await survey(zuid.id, 'Poli'),
      s4: await survey(elsewhere.id, 'Andere klant'),
    };
    // Range 2024-03-01 .. 2024-03-31, both days inclusive; times at noon UTC stay on their date
    // in any European time zone of the database.
    await addRespondents(surveys.s1, [
      ['2024-03-01 10:00+00', '2024-03-01 10:20+00'], // first day: finished
      ['2024-03-15 12:00+00', '2024-03-15 12:30+00'], // finished
      ['2024-03-31 12:00+00', '2024-04-01 09:00+00'], // last day, finished later: counts
      ['2024-03-20 12:00+00', null], // unfinished
      ['2024-02-29 12:00+00', '2024-02-29 12:10+00'], // before the range
      ['2024-04-01 12:00+00', '2024-04-01 12:10+00'], // after the range
      ['2024-03-10 12:00+00', '2024-03-10 12:10+00', true], // generated dummy: not counted
    ]);
    await addRespondents(surveys.s3, [
      ['2024-03-05 12:00+00', null],
      ['2024-03-06 12:00+00', null],
      ['2024-03-07 12:00+00', '2024-03-07 12:05+00'],
    ]);
    await addRespondents(surveys.s4, [['2024-03-05 12:00+00', '2024-03-05 12:05+00']]);
    const home = await buildOrganization(ctx.database);
    cookies.superadmin = await loginAs(ctx.app, await buildUser(ctx.database, { role: 1, organizationId: home.id }));
    cookies.admin = await loginAs(ctx.app, await buildUser(ctx.database, { role: 2, organizationId: noord.id }));
  });
  afterAll(() => ctx.close());

  it('counts finished and unfinished respondents per organisation and survey of the client', async () => {
    const response = await download('superadmin', { clientId, startDate: '2024-03-01', endDate: '2024-03-31' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="export.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    const values = rows.map((row) => row.slice(1));
    expect(values).toEqual([
      ['Organisation', 'No.', 'Survey', 'Finished', 'Unfinished', 'Total'],
      ['Noord', surveys.s1, 'IVF', 3, 1, 4],
      // A name that starts like a formula is written as text.
      ['Noord', surveys.s2, "'=Partners", 0, 0, 0],
      ['Zuid', surveys.s3, 'Poli', 1, 2, 3],
      ['Total', undefined, undefined, 4, 3, 7],
    ]);
  });

  it('narrows to the dates and writes the user’s language', async () => {
    await ctx.database.query(sql`update users set locale = 'nl' where role = 1`);
    const response = await download('superadmin', { clientId, startDate: '2024-03-15', endDate: '2024-03-15' });
    const german = await download('superadmin', {
      clientId,
      startDate: '2024-03-15',
      endDate: '2024-03-15',
      locale: 'de',
    });
    const germanBook = new ExcelJS.Workbook();
    await germanBook.xlsx.load(german.rawPayload as unknown as ArrayBuffer);
    expect(germanBook.worksheets[0]!.getRow(1).getCell(4).value).toBe('Abgeschlossen');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Respondenten');
    expect(sheet.getRow(1).getCell(4).value).toBe('Afgerond');
    expect(sheet.getRow(2).getCell(4).value).toBe(1);
    expect(sheet.getRow(5).values).toEqual([undefined, 'Totaal', undefined, undefined, 1, 0, 1]);
  });

  it('refuses bad dates, unknown clients and non-superadmins', async () => {
    for (const body of [
      { clientId, startDate: '2024-3-1', endDate: '2024-03-31' },
      { clientId, startDate: '2024-02-30', endDate: '2024-03-31' },
      { clientId, startDate: '2024-04-01', endDate: '2024-03-31' },
      { clientId, startDate: '2024-03-01' },
      { startDate: '2024-03-01', endDate: '2024-03-31' },
    ]) {
      expect((await download('superadmin', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await download('superadmin', { clientId: 999_999, startDate: '2024-03-01', endDate: '2024-03-31' });
    expect(unknown.statusCode).toBe(404);
    const admin = await download('admin', { clientId, startDate: '2024-03-01', endDate: '2024-03-31' });
    expect(admin.statusCode).toBe(403);
  });
});
