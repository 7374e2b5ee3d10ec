import type { TBenchmarkExcelRequest, TComparisonTest } from '@peil/contract/benchmark';
import type { Database } from '../../db/database.js';
import { exportTexts } from '../exports/export-texts.js';
import type { ExportWorkers } from '../exports/export-workers.js';
import type { TableSheet } from '../exports/table-workbook.js';
import { compareNetPromoterWithCluster } from './benchmark-net-promoter.js';
import { compareTwoPeriods, compareWithDefaultCluster } from './benchmark-service.js';
import { buildTrendSheet } from './trend-excel.js';
import { addNetPromoterSheet } from './net-promoter-sheet.js';
import { textsFor } from '@peil/contract/domain';
import { BENCHMARK_EXCEL_TEXTS } from '../../i18n/exports/benchmark-excel.js';

export type BenchmarkMetric = 'average' | 'score';

type SheetTexts = (typeof BENCHMARK_EXCEL_TEXTS)['en'];

/** A name part of a file name, the same rule as the web app's: unsafe characters and spaces become '_'. */
export function fileNamePart(name: string): string {
  const withoutControls = Array.from(name, (character) => (character.charCodeAt(0) < 32 ? ' ' : character)).join('');
  const cleaned = withoutControls
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .trim()
    .replace(/\s+/g, '_');
  return cleaned === '' ? 'unnamed' : cleaned.slice(0, 80);
}

/** Content-Disposition with a plain ASCII name and the full UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export type Column = { header: string; width: number; key: string };
export type Cell = string | number | null;

function addTable(sheets: TableSheet[], name: string, columns: Column[], rows: Record<string, Cell>[]): void {
  sheets.push({ name, columns, rows });
}

function addAbout(sheets: TableSheet[], texts: SheetTexts, lines: [string, Cell][]): void {
  sheets.push({ name: texts.about, widths: [20, 50], lines });
}

/** The test columns of a comparison: the difference, its 95 % interval and the p-value. */
/** One compared group (the survey, its cluster, a period): its score, interval and respondents. */
function groupColumns(name: string, key: string, metricName: string, texts: SheetTexts): Column[] {
  return [
    { header: `${name} ${metricName}`, key, width: 18 },
    { header: `${name} ${texts.interval}`, key: `${key}Interval`, width: 14 },
    { header: `${name} ${texts.answers}`, key: `${key}N`, width: 10 },
  ];
}

function testColumns(texts: SheetTexts): Column[] {
  return [
    { header: texts.difference, key: 'difference', width: 12 },
    { header: texts.differenceLower, key: 'differenceLower', width: 14 },
    { header: texts.differenceUpper, key: 'differenceUpper', width: 14 },
    { header: texts.pValue, key: 'p', width: 14 },
  ];
}

function testCells(test: TComparisonTest | null): Record<string, Cell> {
  return {
    difference: test?.difference ?? null,
    differenceLower: test?.lower ?? null,
    differenceUpper: test?.upper ?? null,
    p: test?.p ?? null,
  };
}

/** A period's first and last day, written as the workbook's language writes dates. */
function periodText(period: { start_date: string; end_date: string }, locale: string): string {
  const { date } = exportTexts(locale).formats;
  return `${date(period.start_date)} – ${date(period.end_date)}`;
}

export type BenchmarkWorkbook = { fileName: string; buffer: Buffer };

/**
 * The benchmark as XLSX, computed from the database (never from numbers in the request): the
 * survey against its cluster, or with two periods the time comparison. `metric` chooses average
 * scores or QI scores. Sheets: dimensions, questions, and what was compared. The figures are
 * computed here; the file is written in an export worker.
 */
