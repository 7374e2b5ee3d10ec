import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { TClustersInSettingsResponse } from '@peil/contract/benchmark';
import type { TBenchmarkTrendResponse } from '@peil/contract/benchmark-trend';
import { logIn } from './log-in';
import { pickSurvey } from './survey-picker';

const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots-trend');
const SURVEY = 'Patiëntervaring IVF Amsterdam';
// The demo's benchmark client: the superadmin's own client has benchmarking switched off.
const BENCHMARK_USER = 'beheerder';

async function trendOf(page: Page, surveyId: number, granularity: 'month' | 'quarter', locale: string) {
  const response = await page.request.post('/api/v1/benchmark/trend', {
    data: { survey_id: surveyId, granularity, locale },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TBenchmarkTrendResponse;
}

test('benchmark time page: the trend per dimension, per quarter and per month, at desktop and phone width', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, BENCHMARK_USER);
  const locale = (await page.evaluate(() => localStorage.getItem('language_locale'))) ?? 'en';
  await page.goto('/benchmark-time');
  const surveyId = await pickSurvey(page, SURVEY);
  const quarters = await trendOf(page, surveyId, 'quarter', locale);
  expect(quarters.dimensions.length).toBeGreaterThan(0);

  const section = page.getByTestId('trend-section');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('trend-dimension')).toHaveCount(quarters.dimensions.length);
  const first = quarters.dimensions[0]!;
  const chart = section.getByTestId(`trend-chart-${first.dimension_id}`);
  // Drawn: the line, the band and the axis labels are in the chart's SVG.
  await expect(chart.locator('svg path').first()).toBeAttached();
  await expect.poll(async () => (await chart.locator('svg text').allTextContents()).length).toBeGreaterThan(4);
  await expect(chart).toHaveAttribute('aria-label', new RegExp(first.dimension));
  // The table for screen readers has a row per period under its header.
  await expect(section.getByTestId(`trend-chart-${first.dimension_id}-table`).locator('tbody tr')).toHaveCount(
    quarters.periods.length,
  );

  // Heel Nederland is withheld for Amsterdam (the larger Internationaal differs by one clinic);
  // beside Internationaal, the demo's default, the cluster's dashed line is drawn where a quarter
  // passes the thresholds.
  await section.getByTestId('trend-cluster-select').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Heel Nederland' }).click();
  await expect(section.getByTestId('trend-too-few')).toBeVisible();
  await section.getByTestId('trend-cluster-select').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Internationaal' }).click();
  const { clusters } = (await (
    await page.request.get('/api/v1/benchmark/clusters_in_settings')
  ).json()) as TClustersInSettingsResponse;
  const clusterId = clusters.find((cluster) => cluster.cluster_name === 'Internationaal')!.cluster_id;
  const withCluster = (await (
    await page.request.post('/api/v1/benchmark/trend', {
      data: { survey_id: surveyId, locale, cluster_id: clusterId },
    })
  ).json()) as TBenchmarkTrendResponse;
  expect(withCluster.cluster_withheld).toBeNull();
  const shownPoints = withCluster.dimensions[0]!.points.filter((point) => point.cluster_n !== null);
  expect(shownPoints.length).toBeGreaterThan(0);
  await expect(section.getByTestId('trend-too-few')).toHaveCount(0);
  const table = section.getByTestId(`trend-chart-${first.dimension_id}-table`);
  await expect(table.locator('thead th').nth(2)).toHaveText('Internationaal');
  // The dashed line: the cluster's series is drawn in the chart.
  await expect.poll(async () => (await chart.locator('svg path[stroke-dasharray]').count()) > 0).toBe(true);

  const axe = await new AxeBuilder({ page }).include('[data-testid="trend-section"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await page.screenshot({ path: path.join(SHOTS, 'trend-desktop-quarter.png'), fullPage: true });
  await section.screenshot({ path: path.join(SHOTS, 'trend-section-desktop-quarter.png') });

  const months = await trendOf(page, surveyId, 'month', locale);
  await section.getByTestId('trend-month').click();
  await expect(section.getByTestId(`trend-chart-${first.dimension_id}-table`).locator('tbody tr')).toHaveCount(
    months.periods.length,
  );
  expect(months.periods).toHaveLength(36);
  await expect(section).toHaveAttribute('aria-busy', 'false');
  await section.screenshot({ path: path.join(SHOTS, 'trend-section-desktop-month.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/benchmark-time');
  await page.getByTestId('trend-section').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('trend-dimension')).toHaveCount(quarters.dimensions.length);
  // A chart is drawn once it comes near the screen.
  const phoneChart = page.getByTestId(`trend-chart-${first.dimension_id}`);
  await phoneChart.scrollIntoViewIfNeeded();
  await expect(phoneChart.locator('svg path').first()).toBeAttached();
  await page.screenshot({ path: path.join(SHOTS, 'trend-phone.png'), fullPage: true });
  await page.getByTestId('trend-section').screenshot({ path: path.join(SHOTS, 'trend-section-phone.png') });
});
