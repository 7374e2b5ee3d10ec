import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { acknowledge, chooseAction, logInDutch, openSurveys, row } from './surveys-list';

const SOURCE = 'Patiëntervaring Utrecht';
const SHOTS = path.resolve(import.meta.dirname, '../../.tmp/shots-survey-files');

async function shoot(page: Page, name: string) {
  // A select menu that is still fading out would cover the dialog.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

test('a superadmin exports a demo survey, imports the file elsewhere and opens the draft in the builder', async ({
  page,
}, testInfo) => {
  // Export, import, the builder and a removal: long on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInDutch(page, 'admin');
  await openSurveys(page);

  const download = page.waitForEvent('download');
  await chooseAction(page, SOURCE, 'Exporteren als bestand');
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('patientervaring-utrecht.peil-survey.json');
  const filePath = testInfo.outputPath(saved.suggestedFilename());
  await saved.saveAs(filePath);
  const file = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  expect(file).toMatchObject({ format: 'peil-survey', version: 1, survey: { internal_name: SOURCE } });
  expect(file.survey.pages.length).toBeGreaterThan(1);
  // A name of its own, so that the other journeys still find the demo survey's name once.
  const importedName = `E2E import ${Date.now()}`;
  file.survey.internal_name = importedName;
  const importPath = testInfo.outputPath('renamed', saved.suggestedFilename());
  fs.mkdirSync(path.dirname(importPath), { recursive: true });
  fs.writeFileSync(importPath, JSON.stringify(file));
  const rowsBefore = await page.locator('tbody tr').count();

  await page.getByRole('button', { name: 'Vragenlijst importeren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vragenlijst importeren' });
  const submit = dialog.getByRole('button', { name: 'Importeren', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByTestId('survey-file-input').setInputFiles(importPath);
  await expect(dialog.getByTestId('survey-file-name')).toHaveText('patientervaring-utrecht.peil-survey.json');
  await dialog.getByRole('combobox', { name: 'Organisatie' }).click();
  await page.getByRole('option', { name: 'Kinderwunschzentrum München', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Patientenerfahrung', exact: true }).click();
  await expect(submit).toBeEnabled();
  await shoot(page, 'import-dialog-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'import-dialog-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await submit.click();
  await expect(dialog.getByText('De vragenlijst is geïmporteerd als inactief concept.')).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, 'import-dialog-done');
  await dialog.getByRole('link', { name: 'Vragenlijst aanpassen' }).click();
  await expect(page).toHaveURL(/\/vragenlijsten\/vragenlijst-aanpassen\/\d+$/);
  await expect(page.getByLabel('Interne naam')).toHaveValue(importedName, { timeout: 30_000 });
  await expect(page.getByText(/^Inactief: respondenten zien/)).toBeVisible();

  await openSurveys(page);
  await expect(page.locator('tbody tr')).toHaveCount(rowsBefore + 1);
  const imported = row(page, importedName);
  await expect(imported).toContainText('Inactief');
  await expect(imported).toContainText('Patientenerfahrung');
  await expect(imported).toContainText('Kinderwunschzentrum München');

  await chooseAction(page, importedName, 'Verwijderen');
  await page
    .getByRole('dialog', { name: 'Vragenlijst verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await acknowledge(page, 'Vragenlijst verwijderd.');
  await expect(row(page, importedName)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('tbody tr')).toHaveCount(rowsBefore);
});

test('an invalid file is refused with a message that names the field', async ({ page }, testInfo) => {
  await logInDutch(page, 'admin');
  await openSurveys(page);
  const filePath = testInfo.outputPath('nameless.peil-survey.json');
  fs.writeFileSync(filePath, JSON.stringify({ format: 'peil-survey', version: 1, survey: { internal_name: '' } }));
  await page.getByRole('button', { name: 'Vragenlijst importeren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vragenlijst importeren' });
  await dialog.getByTestId('survey-file-input').setInputFiles(filePath);
  await dialog.getByRole('combobox', { name: 'Organisatie' }).click();
  await page.getByRole('option', { name: 'Kliniek Groningen', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Patiëntervaring', exact: true }).click();
  await dialog.getByRole('button', { name: 'Importeren', exact: true }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Het bestand kan niet worden geïmporteerd:', { timeout: 30_000 });
  await expect(alert).toContainText('De waarde bij survey.internal_name ontbreekt of is ongeldig.');
  await shoot(page, 'import-dialog-refused');
});
