import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildOrganization, buildUser } from '../../test/factories.js';
import { addRespondent, buildSurvey, sessionCookieFor, type BuiltSurvey } from '../results/test-fixtures.js';
import { surveys } from '../../db/schema.js';
import { neutralizeFormula } from './excel-export.js';

// A 1x1 transparent PNG.
const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('exports', () => {
  let ctx: TestContext;
  let survey: BuiltSurvey;
  let cookie: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const organization = await buildOrganization(ctx.database);
    const user = await buildUser(ctx.database, { role: 4, organizationId: organization.id });
    cookie = await sessionCookieFor(ctx.database, user.id);
    survey = await buildSurvey(ctx.database, { organizationId: organization.id });
    await addRespondent(ctx.database, survey, {
      locale: 'nl',
      startedAt: '2024-01-10T10:00:00Z',
      answers: {
        likert: 0,
        multiple: [0, 1],
        slider: 8,
        difficulty: 2,
        nps: 9,
        number: 3,
        open: '=HYPERLINK("http://x")',
      },
    });
    await addRespondent(ctx.database, survey, {
      locale: 'en',
      startedAt: '2024-02-10T10:00:00Z',
      answers: { likert: 5, multiple: { option: 2, open: '+31 6 1234' }, slider: 3, open: 'Fine' },
    });
    await addRespondent(ctx.database, survey, {
      locale: 'en',
      startedAt: '2024-03-10T10:00:00Z',
      isFinished: false,
      answers: { likert: 3 },
    });
    // Give the observer access through a project.
    const { projects, observerProjectAccess, surveys } = await import('../../db/schema.js');
    const [project] = await ctx.database.db
      .insert(projects)
      .values({ organizationId: organization.id, name: 'P' })
      .returning();
    await ctx.database.db.update(surveys).set({ projectId: project!.id });
    await ctx.database.db.insert(observerProjectAccess).values({ userId: user.id, projectId: project!.id });
  });
  afterAll(() => ctx.close());

  it('neutralizes text a spreadsheet would read as a formula', () => {
    expect(neutralizeFormula('=1+1')).toBe("'=1+1");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('-3')).toBe("'-3");
    expect(neutralizeFormula('Fine = good')).toBe('Fine = good');
  });

  it('exports one row per respondent as XLSX with readable headers', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/excel',
      headers: { cookie },
      payload: { surveyId: survey.id, locale: 'nl' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('export.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Respondent',
      'Gestart',
      'Afgerond',
      'Taal',
      'De arts luisterde goed',
      'Hoe kwam u bij ons?',
      'Cijfer',
      'Hoe moeilijk was het?',
      'Aanbevelen?',
      'Aantal bezoeken',
      'Opmerkingen',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(4).value).toBe('nl');
    expect(first.getCell(5).value).toBe('Helemaal eens');
    expect(first.getCell(6).value).toBe('Huisarts; Internet');
    expect(first.getCell(7).value).toBe(8);
    expect(first.getCell(10).value).toBe(3);
    // Stored as a string with an apostrophe, never as a formula.
    expect(first.getCell(11).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(11).value).toBe('\'=HYPERLINK("http://x")');
    const second = sheet.getRow(3);
    expect(second.getCell(5).value).toBe('Niet van toepassing');
    expect(second.getCell(6).value).toBe('Anders: +31 6 1234');
    expect(sheet.getRow(4).getCell(3).value).toBeNull();
  });

  it('limits the export to the date range', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/excel',
      headers: { cookie },
      payload: { surveyId: survey.id, locale: 'en', fromDate: '2024-02-01', toDate: '2024-02-10' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(5).value).toBe('The doctor listened well');
    expect(sheet.getRow(2).getCell(7).value).toBe(3);
  });

  it('renders the report as a PDF with charts, and the comments-only report', async () => {
    const body = {
      id: survey.id,
      fromDate: '2024-01-01',
      toDate: '2024-12-31',
      filter: [],
      surveyName: 'Fixture survey',
      header: 'Patient experience',
      logo: PNG_LOGO,
      colorScheme: 'cool',
      locale: 'nl',
    };
    const full = await ctx.app.inject({ method: 'POST', url: '/api/v1/report', headers: { cookie }, payload: body });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(full.rawPayload.length).toBeGreaterThan(5000);
    const textOnly = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report-text-only',
      headers: { cookie },
      payload: {
        ...body,
        colorScheme: ['#000000', '#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777'],
      },
    });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Both embed the same font subset; the charts add kilobytes of vector drawing on top.
    expect(full.rawPayload.length - textOnly.rawPayload.length).toBeGreaterThan(5000);
  });

  it('states the period of the report, the whole survey when no dates are given', async () => {
    const pdfText = async (payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/report', headers: { cookie }, payload });
      expect(response.statusCode).toBe(200);
      return execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString('utf8');
    };
    // No header: the opening text is optional and the survey name heads the report.
    const base = { id: survey.id, surveyName: 'Fixture survey', locale: 'nl' };
    const dated = await pdfText({ ...base, fromDate: '2024-02-01', toDate: '2024-02-29' });
    expect(dated).toContain('Fixture survey');
    expect(dated).toContain('Periode: 2024-02-01 – 2024-02-29');

    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    // The fixture survey starts on 2024-01-01, before its first respondent.
    expect(await pdfText(base)).toContain(`Periode: 2024-01-01 – ${today}`);
  });

  it("shows the survey's own logo when the request names none", async () => {
    const body = { id: survey.id, filter: [], surveyName: 'Fixture survey', header: '', logo: null, locale: 'nl' };
    const report = () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/report-text-only', headers: { cookie }, payload: body });
    const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

    expect(hasImage((await report()).rawPayload)).toBe(false);
    await ctx.database.db.update(surveys).set({ logo: PNG_LOGO }).where(eq(surveys.id, survey.id));
    expect(hasImage((await report()).rawPayload)).toBe(true);
  });

  it('writes Cyrillic, Polish and Turkish survey texts as text, not as Latin-1 garbage', async () => {
    const russian = 'Врач внимательно выслушал меня';
    const polish = 'Zażółć gęślą jaźń';
    await ctx.database.query(sql`
      update question_texts set text = ${`${russian} / ${polish} / Türkçe ğış`}
      where locale = 'nl' and question_id = (select min(q.id) from questions q
        join survey_pages p on p.id = q.page_id where p.survey_id = ${survey.id})`);
    const body = { id: survey.id, filter: [], surveyName: 'Анкета пациентов', header: '', logo: null, locale: 'nl' };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/report',
      headers: { cookie },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    // pdftotext (poppler, installed by .ci/run) reads the text back through the embedded font's Unicode map.
    const text = execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString('utf8');
    expect(text).toContain('Анкета пациентов');
    expect(text).toContain(russian);
    expect(text).toContain(polish);
    expect(text).toContain('Türkçe ğış');
  });
});
