import { sql } from 'drizzle-orm';
import { buildComparisonRadarOption, RADAR_COLORS, type TRadarSeries } from '@peil/contract/comparison-radar';
import { wrapLabel } from '@peil/contract/wrap-label';
import { ROLE } from '@peil/contract/domain';
import type { Database } from '../../db/database.js';
import { renderChartPng } from '../../lib/chart-render.js';
import { FONT_FAMILY } from '../../lib/fonts.js';
import { surveyText } from '../../lib/survey-texts.js';
import { readableSurveysCondition } from '../auth/policies/survey.js';
import type { SessionUser } from '../auth/session-store.js';
import { compareDimensionGroups, type DimensionComparison } from '../benchmark/benchmark-service.js';
import {
  findBenchmarkSurvey,
  findClusterWithout,
  type BenchmarkSurvey,
} from '../benchmark/queries/benchmark-context.js';
import { removeStudyClusters } from '../benchmark/study-cluster-rule.js';
import { renderTrendImage } from './report-trend.js';
import type {
  TReportAnswerGroup,
  TReportAnswerSection,
  TReportDimensionLine,
  TReportSection,
  TReportSurvey,
} from '../mail/templates/benchmark-report.js';

/** A report lists at most this many surveys, so that the mail stays readable (and below mail size limits). */
export const MAX_REPORT_SURVEYS = 10;

// Drawn at this size and shown 270 px wide in the mail, so the dimension names stay readable.
const CHART_WIDTH = 380;
const CHART_HEIGHT = 320;
const NAME_WRAP_WIDTH = 18;

export type ReportObserver = Pick<SessionUser, 'id' | 'organizationId'>;

export type ObserverReport = { periodLabel: string; surveys: TReportSurvey[] };

/** [first day, day after the last] of the 12 whole months before `now`'s month, and the 12 before those. */
export function reportPeriods(now: Date): { current: [Date, Date]; previous: [Date, Date] } {
  const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return { current: [month(-12), month(0)], previous: [month(-24), month(-12)] };
}

