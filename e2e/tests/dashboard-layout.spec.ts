import fs from 'node:fs';
import path from 'node:path';
import { logIn } from './log-in';
import { expect, test, type Page } from '@playwright/test';

// Screenshots of the dashboard for a look by eye; the assertions below do not depend on them.
const SHOTS_DIR = path.resolve(import.meta.dirname, '../../.tmp/shots-dashboard');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

test('dashboard: labelled counts, and an expanded card leaves no gap in the grid', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin');
  const cards = page.getByTestId('result-card');
  await expect(cards.nth(3)).toBeVisible();
  const counts = page.getByTestId('respondent-counts');
  await expect(counts).toContainText(/Completed|Afgerond/);
  await expect(counts).toContainText(/Not completed|Niet afgerond/);
  await expect(cards.first()).toContainText(/n = [\d.,]+ (answered|beantwoord)/);
  await shot(page, 'desktop');

  // Two cards a row; the second card of the first row, expanded, needs the whole next row.
  const [first, second, third] = [cards.nth(0), cards.nth(1), cards.nth(2)];
  const firstTop = (await first.boundingBox())!.y;
  expect(Math.abs((await second.boundingBox())!.y - firstTop)).toBeLessThan(2);
  await second.getByTestId('card-expand').click();
  await expect(second).toHaveAttribute('data-expanded', 'true');
  // The card after it fills the place it left beside the first card.
  await expect.poll(async () => Math.abs((await third.boundingBox())!.y - firstTop)).toBeLessThan(2);
  expect((await second.boundingBox())!.y).toBeGreaterThan(firstTop + 10);
  await shot(page, 'desktop-expanded');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards.first()).toBeVisible();
  await shot(page, 'phone');
});

test('dashboard on a phone: the languages fill the place held for them while they load', async ({ page }) => {
  test.setTimeout(120_000);
  // The languages are held back until their placeholder has been measured.
  let releaseLanguages = () => {};
  const isHeld = new Promise<void>((resolve) => (releaseLanguages = resolve));
  await page.route('**/api/v1/survey/get_survey_translations_with_respondent_count/**', async (route) => {
    await isHeld;
    await route.continue();
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await logIn(page, 'admin');
  const filter = page.getByTestId('translation-filter');
  await expect(filter.getByTestId('translation-filter-placeholder')).toBeVisible();
  const heldHeight = (await filter.boundingBox())!.height;
  releaseLanguages();
  // The demo survey's three languages wrap to two rows at this width.
  const chips = filter.getByRole('group').getByRole('button');
  await expect(chips).toHaveCount(3);
  const rows = new Set(await chips.evaluateAll((all) => all.map((chip) => chip.getBoundingClientRect().top)));
  expect(rows.size).toBe(2);
  expect((await filter.boundingBox())!.height).toBe(heldHeight);
});

test('dashboard: a period without answers shows one message instead of a card per question', async ({ page }) => {
  // The real cards of the survey, emptied: as a period in which nobody answered.
  await page.route('**/api/v1/survey/get_survey_results/**', async (route) => {
    const cards = (await (await route.fetch()).json()) as { data: number[]; answers: unknown }[];
    await route.fulfill({
      json: cards.map((card) => ({ ...card, data: card.data.map(() => 0), answers: null, n: 0 })),
    });
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin');
  const message = page.getByTestId('results-no-data');
  await expect(message).toHaveText(/There is no data to be displayed\.|Er zijn geen gegevens om weer te geven\./);
  await expect(page.getByTestId('result-card')).toHaveCount(0);
  await expect(page.getByTestId('export-open')).toBeDisabled();
  await shot(page, 'empty-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'empty-phone');
});

test("radar: each line's value labels on their own side of its points", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The superadmin's own client has benchmarking off; this admin's client has it on.
  await logIn(page, 'beheerder');
  await page.goto('/benchmark?view=radar');
  await page.getByTestId('survey-picker').getByRole('combobox').click();
  await page.getByRole('option', { name: /Patiëntervaring IVF Amsterdam/ }).click();
  const chart = page.getByTestId('benchmark-radar-chart');
  await expect(chart.locator('svg')).toBeVisible();
  const labels = chart.locator('svg text', { hasText: /^\d[.,]\d$/ });
  await expect(labels.first()).toBeVisible();
  // Two lines, each labelled in its own colour.
  const colours = await labels.evaluateAll((texts) => [...new Set(texts.map((text) => text.getAttribute('fill')))]);
  expect(colours).toHaveLength(2);
  await shot(page, 'radar-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the longer count labels wrap, and the counts stay on one line.
  const surveyCount = page.getByTestId('benchmark-radar-n');
  await expect(surveyCount).toHaveText(/^\d[\d.,\u202f\u00a0]*$/);
  const countLines = await surveyCount.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(countLines).toBe(1);
  await shot(page, 'radar-phone');
});
