import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type {
  TBenchmarkNetPromoterResponse,
  TBenchmarkSingleSurveyResponse,
  TBenchmarkTimeComparisonResponse,
} from '@peil/contract/benchmark';
import { logIn } from './log-in';
import { pickSurvey } from './survey-picker';

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots-bench-web');
const SURVEY = 'Patiëntervaring IVF Amsterdam';

/**
 * The superadmin's own client (Peil) has benchmarking switched off, so the journey itself runs
 * as the Amsterdam administrator, whose client has it on; the superadmin only checks that the
 * benchmark links stay hidden for them.
 */
const BENCHMARK_USER = 'beheerder';

/** Texts drawn in an ECharts SVG (bar labels, axis labels, legend). */
async function chartTexts(chart: Locator): Promise<string[]> {
  return chart.locator('svg text').allTextContents();
}

function formatScore(value: number | null, locale: string): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A count as the interface writes it (1,336 in English, 1.336 in Dutch). */
function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale).format(value);
}

/** An NPS figure as the interface writes it: whole, with its sign ("+23", "-5", "0"). */
function formatSigned(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, {
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(value);
}

function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

async function shoot(page: Page, name: string) {
  // A menu that is still fading out would cover the page.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function chooseOption(page: Page, combobox: Locator, name: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name, exact: typeof name === 'string' }).click();
}

test('benchmark links are hidden for a client without benchmarking', async ({ page }) => {
  await logIn(page, 'admin');
  expect(await page.evaluate(() => localStorage.getItem('benchmark_enabled'))).toBe('0');
  await expect(page.locator('nav a[href="/benchmark"]')).toHaveCount(0);
});

test('benchmark: survey against its cluster, periods, metric, dimension, export, radar', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, BENCHMARK_USER);
  const locale = (await page.evaluate(() => localStorage.getItem('language_locale'))) ?? 'en';
  await page.goto('/benchmark');
  const surveyId = await pickSurvey(page, SURVEY);

  const expected = (await (
    await page.request.post('/api/v1/benchmark/bar-chart-single-survey', {
      data: { survey_id: surveyId, locale, period: 'all_time' },
    })
  ).json()) as TBenchmarkSingleSurveyResponse;
  expect(expected.data.length).toBeGreaterThan(0);

  // Header: survey, cluster and both counts as the API gives them.
  await expect(page.getByTestId('benchmark-survey-name')).toHaveText(expected.surveyName);
  await expect(page.getByTestId('benchmark-cluster-name')).toHaveText(expected.clusterName ?? '–');
  await expect(page.getByTestId('benchmark-survey-n')).toHaveText(formatCount(expected.surveyN, locale));
  if (expected.clusterN !== null) {
    await expect(page.getByTestId('benchmark-cluster-n')).toHaveText(formatCount(expected.clusterN, locale));
  }

  // Bars: one per dimension for survey and cluster, labelled with the API's QI scores.
  const chart = page.getByTestId('benchmark-bar-chart');
  await expect(chart.locator('svg')).toBeVisible();
  await expect.poll(async () => (await chartTexts(chart)).join('|')).toContain(expected.data[0]!.dimension.slice(0, 8));
  const labels = await chartTexts(chart);
  for (const row of expected.data) {
    if (row.survey_qi_score !== null) expect(labels).toContain(formatScore(row.survey_qi_score, locale));
    if (row.cluster_qi_score !== null) expect(labels).toContain(formatScore(row.cluster_qi_score, locale));
  }
  const ariaLabel = (await chart.getAttribute('aria-label')) ?? '';
  expect(ariaLabel).toContain(`${expected.data[0]!.label}: ${expected.surveyName}`);
  await shoot(page, 'benchmark-desktop');

  // Metric switch: the same bars now carry the average scores.
  await page.getByTestId('metric-average').click();
  await expect
    .poll(async () => chartTexts(chart))
    .toContain(formatScore(expected.data.find((row) => row.survey_avg_score !== null)!.survey_avg_score, locale));

  // Period: last 12 months is requested and drawn.
  const periodResponse = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/benchmark/bar-chart-single-survey') &&
      response.request().postDataJSON()?.period === 'last_12_months',
  );
  await page.getByTestId('period-last_12_months').click();
  const lastYear = (await (await periodResponse).json()) as TBenchmarkSingleSurveyResponse;
  await expect(page.getByTestId('period-last_12_months')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('benchmark-survey-n')).toHaveText(formatCount(lastYear.surveyN, locale));
  expect(lastYear.surveyN).toBeLessThanOrEqual(expected.surveyN);

  // Question table: 20 rows per page; a dimension filters the rows, 'show all' restores them.
  const rows = page.getByTestId('question-row');
  await expect(rows.first()).toBeVisible();
  const allCount = await rows.count();
  expect(allCount).toBeGreaterThan(0);
  expect(allCount).toBeLessThanOrEqual(20);
  const dimensionSelect = page.getByTestId('benchmark-dimension-select').getByRole('combobox');
  await expect(dimensionSelect).toBeEnabled();
  const dimension = lastYear.data[0]!.dimension;
  await chooseOption(page, dimensionSelect, dimension);
  await expect(rows.first()).toContainText(dimension);
  const filteredCount = await rows.count();
  for (let index = 0; index < filteredCount; index++) await expect(rows.nth(index)).toContainText(dimension);
  expect(filteredCount).toBeLessThan(allCount);
  // 'Show all dimensions' is the first entry.
  await dimensionSelect.click();
  await page.getByRole('option').first().click();
  await expect(rows).toHaveCount(allCount);

  // Net Promoter panel under the table: the survey's NPS against the cluster's, as the API gives them.
  const nps = (await (
    await page.request.post('/api/v1/benchmark/net-promoter', {
      data: { survey_id: surveyId, locale, period: 'last_12_months' },
    })
  ).json()) as TBenchmarkNetPromoterResponse;
  expect(nps.data.length).toBeGreaterThan(0);
  const [npsExpected] = nps.data;
  const npsRow = page.getByTestId('nps-row').first();
  await expect(npsRow).toContainText(npsExpected!.label);
  await expect(npsRow.getByTestId('nps-survey')).toContainText(
    `NPS ${formatSigned(npsExpected!.survey!.score, locale)}`,
  );
  if (npsExpected!.comparable) {
    await expect(npsRow.getByTestId('nps-cluster')).toContainText(
      `NPS ${formatSigned(npsExpected!.cluster!.score, locale)}`,
    );
    await expect(npsRow.getByTestId('nps-test')).toContainText(formatSigned(npsExpected!.test!.difference, locale));
  } else {
    await expect(npsRow.getByTestId('nps-cluster')).not.toContainText('NPS');
  }
  await shoot(page, 'benchmark-nps-desktop');

  // Export: the XLSX of the shown period, named benchmark_{survey}_{cluster}_{date}.xlsx.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-benchmark-'));
  const download = page.waitForEvent('download');
  await page.getByTestId('benchmark-export').click();
  const file = await download;
  const fileStem = (name: string) => name.replace(/\s+/g, '_');
  expect(file.suggestedFilename()).toBe(
    `benchmark_${fileStem(lastYear.surveyName)}_${fileStem(lastYear.clusterName ?? '')}_${today()}.xlsx`,
  );
  const filePath = path.join(folder, file.suggestedFilename());
  await file.saveAs(filePath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(filePath);
  expect(workbook.worksheets.length).toBeGreaterThan(0);
  const cells = workbook.worksheets.flatMap((sheet) => {
    const values: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => values.push(cell.text)));
    return values;
  });
  expect(cells.join('|')).toContain(dimension);
  expect(workbook.getWorksheet('Net Promoter Score')?.getRow(2).getCell(1).text).toBe(npsExpected!.label);
  fs.rmSync(folder, { recursive: true, force: true });

  // The explanation opens in a new tab.
  const explanation = page.getByTestId('benchmark-explanation-link');
  await expect(explanation).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), explanation.click()]);
  await expect(tab).toHaveURL(/\/benchmark-explanation$/);
  await tab.close();

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Radar: cluster (location) mode with the default cluster, then two quarters.
  await page.getByTestId('benchmark-view-radar').click();
  await expect(page).toHaveURL(/view=radar/);
  const radar = page.getByTestId('benchmark-radar-chart');
  await expect(radar.locator('svg')).toBeVisible();
  await expect(page.getByTestId('benchmark-radar-n')).toHaveText(/^\d[\d,.]*$/);
  await shoot(page, 'benchmark-radar-desktop');

  await page.getByTestId('radar-mode-quarter').click();
  await expect(page.getByTestId('radar-precondition')).toBeVisible();
  await expect(page.getByTestId('benchmark-radar-first-n')).toHaveText('–');
  const quarters = page.getByTestId('radar-first-period').getByRole('combobox');
  await quarters.click();
  const quarterOptions = page.getByRole('option');
  // Newest first: the current quarter, then the one before.
  await quarterOptions.nth(2).click();
  const radarTime = page.waitForResponse((response) => response.url().endsWith('/api/v1/benchmark_time'));
  await page.getByTestId('radar-second-period').getByRole('combobox').click();
  await page.getByRole('option').nth(1).click();
  const timeAnswer = (await (await radarTime).json()) as { firstN: number; secondN: number };
  await expect(page.getByTestId('benchmark-radar-first-n')).toHaveText(formatCount(timeAnswer.firstN, locale));
  await expect(page.getByTestId('benchmark-radar-second-n')).toHaveText(formatCount(timeAnswer.secondN, locale));
  await expect(radar.locator('svg')).toBeVisible();
  await shoot(page, 'benchmark-radar-quarter-desktop');
  // The time modes export the time workbook of the two chosen periods.
  const radarDownload = page.waitForEvent('download');
  await page.getByTestId('benchmark-export').click();
  expect((await radarDownload).suggestedFilename()).toMatch(/^time_comparison_.+\.xlsx$/);

  await page.getByTestId('radar-mode-month').click();
  await expect(page.getByTestId('benchmark-radar-first-n')).toHaveText('–');

  // Another survey in the top bar starts afresh: its own request, its own counts.
  await page.getByTestId('benchmark-view-bars').click();
  const otherResponse = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/benchmark/bar-chart-single-survey') &&
      response.request().postDataJSON()?.survey_id !== surveyId,
  );
  await pickSurvey(page, 'Patiëntervaring Utrecht');
  const other = (await (await otherResponse).json()) as TBenchmarkSingleSurveyResponse;
  await expect(page.getByTestId('period-all_time')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('benchmark-survey-n')).toHaveText(formatCount(other.surveyN, locale));
  if (other.clusterN !== null) {
    await expect(page.getByTestId('benchmark-cluster-n')).toHaveText(formatCount(other.clusterN, locale));
  }
});

