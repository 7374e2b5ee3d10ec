import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logIn } from './log-in';

// The administration screen is checked against the spec's Dutch texts.
const SHOTS_DIR = path.resolve(import.meta.dirname, '../../.tmp/shots-admin');
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const suffix = crypto.randomBytes(3).toString('hex');
const CLIENT = `E2E Klant ${suffix}`;
const ORGANIZATION = `E2E Kliniek ${suffix}`;
const USERNAME = `e2e-gebruiker-${suffix}`;
const NEW_PASSWORD = 'nieuw-wachtwoord-e2e';

test.describe.configure({ mode: 'serial' });

async function logInDutch(page: Page, username: string) {
  await page.addInitScript(() => localStorage.setItem('language_locale', 'nl'));
  await logIn(page, username);
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** Picks an option of an MUI select by the select's label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Closes the result message that shows `text`. */
async function acknowledge(page: Page, text: string | RegExp) {
  const message = page.getByRole('dialog').filter({ hasText: text });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(message).toBeHidden();
}

/** Answers the 'Weet u het zeker?' question with Verwijderen. */
async function confirmRemoval(page: Page, question: string) {
  const dialog = page.getByRole('dialog', { name: 'Weet u het zeker?' });
  await expect(dialog).toContainText(question);
  await expect(dialog).toContainText('Dit kan niet ongedaan worden gemaakt.');
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const tableRow = (page: Page, testId: string, text: string) =>
  page.getByTestId(testId).locator('tbody tr', { hasText: text });

async function canLogIn(baseURL: string, username: string, password: string): Promise<boolean> {
  // A context of its own: the browser page keeps the superadmin's session.
  const api = await request.newContext({ baseURL });
  const hash = crypto.createHash('sha256').update(password, 'utf8').digest('hex');
  const response = await api.post('/api/v1/login', { data: { username, password: hash } });
  await api.dispose();
  return response.ok();
}

test('superadmin manages a client, an organisation and a user, and exports the respondent count', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInDutch(page, 'admin');
  await page.goto('/administratie');
  for (const name of ['Klanten', 'Organisaties', 'Gebruikers', 'Alle gebruikers'])
    await expect(tab(page, name)).toBeVisible();
  await expect(tab(page, 'Klanten')).toHaveAttribute('aria-selected', 'true');
  await expect(tableRow(page, 'clients-table', 'Fertiliteit Nederland')).toBeVisible();
  await shot(page, 'clients-desktop');

  // New client, then edit it: benchmark on, template and logo.
  await page.getByRole('button', { name: 'Nieuwe klant' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nieuwe klant' });
  const create = dialog.getByRole('button', { name: 'Aanmaken' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Naam').fill(CLIENT);
  await choose(dialog, page, 'Benchmarkinstelling', 'Fertiliteitsklinieken');
  await create.click();
  await acknowledge(page, 'De klant is aangemaakt.');
  await expect(tableRow(page, 'clients-table', CLIENT)).toContainText('Fertiliteitsklinieken');
  await expect(tableRow(page, 'clients-table', CLIENT)).toContainText('Nee');

  await page.getByRole('button', { name: `Bewerken: ${CLIENT}` }).click();
  dialog = page.getByRole('dialog', { name: 'Klant bewerken' });
  await dialog.getByLabel('Benchmark aan').check();
  await choose(dialog, page, 'Sjabloon', 'Fertiliteit');
  await dialog.getByTestId('logo-input').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg/>'),
  });
  await expect(dialog).toContainText('Kies een afbeelding van het type png, jpg, jpeg, gif of bmp.');
  await dialog.getByTestId('logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1PX, 'base64'),
  });
  await expect(dialog.getByRole('img', { name: 'Voorbeeld van het logo' })).toBeVisible();
  await shot(page, 'client-dialog-desktop');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await acknowledge(page, 'De klant is opgeslagen.');
  await expect(tableRow(page, 'clients-table', CLIENT)).toContainText('Ja');
  await expect(tableRow(page, 'clients-table', CLIENT)).toContainText('Fertiliteit');

  // New organisation in the client.
  await tab(page, 'Organisaties').click();
  await expect(page.getByText('Kies een klant om de organisaties te zien.')).toBeVisible();
  await choose(page, page, 'Klant', CLIENT);
  await expect(page.getByText('Er zijn geen resultaten om weer te geven.')).toBeVisible();
  await page.getByRole('button', { name: 'Nieuwe organisatie' }).click();
  dialog = page.getByRole('dialog', { name: 'Nieuwe organisatie' });
  await dialog.getByLabel('Naam').fill(ORGANIZATION);
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await acknowledge(page, 'De organisatie is aangemaakt.');
  await expect(tableRow(page, 'organizations-table', ORGANIZATION)).toContainText('0');
  await shot(page, 'organizations-desktop');

  // A researcher in the new organisation: the client stays chosen, the organisation is picked.
  await tab(page, 'Gebruikers').click();
  await choose(page, page, 'Organisatie', ORGANIZATION);
  await expect(page.getByText('Er zijn geen resultaten om weer te geven.')).toBeVisible();
  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  dialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await expect(dialog.getByLabel('Organisatie')).toHaveValue(ORGANIZATION);
  await dialog.getByLabel('Gebruikersnaam').fill(USERNAME);
  await dialog.getByLabel('E-mailadres').fill(`${USERNAME}@example.com`);
  await dialog.locator('input[name=password]').fill('eerste-wachtwoord');
  await dialog.getByLabel('Herhaal wachtwoord').fill('eerste-wachtwoord');
  await expect(dialog.getByRole('combobox', { name: 'Rol' })).toHaveText('Onderzoeker');
  await shot(page, 'user-dialog-desktop');
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await acknowledge(page, 'De gebruiker is aangemaakt.');
  const userRow = tableRow(page, 'users-table', USERNAME);
  await expect(userRow).toContainText('Onderzoeker');

  // A second user with the same e-mail address is refused with the spec's text.
  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  dialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await dialog.getByLabel('Gebruikersnaam').fill(`${USERNAME}-2`);
  await dialog.getByLabel('E-mailadres').fill(`${USERNAME}@example.com`);
  await dialog.locator('input[name=password]').fill('eerste-wachtwoord');
  await dialog.getByLabel('Herhaal wachtwoord').fill('eerste-wachtwoord');
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Dit e-mailadres of deze gebruikersnaam bestaat al.');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // Edit: role change, and the password only changes with the box ticked.
  await page.getByRole('button', { name: `Bewerken: ${USERNAME}` }).click();
  dialog = page.getByRole('dialog', { name: 'Gebruiker bewerken' });
  await expect(dialog.locator('input[name=password]')).toHaveCount(0);
  await choose(dialog, page, 'Rol', 'Waarnemer');
  await expect(dialog).toContainText('Deze organisatie heeft nog geen projecten.');
  await choose(dialog, page, 'Rol', 'Beheerder');
  await dialog.getByLabel('Wachtwoord wijzigen').check();
  await dialog.locator('input[name=password]').fill(NEW_PASSWORD);
  await dialog.getByLabel('Herhaal wachtwoord').fill('iets-anders-123');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toContainText('De wachtwoorden zijn niet gelijk.');
  await dialog.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await acknowledge(page, 'De gebruiker is succesvol opgeslagen!');
  await expect(userRow).toContainText('Beheerder');
  expect(await canLogIn(baseURL!, USERNAME, NEW_PASSWORD)).toBe(true);
  expect(await canLogIn(baseURL!, USERNAME, 'eerste-wachtwoord')).toBe(false);

  // Admin access to a demo organisation.
  await page.getByRole('button', { name: `Beheerrechten: ${USERNAME}` }).click();
  dialog = page.getByRole('dialog', { name: `Beheerrechten van ${USERNAME}` });
  await expect(dialog).toContainText('Geen andere organisaties.');
  await choose(dialog, page, 'Organisatie toevoegen', 'Kliniek Utrecht (Fertiliteit Nederland)');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog.getByTestId('admin-access-list')).toContainText('Kliniek Utrecht');
  await shot(page, 'admin-access-desktop');
  await dialog.getByRole('button', { name: 'Sluiten' }).click();

  // An organisation with a user is not removed.
  await tab(page, 'Organisaties').click();
  await page.getByRole('button', { name: `Verwijderen: ${ORGANIZATION}` }).click();
  await confirmRemoval(page, `Organisatie ${ORGANIZATION} verwijderen?`);
  await acknowledge(page, 'De organisatie heeft nog gebruikers of vragenlijsten.');
  await expect(tableRow(page, 'organizations-table', ORGANIZATION)).toContainText('1');

  // Respondent count of the demo client, read back from the XLSX.
  await tab(page, 'Klanten').click();
  await page.getByRole('button', { name: 'Aantal respondenten exporteren: Fertiliteit Nederland' }).click();
  dialog = page.getByRole('dialog', { name: 'Aantal respondenten exporteren' });
  const confirm = dialog.getByRole('button', { name: 'Exporteren' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Begindatum').fill('2000-01-01');
  await expect(confirm).toBeDisabled();
  const today = new Date().toISOString().slice(0, 10);
  await dialog.getByLabel('Einddatum').fill(today);
  await expect(confirm).toBeEnabled();
  await shot(page, 'respondent-count-desktop');
  const [download] = await Promise.all([page.waitForEvent('download'), confirm.click()]);
  expect(download.suggestedFilename()).toBe('export.xlsx');
  await acknowledge(page, 'Het bestand export.xlsx is gedownload.');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows = (sheet.getSheetValues().slice(2) as unknown[][]).map((row) => row.slice(1));
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Organisatie',
    'Nr.',
    'Vragenlijst',
    'Afgerond',
    'Niet afgerond',
    'Totaal',
  ]);
  const surveyRows = rows.slice(0, -1);
  const totalRow = rows.at(-1)!;
  expect(surveyRows.map((row) => row[0])).toEqual(
    expect.arrayContaining(['Kliniek Amsterdam', 'Kliniek Groningen', 'Kliniek Utrecht']),
  );
  const sum = (column: number) => surveyRows.reduce((total, row) => total + Number(row[column]), 0);
  expect(totalRow[0]).toBe('Totaal');
  expect(totalRow[3]).toBe(sum(3));
  expect(totalRow[4]).toBe(sum(4));
  expect(Number(totalRow[3])).toBeGreaterThan(0);

  // Every user, with organisation and client.
  await tab(page, 'Alle gebruikers').click();
  // The switch is a router transition: until it commits, the previous tab and its search field
  // are still on screen.
  await expect(page.getByTestId('all-users-table')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(suffix);
  await expect(tableRow(page, 'all-users-table', USERNAME)).toContainText(ORGANIZATION);
  await expect(page.getByTestId('all-users-table').locator('tbody tr')).toHaveCount(1);
  await shot(page, 'all-users-desktop');
  await tab(page, 'Klanten').click();

  // Phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'clients-phone');
  await tab(page, 'Gebruikers').click();
  await expect(page.getByTestId('users-table')).toContainText(USERNAME);
  await shot(page, 'users-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Remove what was made, each after the question.
  await page.getByRole('button', { name: `Verwijderen: ${USERNAME}` }).click();
  await confirmRemoval(page, `Gebruiker ${USERNAME} verwijderen?`);
  await acknowledge(page, 'De gebruiker is verwijderd.');
  await expect(userRow).toHaveCount(0);

  await tab(page, 'Organisaties').click();
  await page.getByRole('button', { name: `Verwijderen: ${ORGANIZATION}` }).click();
  await confirmRemoval(page, `Organisatie ${ORGANIZATION} verwijderen?`);
  await acknowledge(page, 'De organisatie is verwijderd.');
  await expect(tableRow(page, 'organizations-table', ORGANIZATION)).toHaveCount(0);

  await tab(page, 'Klanten').click();
  await page.getByRole('button', { name: `Verwijderen: ${CLIENT}` }).click();
  await confirmRemoval(page, `Klant ${CLIENT} verwijderen?`);
  await acknowledge(page, 'De klant is verwijderd.');
  await expect(tableRow(page, 'clients-table', CLIENT)).toHaveCount(0);
});

test('the admin beheerder sees only the users of the own organisation and the allowed roles', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInDutch(page, 'beheerder');
  await page.goto('/administratie');
  await expect(page.getByRole('tab')).toHaveCount(0);
  const users = page.getByTestId('users-table');
  for (const name of ['beheerder', 'onderzoeker', 'waarnemer']) await expect(users).toContainText(name);
  await expect(users).not.toContainText('verwalter');
  await expect(page.getByRole('combobox', { name: 'Klant' })).toHaveCount(0);
  // Nobody removes themselves.
  await expect(page.getByRole('button', { name: 'Bewerken: beheerder' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verwijderen: beheerder' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Beheerrechten: onderzoeker' })).toHaveCount(0);
  await shot(page, 'users-admin-desktop');

  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe gebruiker' });
  await expect(dialog.getByLabel('Organisatie')).toHaveValue('Kliniek Amsterdam');
  await dialog.getByRole('combobox', { name: 'Rol' }).click();
  await expect(page.getByRole('option')).toHaveText(['Beheerder', 'Onderzoeker', 'Waarnemer']);
  await page.getByRole('option', { name: 'Waarnemer' }).click();
  // An observer needs a project of the organisation.
  await expect(dialog.getByRole('checkbox', { name: 'Patiëntervaring' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Partners' })).toBeVisible();
  await dialog.getByLabel('Gebruikersnaam').fill(`waarnemer-${suffix}`);
  await dialog.getByLabel('E-mailadres').fill(`waarnemer-${suffix}@example.com`);
  await dialog.locator('input[name=password]').fill('wachtwoord-123');
  await dialog.getByLabel('Herhaal wachtwoord').fill('wachtwoord-123');
  await dialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(dialog).toContainText('Kies minstens één project voor een waarnemer.');
  await shot(page, 'user-dialog-observer-desktop');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'users-admin-phone');
  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  await expect(page.getByRole('dialog', { name: 'Nieuwe gebruiker' })).toBeVisible();
  // Let the dialog finish fading in before the picture.
  await page.waitForTimeout(500);
  await shot(page, 'user-dialog-phone');
  await page.getByRole('button', { name: 'Annuleren' }).click();
});
