import { expect, test } from '@playwright/test';

test('the server reports healthy and serves both web apps', async ({ page, request }) => {
  const status = await request.get('/status');
  expect(status.ok()).toBe(true);
  expect((await status.json()).database).toMatchObject({ kind: 'pglite', ok: true });

  await page.goto('/login');
  await expect(page.locator('#root')).not.toBeEmpty();

  const survey = await request.get('/vragenlijst/00000000-0000-0000-0000-000000000000');
  expect(await survey.text()).toContain('/assets/respondent');
});