test('benchmark time comparison: two periods, bars, questions and export', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, BENCHMARK_USER);
  const locale = (await page.evaluate(() => localStorage.getItem('language_locale'))) ?? 'en';
  await page.goto('/benchmark-time');
  const surveyId = await pickSurvey(page, SURVEY);

  const expected = (await (
    await page.request.post('/api/v1/benchmark/time-comparison', {
      data: { survey_id: surveyId, locale, period_one: 'previous_year', period_two: 'ytd' },
    })
  ).json()) as TBenchmarkTimeComparisonResponse;
  await expect(page.getByTestId('benchmark-period-one-n')).toHaveText(formatCount(expected.periodOneSurveyN, locale));
  await expect(page.getByTestId('benchmark-period-two-n')).toHaveText(formatCount(expected.periodTwoSurveyN, locale));
  const chart = page.getByTestId('time-bar-chart');
  await expect(chart.locator('svg')).toBeVisible();
  const first = expected.data.find((row) => row.period_two_qi_score !== null)!;
  await expect.poll(async () => chartTexts(chart)).toContain(formatScore(first.period_two_qi_score, locale));
  await expect(page.getByTestId('question-row').first()).toBeVisible();
  // Welch's test of period against period per question: the difference, its interval and p.
  await expect
    .poll(async () => (await page.getByTestId('question-test').allTextContents()).join('|'))
    .toMatch(/\(-?\d+[.,]\d+ – -?\d+[.,]\d+\), p [=<] 0[.,]\d{3}/);
  await shoot(page, 'benchmark-time-desktop');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Period one becomes a quarter: nothing is asked until it is chosen.
  const periodOne = page.getByTestId('period-one');
  await chooseOption(page, periodOne.getByRole('combobox').first(), /Kwartaal|Quarter|Quartal|Trimestre/);
  const quarterRequest = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/v1/benchmark/time-comparison') &&
      typeof request.postDataJSON()?.period_one === 'object',
  );
  await periodOne.getByRole('combobox').nth(1).click();
  await page.getByRole('option').nth(2).click();
  const sent = (await quarterRequest).postDataJSON();
  expect(sent.period_one).toMatchObject({ start_date: expect.stringMatching(/-01$/) });
  expect(sent.period_two).toBe('ytd');

  // Custom dates: an end before the start is ignored.
  const periodTwo = page.getByTestId('period-two');
  await chooseOption(page, periodTwo.getByRole('combobox').first(), /Eigen|Custom|Eigene|libres/);
  const from = page.getByTestId('period-two-from');
  const to = page.getByTestId('period-two-to');
  const startValue = await from.inputValue();
  await to.fill('1999-01-01');
  await to.blur();
  await expect(to).not.toHaveValue('1999-01-01');
  expect(await from.inputValue()).toBe(startValue);

  // New versus old: everything before the last 12 months against the last 12 months.
  const newVersusOldRequest = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/v1/benchmark/time-comparison') &&
      request.postDataJSON()?.period_two === 'last_12_months',
  );
  await page.getByTestId('new-versus-old').click();
  const newVersusOld = (await newVersusOldRequest).postDataJSON();
  expect(newVersusOld.period_one).toMatchObject({
    start_date: '2000-01-01',
    end_date: expect.stringMatching(/^\d{4}-/),
  });
  // Shown in the interface language's order (English: day first).
  await expect(page.getByTestId('period-one-from')).toHaveValue(
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(2000, 0, 1)),
  );

  const download = page.waitForEvent('download');
  await expect(page.getByTestId('benchmark-export')).toBeEnabled();
  await page.getByTestId('benchmark-export').click();
  expect((await download).suggestedFilename()).toBe(
    `time_comparison_${expected.surveyName.replace(/\s+/g, '_')}_${today()}.xlsx`,
  );
});

test('benchmark on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, BENCHMARK_USER);
  await page.goto('/benchmark');
  await pickSurvey(page, SURVEY);
  await expect(page.getByTestId('benchmark-bar-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('question-row').first()).toBeVisible();
  await shoot(page, 'benchmark-phone');
  // Nothing but the chart's own scroll area is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Below the fold on a phone: a chart is drawn once it comes near the screen.
  await page.goto('/benchmark-time');
  await page.getByTestId('time-bar-chart').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('time-bar-chart').locator('svg')).toBeVisible();
  await shoot(page, 'benchmark-time-phone');
  await page.goto('/benchmark?view=radar');
  await page.getByTestId('benchmark-radar-chart').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('benchmark-radar-chart').locator('svg')).toBeVisible();
  await shoot(page, 'benchmark-radar-phone');
});
