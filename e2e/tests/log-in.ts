import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

/**
 * Logs in through the /login form (submit stays disabled until both fields are filled) and
 * waits for the dashboard. The demo users have signed the data-processing statement.
 */
export async function logIn(page: Page, username: string, password = E2E_ADMIN_PASSWORD): Promise<void> {
  await page.goto('/login');
  const submit = page.locator('form button[type=submit]');
  await page.locator('input[name=username]').fill(username);
  await expect(submit).toBeDisabled();
  await page.locator('input[name=password]').fill(password);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}
