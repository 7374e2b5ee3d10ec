import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExcelJsLoadedHere } from '../../test/exceljs-loaded.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { buildClient, buildOrganization, buildUser, loginAs } from '../../test/factories.js';
import {
  addBenchmarkRespondent,
  buildBenchmarkSetting,
  buildDimension,
  buildLikertSurvey,
} from '../../test/benchmark-fixture.js';

// Loading ExcelJS and zipping a workbook held the server's thread for hundreds of milliseconds
// per benchmark workbook; the workbooks are written in the export workers.
describe('benchmark workbooks are written off the server thread', () => {
  let ctx: TestContext;
  let cookie: string;
  let surveyId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const { database } = ctx;
    const dimension = await buildDimension(database, { en: 'Communication' }, 1);
    const client = await buildClient(database, { benchmarkEnabled: true });
    const orgA = await buildOrganization(database, { clientId: client.id });
    const orgB = await buildOrganization(database, { clientId: client.id });
    const questions = [{ key: 'q1', texts: { en: 'The doctor listened' }, dimensionId: dimension }];
    const sa = await buildLikertSurvey(database, { organizationId: orgA.id, title: 'Kliniek A', questions });
    const sb = await buildLikertSurvey(database, { organizationId: orgB.id, title: 'Kliniek B', questions });
    await addBenchmarkRespondent(database, sa, '2024-06-15', { q1: 4 });
    await addBenchmarkRespondent(database, sa, '2023-06-15', { q1: 2 });
    await addBenchmarkRespondent(database, sb, '2024-06-15', { q1: 1 });
    const setting = await buildBenchmarkSetting(database, {
      description: 'Clinics',
      clusters: { Clinics: [sa.id, sb.id] },
      defaultCluster: 'Clinics',
      thresholds: { minOrganizations: 1, minRespondents: 1 },
    });
    await database.query(sql`update clients set benchmark_settings_id = ${setting.settingId} where id = ${client.id}`);
    cookie = await loginAs(ctx.app, await buildUser(database, { role: 3, organizationId: orgA.id }));
    surveyId = sa.id;
  });
  afterAll(() => ctx.close());

  it('exports the cluster benchmark and the time comparison without loading ExcelJS here', async () => {
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const year2024 = { start_date: '2024-01-01', end_date: '2024-12-31' };
    const cluster = await post('/api/v1/excel_benchmark_average', {
      ClusterData: { survey_id: surveyId, locale: 'en', period: { id: 'custom', ...year2024, label: '2024' } },
    });
    const time = await post('/api/v1/excel_benchmark_score', {
      PeriodOne: { start_date: '2023-01-01', end_date: '2023-12-31' },
      PeriodTwo: year2024,
      ClusterData: { survey_id: surveyId, locale: 'en' },
    });
    expect(cluster.statusCode).toBe(200);
    expect(time.statusCode).toBe(200);
    expect(isExcelJsLoadedHere()).toBe(false);

    // The files themselves, read here only now.
    const { default: ExcelJS } = await import('exceljs');
    const read = async (body: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      return workbook;
    };
    const clusterBook = await read(cluster.rawPayload);
    expect(clusterBook.worksheets.map((sheet) => sheet.name)).toEqual(['Dimensions', 'Questions', 'About']);
    const dimensions = clusterBook.getWorksheet('Dimensions')!;
    expect(dimensions.getRow(1).font.bold).toBe(true);
    // Long headings wrap within their column instead of running under the next one.
    expect(dimensions.getRow(1).getCell(2).alignment).toMatchObject({ wrapText: true });
    expect(dimensions.getColumn(1).width).toBe(30);
    // One answer each: no interval and no test.
    expect(dimensions.getRow(2).values).toEqual([undefined, 'Communication', 4, undefined, 1, 1, undefined, 1]);
    const about = clusterBook.getWorksheet('About')!;
    expect(about.getColumn(2).width).toBe(50);
    expect(about.getRow(1).values).toEqual([undefined, 'Survey', 'Kliniek A en']);
    expect(about.getRow(2).values).toEqual([undefined, 'Cluster', 'Clinics']);

    const timeBook = await read(time.rawPayload);
    expect(timeBook.worksheets.map((sheet) => sheet.name)).toEqual(['Dimensions', 'Questions', 'Trend', 'About']);
    expect(timeBook.getWorksheet('Dimensions')!.getRow(2).getCell(1).value).toBe('Communication');
    expect(timeBook.getWorksheet('Trend')!.getRow(1).getCell(1).value).toBe('Period');
  });
});
