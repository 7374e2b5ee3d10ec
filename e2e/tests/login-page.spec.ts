import { expect, test, type Page } from '@playwright/test';

/** The element that has the keyboard focus, named by its name attribute, or its text for links. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('name') ?? element?.getAttribute('lang') ?? element?.textContent ?? '';
  });
}

test('/login is a page of its own, without the staff app, and the keyboard goes through it in reading order', async ({
  page,
  request,
}) => {
  const staffEntry = /src="(\/assets\/[^"]+\.js)"/.exec(await (await request.get('/dashboard')).text())?.[1];
  expect(staffEntry).toBeDefined();
  const scripts: string[] = [];
  page.on('request', (loaded) => {
    if (loaded.resourceType() === 'script') scripts.push(new URL(loaded.url()).pathname);
  });

  await page.goto('/login');
  await expect(page.locator('input[name=username]')).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(scripts).not.toContain(staffEntry);

  // Submit is disabled while the fields are empty, so the keyboard passes it by.
  const order: string[] = [];
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    order.push(await focused(page));
  }
  expect(order).toEqual(['password', 'rememberMe', 'Forgot password?', 'Create an account']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('fr');

  // The flags switch the page's language, its lang and the links into that language's addresses.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('de');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/passwort-vergessen');
  await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');

  // A link to another public page loads the staff app, which shows it in the chosen language.
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/passwort-vergessen$/);
  expect(scripts).toContain(staffEntry);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // And its link back to the login loads the login page again.
  await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await expect(page.locator('input[name=username]')).toBeFocused();
});
