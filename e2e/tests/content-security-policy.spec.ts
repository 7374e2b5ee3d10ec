import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { logIn } from './log-in';

/**
 * Every screen runs under the server's Content-Security-Policy (no inline script, styles
 * inline for MUI, data: logos): a blocked script, style, image or font is reported by the
 * browser as a securitypolicyviolation event and a "Refused to …" console message.
 */
function watchViolations(page: Page): () => Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) refused.push(message.text());
  });
  void page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test('the staff screens and the API documentation run without a CSP violation', async ({ page }) => {
  const violations = watchViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await logIn(page, 'admin');
  // Charts are drawn when their cards come into view.
  await expect(page.locator('canvas, svg').first()).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
  for (const path of [
    '/resultaten',
    '/vragenlijsten',
    '/vragenlijsten/nieuwe-vragenlijst',
    '/benchmark',
    '/administratie',
  ]) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info')).toBeVisible({ timeout: 30_000 });
  expect(await violations(), '/api/docs').toEqual([]);
});

test('the respondent pages run without a CSP violation', async ({ page, request }) => {
  const password = crypto.createHash('sha256').update(E2E_ADMIN_PASSWORD).digest('hex');
  expect((await request.post('/api/v1/login', { data: { username: 'admin', password } })).ok()).toBe(true);
  const summary = await request.post('/api/v1/dashboard/projectssummary');
  const { surveys } = (await summary.json()) as { surveys: { uuid: string }[] };
  const violations = watchViolations(page);
  await page.goto(`/language-selection/${surveys[0]!.uuid}/preview`);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await page.goto(`/vragenlijst/${surveys[0]!.uuid}/preview`);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
