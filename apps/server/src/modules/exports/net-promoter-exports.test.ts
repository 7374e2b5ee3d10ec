import { execFileSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { buildOrganization } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { ExportWorkers } from './export-workers.js';
import { readPdf } from '../../test/pdf-words.js';
import { addRespondent, buildSurvey, type KeyedSurvey } from '../../test/results-fixture.js';
import { writeExcelExport } from './excel-export.js';
import { createReportPdf } from './report-pdf.js';

/*
 * The Net Promoter question's answers 10, 0, 7, 7, 5 in 2024 (and a 9 in 2023, outside the
 * exported range): 1 promoter, 2 passives, 2 detractors, NPS = 20 % − 40 % = −20; variance per
 * answer 0.2 + 0.4 − 0.04 = 0.56, half width 100 × 1.96 × √(0.56 / 5) = 65.5941, so the 95 %
 * interval is −85.5941 to 45.5941: "−86 to +46" in whole points.
 */
const NPS_ANSWERS = [10, 0, 7, 7, 5];

describe('the Net Promoter Score in the results exports', () => {
  let database: Database;
  const workers = new ExportWorkers();
  let survey: KeyedSurvey;

  beforeAll(async () => {
    database = await openTestDatabase();
    const organization = await buildOrganization(database);
    survey = await buildSurvey(database, { organizationId: organization.id });
    for (const [index, nps] of NPS_ANSWERS.entries()) {
      await addRespondent(database, survey, {
        locale: 'nl',
        startedAt: `2024-0${index + 1}-10T10:00:00Z`,
        answers: { likert: 1, nps },
      });
    }
    await addRespondent(database, survey, { locale: 'nl', startedAt: '2023-06-10T10:00:00Z', answers: { nps: 9 } });
    await database.query(sql`update questions set is_nps = true where id = ${survey.questions.nps!}`);
  });
  afterAll(() => Promise.all([database.close(), workers.close()]));

  async function workbookOf(locale: string, range = { fromDate: '2024-01-01', toDate: '2024-12-31' }) {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeExcelExport(database, { surveyId: survey.id, locale, ...range }, output, workers);
    output.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    return workbook;
  }

  it('the dashboard workbook has a sheet with the NPS, its interval and the three groups', async () => {
    const workbook = await workbookOf('en');
    const sheet = workbook.getWorksheet('Net Promoter Score')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Question',
      'NPS',
      'NPS 95% interval from',
      'NPS 95% interval to',
      'promoters (9–10)',
      'passives (7–8)',
      'detractors (0–6)',
      'N',
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, 'Recommend?', -20, -85.5941, 45.5941, 1, 2, 2, 5]);
    expect(sheet.rowCount).toBe(2);
  });

  it('in the language of the export, and only for the exported respondents', async () => {
    const workbook = await workbookOf('nl', { fromDate: '2023-01-01', toDate: '2024-12-31' });
    const sheet = workbook.getWorksheet('Net Promoter Score')!;
    expect(sheet.getRow(1).getCell(5).value).toBe('promotors (9–10)');
    // With the 9 of 2023: 2 promoters of 6, NPS = 33.33 − 33.33 = 0.
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Aanbevelen?',
      0,
      expect.any(Number),
      expect.any(Number),
      2,
      2,
      2,
      6,
    ]);
  });

  it('the dashboard workbook has no such sheet without a Net Promoter question', async () => {
    await database.query(sql`update questions set is_nps = false where id = ${survey.questions.nps!}`);
    try {
      const workbook = await workbookOf('en');
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Answers']);
    } finally {
      await database.query(sql`update questions set is_nps = true where id = ${survey.questions.nps!}`);
    }
  });

  it('the PDF report gives the line of the dashboard card under the question', async () => {
    const text = async (locale: string) =>
      execFileSync('pdftotext', ['-layout', '-', '-'], {
        input: await readPdf(
          createReportPdf(
            database,
            {
              surveyId: survey.id,
              fromDate: '2024-01-01',
              toDate: '2024-12-31',
              filter: [],
              translationFilter: [],
              surveyName: 'Fixture survey',
              header: '',
              locale,
              isTextOnly: false,
            },
            workers,
          ),
        ),
      }).toString('utf8');
    expect(await text('en')).toContain('NPS -20 (95 % interval -86 to +46) · 1 promoters, 2 passives, 2 detractors');
    expect(await text('nl')).toContain('NPS -20 (95%-interval -86 tot +46) · 1 promotors, 2 passieven, 2 criticasters');
  }, 60_000);
});
