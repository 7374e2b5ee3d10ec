import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { logIn } from './log-in';
import { expect, test, type Page } from '@playwright/test';

async function pickSurvey(page: Page, index: number) {
  await page.getByTestId('survey-picker').getByRole('combobox').click();
  await page.getByRole('option').nth(index).click();
  // The closing menu's backdrop still takes clicks (a forced click on a bar would land on it).
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Bars and slices of a card's SVG chart: filled paths (label lines and grid lines have no fill). */
function barsOf(card: ReturnType<Page['locator']>) {
  return card.locator('[data-testid=result-chart] svg path:not([fill=none])');
}

/**
 * Chooses a bar or slice as the keyboard does: a forced mouse click lands on the middle of the
 * path's box, which cards still being drawn further down can move away from the slice meanwhile.
 * The mouse click itself is covered by the chart's component test.
 */
async function chooseFirstBar(page: Page, card: ReturnType<Page['locator']>) {
  await barsOf(card).first().focus();
  await page.keyboard.press('Enter');
}

function isResultsRequest(url: string) {
  return url.includes('/api/v1/survey/get_survey_results/');
}

test('dashboard: survey, filters, date range, expanded card and exports', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'admin');

  await pickSurvey(page, 1);
  await expect(page.getByTestId('survey-name')).not.toHaveText(/^\s*$/);
  const cards = page.getByTestId('result-card');
  // The survey shown before the pick keeps its cards until the picked survey's results arrive.
  await expect.poll(() => cards.count()).toBeGreaterThan(3);
  await expect(page.getByTestId('count-finished')).toHaveText(/^\d{1,3}(,\d{3})*$/);

  // A click on a bar of a choice card adds a filter; the next results request carries it.
  const choiceCard = page.locator('[data-testid=result-card][data-special-type=choice]').first();
  await expect(choiceCard.getByTestId('result-chart')).toHaveAttribute('data-drawn', 'true');
  await expect(barsOf(choiceCard).first()).toBeVisible();
  // A slice label is two lines, name and count, that do not overlap.
  const labelTops = await choiceCard
    .locator('[data-testid=result-chart] svg text')
    .evaluateAll((texts) => texts.slice(0, 2).map((text) => text.getBoundingClientRect().top));
  expect(labelTops[1]! - labelTops[0]!).toBeGreaterThanOrEqual(12);
  const filteredRequest = page.waitForRequest(
    (request) => isResultsRequest(request.url()) && (request.postDataJSON()?.filter?.length ?? 0) === 1,
  );
  await chooseFirstBar(page, choiceCard);
  const chips = page.getByTestId('filter-chip');
  await expect(chips).toHaveCount(1);
  const filter = (await filteredRequest).postDataJSON().filter[0];
  expect(filter.questionId).toBe(Number(await choiceCard.getAttribute('data-question-id')));
  await chips.first().locator('.MuiChip-deleteIcon').click();
  await expect(chips).toHaveCount(0);

  // The start thumb moves by keyboard; the new start date goes out with the results request.
  const fromText = await page.getByTestId('date-from').textContent();
  const datedRequest = page.waitForRequest(
    (request) => isResultsRequest(request.url()) && typeof request.postDataJSON()?.fromDate === 'string',
  );
  const startThumb = page.getByRole('slider').first();
  await startThumb.focus();
  await startThumb.press('PageUp');
  await expect(page.getByTestId('date-from')).not.toHaveText(fromText ?? '');
  expect((await datedRequest).postDataJSON().fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await startThumb.press('Home');

  // Expanding a card shows the table beside the chart over the whole row.
  await expect(choiceCard.getByTestId('card-expand')).toBeVisible();
  const narrowWidth = (await choiceCard.boundingBox())!.width;
  await choiceCard.getByTestId('card-expand').click();
  await expect(choiceCard).toHaveAttribute('data-expanded', 'true');
  await expect(choiceCard.getByTestId('result-table')).toBeVisible();
  expect((await choiceCard.boundingBox())!.width).toBeGreaterThan(narrowWidth * 1.8);
  // The table's "add as filter" buttons are the keyboard way to filter.
  await choiceCard.getByTestId('table-add-filter').first().click();
  await expect(chips).toHaveCount(1);
  await chips.first().locator('.MuiChip-deleteIcon').click();
  await expect(chips).toHaveCount(0);

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-dashboard-'));
  await page.getByTestId('export-open').click();

  const excelDownload = page.waitForEvent('download');
  await page.getByTestId('export-xlsx').click();
  const excel = await excelDownload;
  expect(excel.suggestedFilename()).toBe('export.xlsx');
  const excelPath = path.join(folder, 'export.xlsx');
  await excel.saveAs(excelPath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(excelPath);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).filter((value) => typeof value === 'string');
  expect(header.length).toBeGreaterThan(2);
  expect(sheet.rowCount).toBeGreaterThan(1);

  const pdfDownload = page.waitForEvent('download');
  await page.getByTestId('export-pdf').click();
  const pdf = await pdfDownload;
  const pdfPath = path.join(folder, 'report.pdf');
  await pdf.saveAs(pdfPath);
  expect(fs.readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', pdfPath, path.join(folder, 'page')]);
  const png = fs.readdirSync(folder).find((name) => name.startsWith('page') && name.endsWith('.png'));
  expect(png).toBeDefined();
  expect(fs.statSync(path.join(folder, png!)).size).toBeGreaterThan(5_000);
  fs.rmSync(folder, { recursive: true, force: true });
  await page.getByRole('button', { name: /close|sluiten|schließen|fermer/i }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Another survey starts without the filters of the previous one.
  await chooseFirstBar(page, choiceCard);
  await expect(chips).toHaveCount(1);
  const selectedSurvey = () => page.evaluate(() => localStorage.getItem('selectedSurvey'));
  const before = await selectedSurvey();
  await pickSurvey(page, 0);
  await expect.poll(selectedSurvey).not.toBe(before);
  await expect(chips).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
});

test('dashboard on a phone: one column of cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'admin');
  const cards = page.getByTestId('result-card');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  expect(Math.abs(first.x - second.x)).toBeLessThan(2);
});

test('survey dropdown: numbered entries with project, long names cut, empty list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language_locale', 'nl'));
  const longName = `Patiëntervaring ${'x'.repeat(60)}`;
  let surveys: unknown[] = [
    { survey_id: 1, survey_name: longName, project_name: 'IVF', uuid: '00000000-0000-4000-8000-000000000001' },
    { survey_id: 2, survey_name: 'Nazorg', project_name: null, uuid: '00000000-0000-4000-8000-000000000002' },
  ];
  await page.route('**/api/v1/dashboard/projectssummary', (route) => route.fulfill({ json: { surveys } }));
  await logIn(page, 'admin');

  const picker = page.getByTestId('survey-picker');
  await expect(picker.getByRole('combobox')).toHaveText(`1. ${longName.slice(0, 57)}... (IVF)`);
  await picker.getByRole('combobox').click();
  const entries = page.getByRole('option');
  await expect(entries).toHaveText([`1. ${longName.slice(0, 57)}... (IVF)`, '2. Nazorg']);
  // On a phone a long entry wraps inside the screen rather than running off its edge.
  const box = (await entries.first().boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await entries.nth(1).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedSurvey'))).toBe('2');

  // /resultaten is the same screen, with the dropdown.
  await page.goto('/resultaten');
  await expect(page.getByTestId('page-title')).toHaveText('Resultaten');
  await expect(picker.getByRole('combobox')).toHaveText('2. Nazorg');

  // No surveys left: 'Geen resultaten', and the page no longer shows the stored survey but says
  // that the account waits for access.
  surveys = [];
  await page.reload();
  await expect(picker.getByRole('combobox')).toHaveText('Geen resultaten');
  await expect(page.getByTestId('dashboard-no-access')).toBeVisible();
  await expect(page.getByTestId('result-card')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedSurvey'))).toBeNull();
});
