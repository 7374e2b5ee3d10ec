import { expect, test } from '@playwright/test';
import { acknowledge, chooseAction, logInDutch, openSurveys, row, setRedirect, uuidOf } from './surveys-list';

const DEMO_SURVEYS = [
  'Patiëntervaring IVF Amsterdam',
  'Patiëntervaring Utrecht',
  'Patiëntervaring Groningen',
  'Patientenerfahrung Kinderwunschzentrum Berlin',
];
const RESEARCHER_EMAIL = 'onderzoeker@kliniek-amsterdam.example.org';

test.describe.configure({ mode: 'serial' });

test('admin sees the demo surveys and searches them', async ({ page }) => {
  await logInDutch(page, 'admin');
  await openSurveys(page);
  for (const name of DEMO_SURVEYS) await expect(row(page, name)).toHaveCount(1);
  // Other journeys of the same run (the builder's) may have added surveys of their own.
  expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(DEMO_SURVEYS.length);
  await expect(page.getByRole('link', { name: 'Vragenlijst aanmaken' })).toHaveAttribute(
    'href',
    '/vragenlijsten/nieuwe-vragenlijst',
  );

  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('groningen');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row(page, 'Patiëntervaring Groningen')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('bestaat-niet');
  await expect(page.getByText('Geen resultaten om weer te geven.')).toBeVisible();
});

test('a deactivated survey sends respondents to its redirect target, and is reactivated', async ({ page }) => {
  await logInDutch(page, 'admin');
  await openSurveys(page);
  const source = 'Patiëntervaring Groningen';
  const target = 'Patiëntervaring Utrecht';
  const sourceUuid = await uuidOf(page, source);
  const targetUuid = await uuidOf(page, target);

  await setRedirect(page, source, target);
  await page.goto(`/language-selection/${sourceUuid}`);
  await page.waitForURL(new RegExp(`/language-selection/${targetUuid}$`));

  await openSurveys(page);
  await setRedirect(page, source, null);
});

