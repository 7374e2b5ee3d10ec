import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';

/** Serious and critical axe findings of the whole page, named by where they were found. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('every staff screen in Dutch has no serious or critical accessibility violation', async ({ page }) => {
  // Nine whole-page scans on a busy two-core machine.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.locator('button[lang=nl]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const found = await seriousViolations(page, 'login');

  // The Amsterdam administrator: a client with benchmarking, so the benchmark screen is its own.
  await logIn(page, 'beheerder');
  const screens: [string, string, () => Promise<void>][] = [
    ['dashboard', '/dashboard', () => expect(page.getByTestId('survey-picker')).toBeVisible()],
    ['surveys', '/vragenlijsten', () => expect(page.getByRole('table').first()).toBeVisible()],
    ['benchmark', '/benchmark', () => expect(page.locator('main')).toBeVisible()],
    [
      'administration',
      '/administratie',
      () => expect(page.getByRole('button', { name: 'Nieuw project' })).toBeVisible(),
    ],
    ['broadcasts', '/verzendlijsten', () => expect(page.locator('main')).toBeVisible()],
    [
      'new broadcast',
      '/verzendlijsten/nieuwe-verzendlijst',
      () => expect(page.getByRole('combobox').first()).toBeVisible(),
    ],
    ['ask a question', '/stel-een-vraag', () => expect(page.locator('textarea').first()).toBeVisible()],
  ];
  for (const [where, path, isReady] of screens) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await isReady();
    // Lists and charts settle after their data arrives.
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page, where)));
  }
  // The builder is the superadmin's.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'admin');
  await page.goto('/vragenlijsten/nieuwe-vragenlijst');
  await expect(page.locator('input[name=internalName]')).toBeVisible();
  found.push(...(await seriousViolations(page, 'builder')));
  expect(found).toEqual([]);
});
