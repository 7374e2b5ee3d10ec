import { sql } from 'drizzle-orm';
import type { Font } from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExcelJsLoadedHere } from '../../test/exceljs-loaded.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import {
  buildClient,
  buildMailingList,
  buildOrganization,
  buildSurveyWithQuestions,
  buildUser,
  loginAs,
} from '../../test/factories.js';

// ExcelJS types a row's and a cell's font as always there; an unstyled one has none.
const boldOf = (styled: { font?: Partial<Font> }) => styled.font?.bold;

// Loading ExcelJS and zipping even this small workbook held the server's thread for hundreds of
// milliseconds; the export workers write it. The file's values are checked in
// respondent-count.test.ts and invitation-responses.test.ts; here its bold rows and formats.
describe('the respondent-count workbook is written off the server thread', () => {
  let ctx: TestContext;
  let cookie: string;
  let clientId: number;
  let surveyId: number;
  let listId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { database } = ctx;
    clientId = (await buildClient(database)).id;
    const organizationId = (await buildOrganization(database, { clientId, name: 'Noord' })).id;
    const built = await buildSurveyWithQuestions(database, {
      organizationId,
      internalName: 'Poli',
      pages: [[{ type: 5 }]],
    });
    surveyId = built.survey.id;
    listId = (await buildMailingList(database, { surveyId, subject: 'Uw mening' })).id;
    await database.query(sql`update mailing_lists set sent_count = 8, finished_count = 2 where id = ${listId}`);
    await database.query(sql`
      insert into respondents (survey_id, locale, token_hash, token_expires_at, started_at, finished_at)
      values (${surveyId}, 'nl', 'thread-1', now(), '2024-03-05 12:00+00', '2024-03-05 12:10+00'),
        (${surveyId}, 'nl', 'thread-2', now(), '2024-03-06 12:00+00', null)`);
    cookie = await loginAs(ctx.app, await buildUser(database, { role: 1, organizationId }));
  });
  afterAll(() => ctx.close());

  it('exports the counts and the invitations without loading ExcelJS here', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/administration/download_respondent_count',
      headers: { cookie },
      payload: { clientId, startDate: '2024-03-01', endDate: '2024-03-31', locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(isExcelJsLoadedHere()).toBe(false);

    // The file itself, read here only now.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Respondents', 'Invitations']);
    const counts = workbook.getWorksheet('Respondents')!;
    expect(counts.columns.map((column) => column.width)).toEqual([32, 8, 44, 14, 16, 12]);
    expect(boldOf(counts.getRow(1))).toBe(true);
    expect(counts.getRow(2).values).toEqual([undefined, 'Noord', surveyId, 'Poli', 1, 1, 2]);
    expect(boldOf(counts.getRow(2))).toBeFalsy();
    expect(counts.getRow(3).values).toEqual([undefined, 'Total', undefined, undefined, 1, 1, 2]);
    expect(boldOf(counts.getRow(3).getCell(1))).toBe(true);
    expect(boldOf(counts.getRow(3).getCell(6))).toBe(true);

    const invitations = workbook.getWorksheet('Invitations')!;
    expect(boldOf(invitations.getRow(1))).toBe(true);
    expect(invitations.getRow(2).getCell(2).value).toBe(listId);
    expect(invitations.getRow(2).getCell(8).value).toBe(2);
    expect(invitations.getRow(2).getCell(8).numFmt).toBeUndefined();
    expect(invitations.getRow(2).getCell(11).value).toBe(0.25);
    for (const column of [9, 10, 11]) expect(invitations.getRow(2).getCell(column).numFmt).toBe('0.0%');
  });
});
