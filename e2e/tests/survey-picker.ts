import { expect, type Page } from '@playwright/test';

/**
 * Chooses a survey in the header's picker by (part of) its name and returns its id, once the
 * menu has closed and the choice is stored for the other screens.
 */
export async function pickSurvey(page: Page, name: string): Promise<number> {
  await page.getByTestId('survey-picker').getByRole('combobox').click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedSurvey'))).not.toBeNull();
  return Number(await page.evaluate(() => localStorage.getItem('selectedSurvey')));
}