test('an old link of the previous system opens the language selection of the survey it now leads to', async ({
  page,
}) => {
  const survey = 'Patiëntervaring Utrecht';
  const other = 'Patiëntervaring Groningen';
  await logInDutch(page, 'admin');
  await openSurveys(page);
  const uuid = await uuidOf(page, survey);

  await chooseAction(page, survey, 'Oude links');
  const dialog = page.getByRole('dialog', { name: `Oude links: ${survey}` });
  const numbers = dialog.getByLabel('Oude nummers');
  await numbers.fill('4711\nkliniek oost!');
  await expect(dialog.getByText('Geen geldig oud nummer: oost!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await numbers.fill('4711\nutrecht-2019');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await acknowledge(page, 'Oude links opgeslagen.');

  // The same number cannot lead to a second survey.
  await chooseAction(page, other, 'Oude links');
  const otherDialog = page.getByRole('dialog', { name: `Oude links: ${other}` });
  await otherDialog.getByLabel('Oude nummers').fill('4711');
  await otherDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(otherDialog.getByRole('alert')).toHaveText('Al gekoppeld aan een andere vragenlijst: 4711');
  await otherDialog.getByRole('button', { name: 'Annuleren' }).click();

  for (const oldLink of ['/vragenlijst/4711', '/fragebogen/utrecht-2019']) {
    await page.goto(oldLink);
    await page.waitForURL(new RegExp(`/language-selection/${uuid}$`));
  }
});

test('a shared survey shows up in the list of the user it is shared with', async ({ page, browser }) => {
  const survey = 'Patiëntervaring Groningen';
  await logInDutch(page, 'admin');
  await openSurveys(page);
  await chooseAction(page, survey, 'Delen');
  const dialog = page.getByRole('dialog', { name: `Vragenlijst delen: ${survey}` });
  const email = dialog.getByLabel('E-mailadres');
  const add = dialog.getByRole('button', { name: 'Toevoegen' });
  await email.fill('geen-adres');
  await expect(add).toBeDisabled();
  await email.fill(RESEARCHER_EMAIL);
  await add.click();
  await email.fill(RESEARCHER_EMAIL.toUpperCase());
  await email.press('Enter');
  // The same address in capitals is left out silently.
  await expect(dialog.getByTestId('share-pending').locator('.MuiChip-root')).toHaveCount(1);
  await expect(dialog.getByTestId('share-pending')).toContainText(RESEARCHER_EMAIL);
  await expect(email).toHaveValue('');
  // An address without an account is named and left out; the others stay ready to share.
  await email.fill('niemand@kliniek-amsterdam.example.org');
  await email.press('Enter');
  await dialog.getByRole('button', { name: 'Delen', exact: true }).click();
  await expect(dialog.getByTestId('share-unknown')).toContainText('niemand@kliniek-amsterdam.example.org');
  await expect(dialog.getByTestId('share-pending').locator('.MuiChip-root')).toHaveCount(1);
  await expect(dialog.getByTestId('share-pending')).toContainText(RESEARCHER_EMAIL);
  await dialog.getByRole('button', { name: 'Delen', exact: true }).click();
  await acknowledge(page, 'Vragenlijst gedeeld.');

  const researcherContext = await browser.newContext();
  const researcher = await researcherContext.newPage();
  await logInDutch(researcher, 'onderzoeker');
  await openSurveys(researcher);
  await expect(row(researcher, survey)).toHaveCount(1);
  await researcherContext.close();

  await chooseAction(page, survey, 'Delen');
  await dialog.getByRole('button', { name: `Toegang van ${RESEARCHER_EMAIL} verwijderen` }).click();
  await expect(dialog.getByText(RESEARCHER_EMAIL)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
});

test('a copy in a new project appears in the list and is removed after confirmation', async ({ page }) => {
  const copyName = `E2E kopie ${Date.now()}`;
  await logInDutch(page, 'admin');
  await openSurveys(page);
  const rowsBefore = await page.locator('tbody tr').count();
  // The copy stays in the organisation of the survey, not the superadmin's own.
  const organization = (await row(page, 'Patiëntervaring Utrecht').locator('td').nth(5).innerText()).trim();
  await chooseAction(page, 'Patiëntervaring Utrecht', 'Kopiëren');
  const dialog = page.getByRole('dialog', { name: /^Vragenlijst kopiëren/ });
  const submit = dialog.getByRole('button', { name: 'Kopiëren', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Nieuwe naam').fill(copyName);
  await expect(submit).toBeDisabled();

  await dialog.getByRole('button', { name: 'Nieuw project' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Nieuw project' });
  await expect(projectDialog.getByRole('button', { name: 'Aanmaken' })).toBeDisabled();
  await projectDialog.getByLabel('Projectnaam').fill('E2E project');
  await projectDialog.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(projectDialog).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveText('E2E project');
  await submit.click();
  await acknowledge(page, 'Vragenlijst gekopieerd.');
  await expect(row(page, copyName)).toContainText('E2E project');
  await expect(row(page, copyName).locator('td').nth(5)).toHaveText(organization);

  await chooseAction(page, copyName, 'Verwijderen');
  const confirm = page.getByRole('dialog', { name: 'Vragenlijst verwijderen' });
  await expect(confirm).toContainText(`Weet je zeker dat je vragenlijst ${copyName} wilt verwijderen?`);
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await acknowledge(page, 'Vragenlijst verwijderd.');
  await expect(row(page, copyName)).toHaveCount(0);
  await expect(page.locator('tbody tr')).toHaveCount(rowsBefore);
});

test('a researcher previews and opens surveys but cannot edit, share, copy or remove', async ({ page }) => {
  await logInDutch(page, 'onderzoeker');
  await openSurveys(page);
  const survey = 'Patiëntervaring IVF Amsterdam';
  await expect(page.getByRole('link', { name: 'Vragenlijst aanmaken' })).toHaveCount(0);
  // Shared with the researcher during the share test only; that access was taken away again.
  await expect(row(page, 'Patiëntervaring Groningen')).toHaveCount(0);
  await page.getByRole('button', { name: `Acties voor ${survey}`, exact: true }).click();
  const items = await page.getByRole('menuitem').allInnerTexts();
  expect(items).toEqual(['Voorbeeld', 'Naar vragenlijst', 'QR-code']);
  const uuid = await uuidOf(page, survey);
  await expect(page.getByRole('menuitem', { name: /^Voorbeeld/ })).toHaveAttribute(
    'href',
    `/language-selection/${uuid}/preview`,
  );
  await page.getByRole('menuitem', { name: /^QR-code/ }).click();
  const qr = page.getByRole('dialog', { name: `QR-code: ${survey}` });
  await expect(qr.getByRole('img')).toHaveAttribute('width', '250');
  await expect(qr.getByRole('link', { name: /PNG downloaden/ })).toHaveAttribute('download', `qr-${uuid}.png`);
});