export async function buildBenchmarkWorkbook(
  database: Database,
  request: TBenchmarkExcelRequest,
  metric: BenchmarkMetric,
  today: Date,
  viewer: { organizationId: number },
  workers: ExportWorkers,
): Promise<BenchmarkWorkbook> {
  const { ClusterData } = request;
  const locale = ClusterData.locale ?? 'en';
  const texts = textsFor(BENCHMARK_EXCEL_TEXTS, locale);
  const metricName = metric === 'average' ? texts.average : texts.qi;
  const value = metric === 'average' ? 'avg_score' : 'qi_score';
  const interval = metric === 'average' ? 'confidence_interval_avg_score' : 'confidence_interval_qi_score';
  const test = metric === 'average' ? 'avg_test' : 'qi_test';
  const date = today.toISOString().slice(0, 10);
  const sheets: TableSheet[] = [];

  const periodOne = request.PeriodOne ?? request.StartPeriod;
  const periodTwo = request.PeriodTwo ?? request.EndPeriod;
  if (periodOne && periodTwo) {
    const body = { survey_id: ClusterData.survey_id, locale, period_one: periodOne, period_two: periodTwo };
    const dimensions = await compareTwoPeriods(database, body, 'dimension', today);
    const questions = await compareTwoPeriods(database, body, 'question', today);
    const columns = (first: Column): Column[] => [
      first,
      ...groupColumns(texts.periodOne, 'one', metricName, texts),
      ...groupColumns(texts.periodTwo, 'two', metricName, texts),
      ...testColumns(texts),
    ];
    // Period two minus period one; below the minimum of respondents the test is "too few".
    const cells = (row: (typeof dimensions.data)[number]) => ({
      one: row[`period_one_${value}`],
      oneInterval: row[`period_one_${interval}`],
      oneN: row.period_one_n,
      two: row[`period_two_${value}`],
      twoInterval: row[`period_two_${interval}`],
      twoN: row.period_two_n,
      ...(row.comparable ? testCells(row[test]) : { ...testCells(null), difference: texts.tooFew }),
    });
    addTable(
      sheets,
      texts.dimensions,
      columns({ header: texts.dimension, key: 'label', width: 30 }),
      dimensions.data.map((row) => ({ label: row.label, ...cells(row) })),
    );
    addTable(
      sheets,
      texts.questions,
      [
        { header: texts.dimension, key: 'dimension', width: 24 },
        ...columns({ header: texts.question, key: 'label', width: 60 }),
      ],
      questions.data.map((row) => ({ dimension: row.dimension, label: row.label, ...cells(row) })),
    );
    const trend = await buildTrendSheet(
      database,
      {
        survey_id: ClusterData.survey_id,
        locale,
        granularity: request.TrendGranularity ?? 'quarter',
        cluster_id: request.TrendClusterId,
      },
      today,
      viewer,
    );
    addTable(sheets, trend.name, trend.columns, trend.rows);
    addAbout(sheets, texts, [
      [texts.survey, dimensions.surveyName],
      [texts.periodOne, periodText(dimensions.periodOne, locale)],
      [`${texts.periodOne} ${texts.respondents}`, dimensions.periodOneSurveyN],
      [texts.periodTwo, periodText(dimensions.periodTwo, locale)],
      [`${texts.periodTwo} ${texts.respondents}`, dimensions.periodTwoSurveyN],
    ]);
    return {
      fileName: `time_comparison_${fileNamePart(dimensions.surveyName)}_${date}.xlsx`,
      buffer: await workers.renderTableWorkbook(sheets),
    };
  }

  const body = {
    survey_id: ClusterData.survey_id,
    locale,
    period: ClusterData.period ?? 'all_time',
  };
  const dimensions = await compareWithDefaultCluster(database, body, 'dimension', today, viewer);
  const questions = await compareWithDefaultCluster(database, body, 'question', today, viewer);
  const columns = (first: Column): Column[] => [
    first,
    ...groupColumns(texts.survey, 'survey', metricName, texts),
    ...groupColumns(texts.cluster, 'cluster', metricName, texts),
    ...testColumns(texts),
  ];
  // Below the thresholds the API has no figure of the cluster: the cell says so.
  const cells = (row: (typeof dimensions.data)[number]) => ({
    survey: row[`survey_${value}`],
    surveyInterval: row[`survey_${interval}`],
    surveyN: row.survey_n,
    cluster: row.comparable ? row[`cluster_${value}`] : texts.tooFew,
    clusterInterval: row[`cluster_${interval}`],
    clusterN: row.cluster_n,
    ...testCells(row[test]),
  });
  addTable(
    sheets,
    texts.dimensions,
    columns({ header: texts.dimension, key: 'label', width: 30 }),
    dimensions.data.map((row) => ({ label: row.label, ...cells(row) })),
  );
  addTable(
    sheets,
    texts.questions,
    [
      { header: texts.dimension, key: 'dimension', width: 24 },
      ...columns({ header: texts.question, key: 'label', width: 60 }),
    ],
    questions.data.map((row) => ({ dimension: row.dimension, label: row.label, ...cells(row) })),
  );
  addNetPromoterSheet(sheets, await compareNetPromoterWithCluster(database, body, today, viewer), locale);
  const clusterName = dimensions.clusterName ?? '';
  addAbout(sheets, texts, [
    [texts.survey, dimensions.surveyName],
    [texts.cluster, clusterName],
    [texts.period, periodText(dimensions.period, locale)],
    [`${texts.survey} ${texts.respondents}`, dimensions.surveyN],
    [`${texts.cluster} ${texts.respondents}`, dimensions.clusterN ?? texts.tooFew],
  ]);
  return {
    fileName: `benchmark_${fileNamePart(dimensions.surveyName)}_${fileNamePart(clusterName)}_${date}.xlsx`,
    buffer: await workers.renderTableWorkbook(sheets),
  };
}