/** 'november 2025 – oktober 2026' in the reader's language. */
export function periodLabel([from, until]: [Date, Date], locale: string): string {
  const last = new Date(until.getTime() - 24 * 60 * 60 * 1000);
  const format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${format.format(from)} – ${format.format(last)}`;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Better or worse by Welch's t-test of the average scores at the setting's threshold, as on the
 * benchmark screen; below the thresholds "too few to compare" and no figure of the other group.
 */
function linesOf(rows: readonly DimensionComparison[]): TReportDimensionLine[] {
  return rows.map((row) => ({
    dimension: row.dimension,
    own: row.first.avg,
    other: row.comparison.comparable ? row.second.avg : null,
    result: row.comparison.comparable ? (row.comparison.avgTest?.significance ?? 'same') : 'tooFew',
  }));
}

function chartOf(rows: readonly DimensionComparison[], ownName: string, otherName: string, locale: string): Buffer {
  const option = buildComparisonRadarOption(
    rows.map((row) => wrapLabel(row.dimension, NAME_WRAP_WIDTH)),
    [
      { name: ownName, values: rows.map((row) => row.first.avg), color: RADAR_COLORS.survey },
      { name: otherName, values: rows.map((row) => row.second.avg), color: RADAR_COLORS.comparison },
    ],
    { animation: false, fontFamily: FONT_FAMILY, locale },
  );
  return renderChartPng(option, CHART_WIDTH, CHART_HEIGHT);
}

/** The clusters of the benchmark setting of the observer's client, when it has benchmarking on. */
async function findReportClusters(database: Database, observer: ReportObserver) {
  const rows = await database.query<{ cluster_id: number; cluster_name: string }>(sql`
    select cl.id as cluster_id, cl.name as cluster_name
    from organizations o
    join clients c on c.id = o.client_id and c.benchmark_enabled
    join benchmark_setting_clusters bsc on bsc.settings_id = c.benchmark_settings_id
    join clusters cl on cl.id = bsc.cluster_id
    where o.id = ${observer.organizationId}
    order by (cl.id = (select default_cluster_id from benchmark_settings where id = c.benchmark_settings_id)) desc,
             lower(cl.name), cl.id`);
  return removeStudyClusters(rows, observer.organizationId);
}

/**
 * The observer's monthly report: each survey the observer may read that had scored answers in
 * the last 12 whole months, against every comparison group of the client's benchmark setting
 * (the observer's own organisation left out of each) and against its own 12 months before.
 * Null when there is nothing to report.
 */
export async function buildObserverReport(
  database: Database,
  observer: ReportObserver,
  locale: string,
  now: Date,
): Promise<ObserverReport | null> {
  const periods = reportPeriods(now);
  const current = { from: day(periods.current[0]), until: day(periods.current[1]) };
  const previous = { from: day(periods.previous[0]), until: day(periods.previous[1]) };
  const currentLabel = periodLabel(periods.current, locale);
  const previousLabel = periodLabel(periods.previous, locale);

  const surveyRows = await database.query<{ id: number }>(sql`
    select surveys.id from surveys where ${readableSurveysCondition({ ...observer, role: ROLE.observer })} order by surveys.id`);
  const clusters = await findReportClusters(database, observer);

  const surveys: TReportSurvey[] = [];
  for (const { id } of surveyRows) {
    if (surveys.length === MAX_REPORT_SURVEYS) break;
    const survey = await findBenchmarkSurvey(database, id, locale);
    if (!survey) continue;
    const own = { surveyIds: [id], ...current };
    const pastYear = await compareDimensionGroups(database, [own, { surveyIds: [id], ...previous }], locale, {
      survey,
    });
    if (pastYear.rows.length === 0) continue;

    const sections: TReportSection[] = [];
    for (const { cluster_id } of clusters) {
      const cluster = await findClusterWithout(database, cluster_id, survey.organization_id);
      if (!cluster || cluster.surveyIds.length === 0) continue;
      const comparison = await compareDimensionGroups(
        database,
        [own, { surveyIds: cluster.surveyIds, ...current }],
        locale,
        { survey, cluster },
      );
      if (comparison.isSecondEmpty) continue;
      const withheld = comparison.withheld !== null;
      sections.push({
        kind: 'cluster',
        clusterName: cluster.name,
        ownN: comparison.respondents[0],
        otherN: comparison.respondents[1],
        lines: withheld ? [] : linesOf(comparison.rows),
        chart: withheld ? null : chartOf(comparison.rows, survey.name, cluster.name, locale),
      });
    }
    sections.push({
      kind: 'previousYear',
      previousPeriodLabel: previousLabel,
      ownN: pastYear.respondents[0],
      otherN: pastYear.respondents[1]!,
      lines: linesOf(pastYear.rows),
      chart: chartOf(pastYear.rows, currentLabel, previousLabel, locale),
    });
    const answerGroups = await buildAnswerGroups(database, survey, { current, previous }, locale, {
      current: currentLabel,
      previous: previousLabel,
    });
    // The trend beside the first comparison group: the setting's default cluster when it has one.
    const trendChart = await renderTrendImage(database, id, {
      locale,
      today: now,
      clusterId: clusters[0]?.cluster_id ?? null,
      viewer: observer,
    });
    surveys.push({ surveyName: survey.name, n: pastYear.respondents[0], sections, answerGroups, trendChart });
  }
  return surveys.length === 0 ? null : { periodLabel: currentLabel, surveys };
}

// ---------------------------------------------------------------- per treatment and per location

type ReportPeriod = { from: string; until: string };

/** The survey's grouping questions with their options, texts in the reader's language; treatment first. */
async function findGroupingQuestions(database: Database, surveyId: number, locale: string) {
  const rows = await database.query<{
    kind: TReportAnswerGroup['kind'];
    question_id: number;
    question: string | null;
    option_id: number;
    answer: string | null;
  }>(sql`
    select q.report_group as kind, q.id as question_id,
           ${surveyText('question', sql`q.id`, sql`q.survey_id`, locale)} as question,
           o.id as option_id, ${surveyText('option', sql`o.id`, sql`q.survey_id`, locale)} as answer
    from questions q
    join question_options o on o.question_id = q.id
    where q.survey_id = ${surveyId} and q.report_group is not null and q.archived_at is null
    order by q.report_group = 'treatment' desc, o.position, o.id`);
  const questions = new Map<number, { kind: TReportAnswerGroup['kind']; question: string; options: typeof rows }>();
  for (const row of rows) {
    const question = questions.get(row.question_id) ?? { kind: row.kind, question: row.question ?? '', options: [] };
    question.options.push(row);
    questions.set(row.question_id, question);
  }
  return [...questions.entries()].map(([questionId, question]) => ({ questionId, ...question }));
}

/**
 * What an answer's radar draws. The radar draws a missing value as 0, so it leaves out the
 * dimensions without a figure of this period, and the year before unless every dimension left
 * has one.
 */
export function answerRadarSeries(
  lines: readonly TReportDimensionLine[],
  names: { current: string; previous: string },
): { labels: string[]; series: TRadarSeries[] } {
  const drawn = lines.filter((line) => line.own !== null);
  const series: TRadarSeries[] = [
    { name: names.current, values: drawn.map((line) => line.own), color: RADAR_COLORS.survey },
  ];
  if (drawn.every((line) => line.other !== null))
    series.push({ name: names.previous, values: drawn.map((line) => line.other), color: RADAR_COLORS.comparison });
  return { labels: drawn.map((line) => wrapLabel(line.dimension, NAME_WRAP_WIDTH)), series };
}

/**
 * One answer's respondents this period against the same answer's respondents in the 12 months
 * before. Below the setting's minimum of respondents a figure could point at a few patients, so
 * the group shows none: the whole answer when it has too few respondents now, a dimension when
 * that dimension has, and the year before (line and chart) where it falls short.
 */
function answerSectionOf(
  answer: string,
  comparison: Awaited<ReturnType<typeof compareDimensionGroups>>,
  minimum: number,
  names: { current: string; previous: string },
  locale: string,
): TReportAnswerSection {
  const [ownN, otherN] = comparison.respondents;
  if (ownN < minimum || comparison.rows.length === 0) return { answer, ownN, otherN: null, lines: [], chart: null };
  const own = (row: DimensionComparison) => (row.first.respondents >= minimum ? row.first.avg : null);
  const other = (row: DimensionComparison) => (row.comparison.comparable ? row.second.avg : null);
  const lines = comparison.rows.map((row) => ({
    dimension: row.dimension,
    own: own(row),
    other: other(row),
    result: row.comparison.comparable ? (row.comparison.avgTest?.significance ?? 'same') : ('tooFew' as const),
  }));
  const { labels, series } = answerRadarSeries(lines, names);
  const option = buildComparisonRadarOption(labels, series, { animation: false, fontFamily: FONT_FAMILY, locale });
  return { answer, ownN, otherN: otherN ?? 0, lines, chart: renderChartPng(option, CHART_WIDTH, CHART_HEIGHT) };
}

/** Per grouping question of the survey, a section per answer (see answerSectionOf). */
async function buildAnswerGroups(
  database: Database,
  survey: BenchmarkSurvey,
  periods: { current: ReportPeriod; previous: ReportPeriod },
  locale: string,
  names: { current: string; previous: string },
): Promise<TReportAnswerGroup[]> {
  const groups: TReportAnswerGroup[] = [];
  for (const question of await findGroupingQuestions(database, survey.id, locale)) {
    const sections: TReportAnswerSection[] = [];
    for (const option of question.options) {
      const chose = { questionId: question.questionId, optionId: option.option_id };
      const comparison = await compareDimensionGroups(
        database,
        [
          { surveyIds: [survey.id], ...periods.current, chose },
          { surveyIds: [survey.id], ...periods.previous, chose },
        ],
        locale,
        { survey },
      );
      sections.push(answerSectionOf(option.answer ?? '', comparison, survey.thresholds.min_respondents, names, locale));
    }
    groups.push({ kind: question.kind, question: question.question, previousPeriodLabel: names.previous, sections });
  }
  return groups;
}
