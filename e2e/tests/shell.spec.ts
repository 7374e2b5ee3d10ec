import { ROLE, type TRole } from '@peil/contract/domain';
import { logIn } from './log-in';
import { expect, test } from '@playwright/test';

const ALL_LINKS = [
  'dashboard',
  'surveys',
  'benchmark',
  'benchmarkTime',
  'broadcasts',
  'users',
  'editBenchmark',
  'askQuestion',
  'logout',
];

/** Spec §6: the sidebar links each role sees; benchmark links only when the client has it enabled. */
function expectedLinks(role: TRole, benchmarkEnabled: boolean): string[] {
  return ALL_LINKS.filter((link) => {
    if (link === 'benchmark' || link === 'benchmarkTime') return role !== ROLE.observer && benchmarkEnabled;
    if (link === 'surveys' || link === 'broadcasts') return role !== ROLE.observer;
    if (link === 'users') return role === ROLE.superadmin || role === ROLE.admin;
    if (link === 'editBenchmark') return role === ROLE.superadmin;
    return true;
  });
}

for (const [username, role] of [
  ['admin', ROLE.superadmin],
  ['beheerder', ROLE.admin],
  ['onderzoeker', ROLE.researcher],
  ['waarnemer', ROLE.observer],
] as const) {
  test(`${username} (role ${role}) sees exactly the sidebar links of the role`, async ({ page }) => {
    await logIn(page, username);
    await expect(page.locator('[data-nav-link]').first()).toBeVisible();
    const stored = await page.evaluate(() => ({
      role: localStorage.getItem('role'),
      benchmarkEnabled: localStorage.getItem('benchmark_enabled'),
      username: localStorage.getItem('username'),
    }));
    expect(stored.role).toBe(String(role));
    expect(stored.username).toBe(username);
    const links = await page
      .locator('[data-nav-link]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-nav-link')));
    expect(links).toEqual(expectedLinks(role, stored.benchmarkEnabled === '1'));
    const headings = page.getByRole('navigation').first().getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(role === ROLE.observer ? 0 : 2);
    await expect(page.getByTestId('sidebar-username')).toHaveText(username);
  });
}

test('protected pages need a session; unknown paths fall back to the dashboard', async ({ page }) => {
  await page.goto('/vragenlijsten');
  await page.waitForURL(/\/login$/);
  await logIn(page, 'beheerder');
  await page.goto('/login');
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/does-not-exist');
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/frageboegen');
  await expect(page.locator('[data-nav-link=surveys][aria-current=page]').first()).toBeAttached();
});

test('observers are sent back to the dashboard from pages of higher roles', async ({ page }) => {
  await logIn(page, 'waarnemer');
  await page.goto('/administratie');
  await page.waitForURL(/\/dashboard$/);
});

test('logout clears the stored values and shows the login page', async ({ page }) => {
  await logIn(page, 'onderzoeker');
  await page.locator('[data-nav-link=logout]').click();
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('username'), localStorage.getItem('role')])).toEqual([
    null,
    null,
  ]);
  await page.goto('/dashboard');
  await page.waitForURL(/\/login$/);
});

test('a wrong password shows the red error text', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name=username]').fill('beheerder');
  await page.locator('input[name=password]').fill('not-the-password');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByTestId('login-error')).toHaveText('Wrong password');
});
