import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

/**
 * Logs in through the /login form (submit stays disabled until both fields are filled) and
 * waits for the dashboard. The demo users have signed the data-processing statement.
 */
export async function logIn(page: Page, username: string, password = E2E_ADMIN_PASSWORD): Promise<void> {
  await openLoginPage(page);
  const submit = page.locator('form button[type=submit]');
  await page.locator('input[name=username]').fill(username);
  await expect(submit).toBeDisabled();
  await page.locator('input[name=password]').fill(password);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/**
 * Opens /login. The staff app leaves for the login page with a full page load (after a logout or
 * a password reset), and a goto while that load is under way is interrupted by it or aborted
 * (net::ERR_ABORTED); both lead to the same page, so the goto that lost waits for the other's
 * load, and the login form must show either way.
 */
export async function openLoginPage(page: Page): Promise<void> {
  try {
    await page.goto('/login');
  } catch (error) {
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(String(error))) throw error;
    await page.waitForLoadState('load');
  }
  await expect(page.locator('form input[name=username]')).toBeVisible();
}

/** Waits until the staff app's full page load to the login page has ended. */
export async function expectLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.locator('form input[name=username]')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('load');
}
