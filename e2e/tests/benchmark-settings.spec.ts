import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { logIn } from './log-in';

// Benchmark settings and ask-a-question, checked against the Dutch interface texts.
const SHOTS_DIR = path.resolve(import.meta.dirname, '../../.tmp/shots-bench-settings');
const suffix = crypto.randomBytes(3).toString('hex');
const SETTING = `E2E Benchmark ${suffix}`;
const RENAMED = `E2E Benchmark ${suffix} bewerkt`;
const CLUSTER = `E2E Cluster ${suffix}`;
const SECOND_CLUSTER = `E2E Tweede ${suffix}`;
const SURVEY = 'Patiëntervaring Groningen';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe.configure({ mode: 'serial' });

async function logInDutch(page: Page, username: string) {
  await page.addInitScript(() => localStorage.setItem('language_locale', 'nl'));
  await logIn(page, username);
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

function outboxMails(): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) =>
      fs
        .readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

test('superadmin creates and edits a setting, builds a cluster with a survey and a default', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logInDutch(page, 'admin');
  await page.goto('/benchmark-settings');
  const list = page.getByRole('list', { name: 'Benchmarkinstellingen' });
  await expect(list).toBeVisible();

  // Create: the name is required, the description optional.
  await page.getByRole('button', { name: 'Nieuwe instelling aanmaken' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Nieuwe benchmarkinstelling' });
  await expect(createDialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await createDialog.getByRole('textbox', { name: 'Naam', exact: true }).fill(SETTING);
  await createDialog.getByLabel('Omschrijving').fill('Klinieken uit de e2e-test');
  await createDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(createDialog).toBeHidden();
  await expect(list.getByText(SETTING, { exact: true })).toBeVisible();
  await shot(page, 'settings-list-desktop');

  // Edit: the dialog loads the setting and shows its (still empty) cluster editor.
  await page.getByRole('button', { name: `${SETTING} bewerken` }).click();
  const dialog = page.getByRole('dialog', { name: 'Benchmarkinstelling bewerken' });
  await expect(dialog.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(SETTING);
  await expect(dialog.getByLabel('Omschrijving')).toHaveValue('Klinieken uit de e2e-test');
  await expect(dialog.getByTestId('clusters-empty')).toBeVisible();
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.width).toBeGreaterThan(DESKTOP.width * 0.78);
  expect(dialogBox.width).toBeLessThan(DESKTOP.width * 0.82);

  // A new cluster needs a name.
  const create = dialog.getByRole('button', { name: 'Aanmaken' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Naam nieuw cluster').fill(CLUSTER);
  await create.click();
  const cluster = dialog.getByRole('region', { name: CLUSTER });
  await expect(cluster).toBeVisible();
  await expect(cluster).toContainText('Nog geen vragenlijsten in dit cluster.');

  // Add a survey through the searchable picker.
  const picker = cluster.getByRole('combobox', { name: `Vragenlijst toevoegen aan ${CLUSTER}` });
  await picker.fill('Groningen');
  await page.getByRole('option', { name: new RegExp(`${SURVEY} \\(`) }).click();
  await cluster.getByRole('button', { name: 'Vragenlijst toevoegen' }).click();
  const surveys = cluster.getByRole('table', { name: `Vragenlijsten in ${CLUSTER}` });
  await expect(surveys.getByRole('cell', { name: SURVEY, exact: true })).toBeVisible();
  await expect(cluster).toContainText('1 vragenlijst');
  await expect(picker).toHaveValue('');

  // Make it the default cluster.
  await cluster.getByRole('button', { name: `${CLUSTER} als standaardcluster instellen` }).click();
  await expect(cluster.getByText('Standaardcluster')).toBeVisible();
  await expect(cluster.getByRole('button', { name: /als standaardcluster instellen/ })).toHaveCount(0);
  await shot(page, 'setting-dialog-desktop');

  // Thresholds: a value out of range shows its rule; valid ones are saved with the setting.
  const minOrganizations = dialog.getByRole('textbox', { name: 'Minimum andere organisaties' });
  await expect(minOrganizations).toHaveValue('3');
  await expect(dialog.getByRole('textbox', { name: 'Minimum respondenten per vraag' })).toHaveValue('30');
  await minOrganizations.fill('1');
  await expect(dialog.getByText('Een geheel getal van 2 tot 100.', { exact: true })).toBeVisible();
  await minOrganizations.fill('4');
  await dialog.getByRole('textbox', { name: 'Minimum respondenten per vraag' }).fill('25');
  await dialog.getByRole('textbox', { name: 'Significantieniveau (p)' }).fill('0.01');

  // Remove the survey again; the cluster stays.
  await cluster.getByRole('button', { name: `Vragenlijst ${SURVEY} uit dit cluster verwijderen` }).click();
  await expect(cluster).toContainText('Nog geen vragenlijsten in dit cluster.');
  await expect(cluster).toContainText('0 vragenlijsten');

  // A failed save ends the saving state and keeps the dialog open with what was typed.
  await dialog.getByRole('textbox', { name: 'Naam', exact: true }).fill(RENAMED);
  let hasFailedOnce = false;
  await page.route('**/api/v1/benchmark/settings/*', async (route) => {
    if (route.request().method() !== 'POST' || hasFailedOnce) return route.continue();
    hasFailedOnce = true;
    return route.abort();
  });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByRole('alert')).toContainText('De benchmarkinstelling kon niet worden opgeslagen.');
  await expect(dialog.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(RENAMED);
  await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeEnabled();

  // Saving again works: the dialog closes and the list reloads.
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText(RENAMED, { exact: true })).toBeVisible();
  await expect(list.getByText(SETTING, { exact: true })).toHaveCount(0);

  // Opening it again shows the saved name and thresholds, not an old copy.
  await page.getByRole('button', { name: `${RENAMED} bewerken` }).click();
  await expect(dialog.getByRole('textbox', { name: 'Naam', exact: true })).toHaveValue(RENAMED);
  await expect(dialog.getByRole('textbox', { name: 'Minimum andere organisaties' })).toHaveValue('4');
  await expect(dialog.getByRole('textbox', { name: 'Minimum respondenten per vraag' })).toHaveValue('25');
  await expect(dialog.getByRole('textbox', { name: 'Significantieniveau (p)' })).toHaveValue(/^0[.,]01$/);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
});

test('the cluster screen shows the default cluster and removes a cluster after confirmation', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logInDutch(page, 'admin');
  await page.goto('/benchmark-settings');
  await page.getByRole('link', { name: `Clusters van ${RENAMED}` }).click();
  await expect(page).toHaveURL(/\/benchmark-clusters-aanpassen\/\d+$/);
  await expect(page.getByTestId('setting-name')).toHaveText(RENAMED);
  const cluster = page.getByRole('region', { name: CLUSTER });
  await expect(cluster.getByText('Standaardcluster')).toBeVisible();

  // A second cluster with a survey, for a fuller picture.
  await page.getByLabel('Naam nieuw cluster').fill(SECOND_CLUSTER);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  const second = page.getByRole('region', { name: SECOND_CLUSTER });
  await second.getByRole('combobox').fill('Amsterdam');
  await page.getByRole('option').first().click();
  await second.getByRole('button', { name: 'Vragenlijst toevoegen' }).click();
  await expect(second).toContainText('1 vragenlijst');
  await shot(page, 'clusters-page-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'clusters-page-phone');
  await page.setViewportSize(DESKTOP);

  // Removing the default cluster asks first, and says the default goes with it.
  await cluster.getByRole('button', { name: `Cluster ${CLUSTER} uit deze instelling verwijderen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cluster verwijderen?' });
  await expect(confirm).toContainText('standaardcluster');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(cluster).toBeVisible();
  await cluster.getByRole('button', { name: `Cluster ${CLUSTER} uit deze instelling verwijderen` }).click();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: CLUSTER, exact: true })).toHaveCount(0);
  await expect(second).toBeVisible();
  await expect(page.getByText('Standaardcluster')).toHaveCount(0);

  // The removed cluster still exists and can be added again.
  await page.getByRole('combobox', { name: 'Bestaand cluster' }).click();
  await page.getByRole('option', { name: `${CLUSTER} (0 vragenlijsten)` }).click();
  await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(page.getByRole('region', { name: CLUSTER, exact: true })).toBeVisible();
});

test('settings screens on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInDutch(page, 'admin');
  await page.goto('/benchmark-settings');
  await expect(page.getByRole('button', { name: `${RENAMED} bewerken` })).toBeVisible();
  await shot(page, 'settings-list-phone');
  await page.getByRole('button', { name: `${RENAMED} bewerken` }).click();
  const dialog = page.getByRole('dialog', { name: 'Benchmarkinstelling bewerken' });
  await expect(dialog.getByRole('region', { name: SECOND_CLUSTER })).toBeVisible();
  await shot(page, 'setting-dialog-phone');
});

test('an observer asks a question and the mail lands in the outbox', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logInDutch(page, 'waarnemer');
  await page.getByRole('link', { name: 'Stel een vraag' }).click();
  await expect(page).toHaveURL(/\/stel-een-vraag$/);

  const send = page.getByRole('button', { name: 'Verzenden' });
  const subject = `Vraag over de export ${suffix}`;
  await expect(send).toBeDisabled();
  await page.getByLabel('E-mailadres').fill('waarnemer@kliniek-amsterdam.example.org');
  await expect(send).toBeDisabled();
  await page.getByLabel('Onderwerp').fill(subject);
  await expect(send).toBeDisabled();
  await page.getByLabel('Bericht').fill('Hoe exporteer ik de resultaten naar PDF?\nGroet, de waarnemer');
  await expect(send).toBeEnabled();
  await shot(page, 'ask-question-desktop');

  // A failed send shows the error and keeps the text.
  await page.route('**/api/v1/administration/send_support_mail', (route) => route.abort(), { times: 1 });
  await send.click();
  const failure = page.getByRole('dialog', { name: 'Foutmelding' });
  await expect(failure).toContainText('Er is een fout opgetreden bij het verzenden van de e-mail.');
  await failure.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Onderwerp')).toHaveValue(subject);

  const before = outboxMails().length;
  await send.click();
  const success = page.getByRole('dialog', { name: 'Gelukt' });
  await expect(success).toContainText('E-mail verzonden.');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Onderwerp')).toHaveValue('');
  await expect(page.getByLabel('Bericht')).toHaveValue('');
  await expect(send).toBeDisabled();

  await expect.poll(() => outboxMails().length).toBe(before + 1);
  const mail = outboxMails().find((text) => text.includes(subject))!;
  expect(mail).toMatch(/^Reply-To: waarnemer@kliniek-amsterdam\.example\.org$/m);
  expect(mail).toMatch(/^To: support@127\.0\.0\.1$/m);
  expect(mail).toContain('Username: waarnemer');
  expect(mail).toContain('Hoe exporteer ik de resultaten naar PDF?');

  await page.setViewportSize(PHONE);
  await shot(page, 'ask-question-phone');
});
