import { expect, type Locator, type Page } from '@playwright/test';
import { logIn } from './log-in';

/** The surveys screens are checked against the spec's Dutch texts. */
export async function logInDutch(page: Page, username: string) {
  await page.addInitScript(() => localStorage.setItem('language_locale', 'nl'));
  await logIn(page, username);
}

export async function openSurveys(page: Page) {
  await page.goto('/vragenlijsten');
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

export const row = (page: Page, name: string): Locator => page.locator('tbody tr', { hasText: name });

export async function chooseAction(page: Page, surveyName: string, action: string) {
  await page.getByRole('button', { name: `Acties voor ${surveyName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

export async function uuidOf(page: Page, surveyName: string): Promise<string> {
  const text = await row(page, surveyName).locator('td').nth(2).innerText();
  return text.trim();
}

/** Closes the result message that names `text`. */
export async function acknowledge(page: Page, text: string) {
  const message = page.getByRole('dialog').filter({ hasText: text });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(message).toBeHidden();
}

/** Deactivates the survey with a redirect to `target`, or activates it again when `target` is null. */
export async function setRedirect(page: Page, surveyName: string, target: string | null) {
  await chooseAction(page, surveyName, 'Instellingen');
  const dialog = page.getByRole('dialog', { name: 'Vragenlijst aanpassen' });
  await expect(dialog.getByLabel('Interne naam')).toHaveValue(surveyName);
  if (target) {
    await dialog.getByRole('button', { name: 'Deactiveren' }).click();
    await dialog.getByRole('combobox', { name: 'Doorsturen naar vragenlijst' }).click();
    await page.getByRole('option', { name: target }).click();
  } else {
    await expect(dialog.getByTestId('settings-status')).toHaveText('Inactief');
    await dialog.getByRole('button', { name: 'Activeren' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Doorsturen naar vragenlijst' })).toHaveCount(0);
  }
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await acknowledge(page, 'Instellingen succesvol opgeslagen.');
  await expect(row(page, surveyName)).toContainText(target ? 'Inactief' : 'Actief');
}
