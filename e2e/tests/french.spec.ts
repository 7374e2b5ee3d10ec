import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import type { TResultCard } from '@peil/contract/results';
import { logIn } from './log-in';
import { pickSurvey } from './survey-picker';

/** The Amsterdam administrator: a Dutch account whose client has benchmarking. */
const USER = 'beheerder';
/** Written in nl, en and de: in a French interface its texts are Dutch, its first language. */
const SURVEY = 'Patiëntervaring IVF Amsterdam';

const FRENCH_MONTH = '(janv\\.|févr\\.|mars|avr\\.|mai|juin|juil\\.|août|sept\\.|oct\\.|nov\\.|déc\\.)';
/** "Du 27 nov. 2023": the range's label, then the date with the month's French name. */
const FRENCH_MEDIUM_DATE = new RegExp(`^\\S+ \\d{1,2} ${FRENCH_MONTH} \\d{4}$`);
const FRENCH_NUMERIC_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
/** French groups thousands with a (narrow) no-break space and writes decimals with a comma. */
const FRENCH_NUMBER = /^\d{1,3}([\u202f\u00a0 ]\d{3})*(,\d+)?$/;

/** Numbers drawn in an ECharts SVG (bar and slice labels), each as it is written. */
async function chartNumbers(chart: Locator): Promise<string[]> {
  const texts = await chart.locator('svg text').allTextContents();
  return texts.flatMap((text) => text.match(/\d[\d\u202f\u00a0.,]*\d|\d/g) ?? []);
}

test('logged in from the English login page, the interface stays English after a reload', async ({ page }) => {
  await logIn(page, USER);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('[data-nav-link]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language_locale'))).toBe('en');
  await expect(page.locator('[data-nav-link=surveys]')).toHaveText(/Surveys/);
});

test('/wachtwoord-vergeten opens in Dutch when no language is stored, with the language flags', async ({ page }) => {
  await page.goto('/wachtwoord-vergeten');
  await expect(page.getByRole('button', { name: 'Versturen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('button[lang=fr]')).toBeVisible();
  await page.goto('/registrieren');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('French journey: login, reload, dashboard, benchmark and export in French formats', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.locator('button[lang=fr]').click();
  await logIn(page, USER);
  await page.reload();
  await expect(page.locator('[data-nav-link]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('language_locale'))).toBe('fr');

  // Dashboard: survey texts in Dutch, the survey's first language; dates and numbers in French.
  const surveyId = await pickSurvey(page, SURVEY);
  const dutch = (await (
    await page.request.post(`/api/v1/survey/get_survey_results/${surveyId}`, {
      data: { locale: 'nl', filter: [], translationFilter: [] },
    })
  ).json()) as TResultCard[];
  const dutchName = (await (await page.request.post(`/api/v1/survey/get_survey_name/${surveyId}/nl`)).json()).name;
  await expect(page.getByTestId('survey-name')).toHaveText(dutchName);
  const cards = page.getByTestId('result-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.locator('h3').allTextContents();
  expect(shown).toEqual(dutch.map((card) => card.question_text || card.title));
  const summaries = await cards.locator('h3 + p').allTextContents();
  const dimensions = new Set(dutch.map((card) => card.dimension_name).filter(Boolean));
  for (const summary of summaries) {
    const [first] = summary.split(' · ');
    if (!first!.startsWith('n = ')) expect(dimensions).toContain(first);
    expect(summary).toMatch(/n = \d[\d\u202f\u00a0]* ont répondu/);
    const average = /Moyenne : (\S+)/.exec(summary)?.[1];
    if (average) expect(average).toMatch(FRENCH_NUMBER);
  }
  await expect(page.getByTestId('date-from')).toHaveText(FRENCH_MEDIUM_DATE);
  await expect(page.getByTestId('date-to')).toHaveText(FRENCH_MEDIUM_DATE);
  await expect(page.getByTestId('count-finished')).toHaveText(FRENCH_NUMBER);
  const pie = page.locator('[data-testid=result-card][data-special-type=choice]').first();
  await expect(pie.getByTestId('result-chart')).toHaveAttribute('data-drawn', 'true');
  const pieTexts = await pie.locator('[data-testid=result-chart] svg text').allTextContents();
  const shares = pieTexts.flatMap((text) => /\(([^)]*%)\)/.exec(text)?.[1] ?? []);
  expect(shares.length).toBeGreaterThan(0);
  for (const share of shares) expect(share).toMatch(/^\d{1,3},\d[\u202f\u00a0 ]%$/);

  // Export: the PDF states its period, averages and texts the same way.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-french-'));
  try {
    await page.getByTestId('export-open').click();
    const pdfDownload = page.waitForEvent('download');
    await page.getByTestId('export-pdf').click();
    const pdfPath = path.join(folder, 'report.pdf');
    await (await pdfDownload).saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-']).toString('utf8');
    expect(text).toMatch(/Période: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Moyenne: \d,\d\d/);
    expect(text).not.toMatch(/Moyenne: \d\.\d/);
    expect(text).toContain(dutch.find((card) => card.score !== null)!.question_text);
    await page.getByRole('button', { name: /fermer/i }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }

  // Benchmark: the survey's Dutch name, scores with a decimal comma.
  await page.goto('/reference');
  await expect(page.getByTestId('benchmark-survey-name')).toHaveText(dutchName, { timeout: 30_000 });
  await expect(page.getByTestId('benchmark-survey-n')).toHaveText(FRENCH_NUMBER);
  // The comparison group's count, or the French "too few" when it is below the setting's thresholds.
  await expect(page.getByTestId('benchmark-cluster-n')).toHaveText(
    new RegExp(`${FRENCH_NUMBER.source}|^Trop peu pour comparer$`),
  );
  const benchmarkChart = page.getByTestId('benchmark-bar-chart');
  await expect(benchmarkChart.locator('svg text').first()).toBeVisible();
  const scores = await chartNumbers(benchmarkChart);
  expect(scores.length).toBeGreaterThan(0);
  for (const score of scores) expect(score).not.toMatch(/^\d+\.\d+$/);
  expect(scores.some((score) => /^\d+,\d\d$/.test(score))).toBe(true);

  // Time comparison: both periods as French dates with four-digit years.
  await page.goto('/reference-temps');
  for (const id of ['benchmark-period-one', 'benchmark-period-two']) {
    const period = page.getByTestId(id);
    await expect(period).toHaveText(/ – /, { timeout: 30_000 });
    const [from, until] = (await period.textContent())!.split(' – ');
    expect(from).toMatch(FRENCH_NUMERIC_DATE);
    expect(until).toMatch(FRENCH_NUMERIC_DATE);
  }
});
