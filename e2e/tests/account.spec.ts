import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expectLoginPage, logIn } from './log-in';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DATA_DIR, E2E_RESTART_TOKEN } from '../playwright.config';

/** The newest mail to the address that holds a link matching `pattern` (the outbox is shared). */
function newestLink(email: string, pattern: RegExp): string | undefined {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const links = fs
    .readdirSync(outbox)
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(email))
    .map((mail) => pattern.exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0])
    .filter((link) => link !== undefined);
  return links.at(-1);
}

const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset_password\/\d+\/[^\s"<>/]+\/[a-z]{2}/;
const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/e-mailadres-bevestigen\/[\w-]+/;

test('registers, confirms the address through the mailed link, resets the password the same way, and logs in', async ({
  page,
}) => {
  const username = `nieuw${Date.now()}`;
  const email = `${username}@kliniek.nl`;

  await page.goto('/registreren');
  await page.locator('button[lang=nl]').click();
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill('eerste-wachtwoord');
  await page.locator('form button[type=submit]').click();
  // The success text says the login page follows, and it does without a click.
  await expect(page.getByRole('dialog')).toContainText('U wordt nu doorgestuurd naar de login pagina.');
  await expectLoginPage(page);

  // Not before the address is confirmed.
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('eerste-wachtwoord');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('login-error')).toContainText('Bevestig eerst uw e-mailadres');

  await expect.poll(() => newestLink(email, VERIFY_LINK), { timeout: 30_000 }).toBeDefined();
  await page.goto(new URL(newestLink(email, VERIFY_LINK)!).pathname);
  await expect(page.getByRole('alert')).toContainText('Uw e-mailadres is bevestigd.');
  // The link loads the login page; logIn's own visit would race that load.
  await page.getByRole('link', { name: 'Inloggen' }).click();
  await expectLoginPage(page);
  await logIn(page, username, 'eerste-wachtwoord');
  await page.goto('/logout');
  await expectLoginPage(page);

  await page.goto('/wachtwoord-vergeten');
  await page.locator('input[name=email]').fill(email);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button').last().click();
  await expectLoginPage(page);

  await expect.poll(() => newestLink(email, RESET_LINK), { timeout: 30_000 }).toBeDefined();
  const link = new URL(newestLink(email, RESET_LINK)!);
  await page.goto(link.pathname);
  await page.locator('input[name=password]').fill('tweede-wachtwoord');
  await page.locator('input[name=repeatPassword]').fill('tweede-wachtwoord');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button').last().click();
  await expectLoginPage(page);
  await logIn(page, username, 'tweede-wachtwoord');

  // The link is single use; the browser sends its token as SHA-256 hex.
  const tokenHash = crypto.createHash('sha256').update(link.pathname.split('/')[3]!).digest('hex');
  const again = await page.request.post('/api/v1/administration/reset_password', {
    data: { password: 'a'.repeat(64), user_id: link.pathname.split('/')[2], token: tokenHash, passwordLength: 12 },
  });
  expect(again.status()).toBe(400);
  expect((await again.json()).error.code).toBe('something_went_wrong');
});

test('switching to German translates the screen and the routes', async ({ page }) => {
  await page.goto('/login');
  await page.locator('button[lang=de]').click();
  await expect(page.locator('form button[type=submit]')).toHaveText('Anmelden');
  await expect(page.getByText('Passwort vergessen?')).toBeVisible();
  await logIn(page, 'admin', E2E_ADMIN_PASSWORD);
  expect(await page.evaluate(() => localStorage.getItem('language_locale'))).toBe('de');
  const surveysLink = page.locator('[data-nav-link]').filter({ hasText: 'Fragebögen' }).first();
  await expect(surveysLink).toBeVisible();
  await surveysLink.click();
  await expect(page).toHaveURL(/\/frageboegen$/, { timeout: 30_000 });
});

test('the built bundles do not contain the restart token', () => {
  // The build the server serves: WEB_DIST_DIR when a run has its own.
  const dist = process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../../apps/web/dist');
  const files = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    expect(fs.readFileSync(path.join(file.parentPath, file.name), 'utf8')).not.toContain(E2E_RESTART_TOKEN);
  }
});

test('a user of client 1 without a signed statement is sent through /statement first', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name=username]').fill('nieuwe-arts');
  await page.locator('input[name=password]').fill(E2E_ADMIN_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/statement$/, { timeout: 30_000 });
  const continueButton = page.getByRole('button').last();
  await expect(continueButton).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // Signed once: the next login goes straight to the dashboard.
  await page.goto('/logout');
  await expectLoginPage(page);
  await logIn(page, 'nieuwe-arts', E2E_ADMIN_PASSWORD);
});
