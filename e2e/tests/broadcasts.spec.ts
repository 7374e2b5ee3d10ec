import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { logIn } from './log-in';

// Screenshots for review when asked for: PEIL_SHOTS_DIR=/some/dir.
const SHOTS_DIR = process.env.PEIL_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS_DIR)
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The .eml files in the outbox with the given subject, by recipient. */
function outboxMailsBySubject(subject: string): Map<string, string[]> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const byRecipient = new Map<string, string[]>();
  if (!fs.existsSync(outbox)) return byRecipient;
  for (const name of fs.readdirSync(outbox)) {
    // Long header lines are folded; unfold them so that each header is one line.
    const mail = fs.readFileSync(path.join(outbox, name), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    if (!mail.includes(`Subject: ${subject}`)) continue;
    const to = /^To: (.+)$/m.exec(mail)?.[1]?.trim() ?? '';
    byRecipient.set(to, [...(byRecipient.get(to) ?? []), mail]);
  }
  return byRecipient;
}

/** The answer buttons' links of an invitation (from its text part), by answer. */
function answerLinks(mail: string): Record<string, string> {
  // Undo quoted-printable soft line breaks and escaped equals signs.
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const links: Record<string, string> = {};
  for (const [link, answer] of text.matchAll(
    // With its signed query (recipient and signature): an unsigned answer counts nothing.
    /https?:\/\/[^\s"<>]+\/api\/v1\/broadcast\/respond\/[0-9a-f-]{36}\/([a-z-]+)\/nl(?:\?[^\s"<>]*)?/g,
  )) {
    links[answer!] ??= link.replace(/&amp;/g, '&');
  }
  return links;
}

test('creates, previews, edits, sends and removes a broadcast', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const subject = `Uitnodiging e2e ${suffix}`;
  const title = `Hoe was uw bezoek ${suffix}?`;
  const rowOf = () => page.locator('tr', { hasText: subject });

  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'admin');
  await page.goto('/broadcasts');
  await page.getByRole('link', { name: 'New broadcast' }).click();
  await expect(page).toHaveURL(/\/broadcasts\/new-broadcast$/);

  // The survey comes first (the one selected in the top bar is preselected), then Next.
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option', { name: 'Patiëntervaring Utrecht' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Saving an empty form asks for every field first.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toContainText('All fields must be entered to create the broadcast.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await page.locator('input[name=fromName]').fill('Kliniek Utrecht');
  await page.locator('input[name=fromLocalPart]').fill('onderzoek');
  await page.getByRole('combobox', { name: 'Domain' }).click();
  await page.getByRole('option', { name: 'peil.de' }).click();
  await page.locator('input[name=subject]').fill(subject);
  await page.locator('input[name=title]').fill(title);
  await page.locator('textarea[name=message]').fill('Wilt u ons helpen?\nHet duurt vijf minuten.');

  // No recipients yet.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toContainText('No recipients specified.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  await page.locator('textarea[name=recipients]').fill('e2e-een@kliniek.nl; e2e-twee@kliniek.nl');
  await page.locator('input[name=recipientsFile]').setInputFiles({
    name: 'ontvangers.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Lijst van de poli:\ne2e-drie@kliniek.nl, E2E-een@kliniek.nl\nen ook e2e-vier@kliniek.nl.\n'),
  });
  await expect(page.getByTestId('recipients-file')).toContainText('ontvangers.txt: 3 e-mail addresses found');
  await expect(page.getByTestId('recipient-total')).toHaveText('4 recipients in total');
  await shot(page, 'new-broadcast-desktop');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the e-mail"]');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Ja, maar het is meer dan een jaar geleden' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('"Kliniek Utrecht" <onderzoek@peil.de>');
  await shot(page, 'preview-desktop');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/broadcasts$/, { timeout: 30_000 });
  await expect(page.getByText('Broadcast created.')).toBeVisible();
  await expect(rowOf().getByTestId('recipient-count')).toHaveText('4');
  await expect(rowOf()).toContainText('Patiëntervaring Utrecht');
  await expect(rowOf()).toContainText('No last broadcast');
  await shot(page, 'broadcasts-desktop');

  // Recipients: add one, ignore a duplicate, remove one.
  await rowOf().getByRole('button', { name: 'Recipients' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('e2e-drie@kliniek.nl')).toBeVisible();
  const emailField = dialog.locator('input[name=recipient-email]');
  const addButton = dialog.getByRole('button', { name: 'Add' });
  await emailField.fill('geen-adres');
  await expect(addButton).toBeDisabled();
  await emailField.fill('e2e-vijf@kliniek.nl');
  await addButton.click();
  await expect(dialog.getByText('e2e-vijf@kliniek.nl')).toBeVisible();
  await emailField.fill('E2E-VIJF@kliniek.nl');
  await addButton.click();
  await expect(emailField).toHaveValue('');
  await expect(dialog.getByTestId('recipients-count')).toHaveText('5 recipients');
  await dialog.getByRole('button', { name: 'Remove e2e-twee@kliniek.nl' }).click();
  await expect(dialog.getByText('e2e-twee@kliniek.nl')).toHaveCount(0);
  await expect(dialog.getByTestId('recipients-count')).toHaveText('4 recipients');
  await shot(page, 'recipients-desktop');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rowOf().getByTestId('recipient-count')).toHaveText('4');

  // Send now, then again within five minutes.
  await rowOf().getByRole('button', { name: 'Send immediately' }).click();
  // Nothing goes out before the user confirms, having seen how many it goes to.
  await expect(page.getByRole('dialog', { name: 'Send now?' })).toContainText('to 4 recipients now?');
  await page.getByRole('dialog').getByRole('button', { name: 'Send to 4' }).click();
  await expect(page.getByRole('dialog')).toContainText('The invitations are being sent to 4 recipients.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const expected = ['e2e-een@kliniek.nl', 'e2e-drie@kliniek.nl', 'e2e-vier@kliniek.nl', 'e2e-vijf@kliniek.nl'];
  await expect.poll(() => outboxMailsBySubject(subject).size, { timeout: 30_000 }).toBe(4);
  const mails = outboxMailsBySubject(subject);
  expect([...mails.keys()].sort()).toEqual([...expected].sort());
  for (const address of expected) {
    const [mail] = mails.get(address)!;
    expect(mails.get(address)).toHaveLength(1);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/v1\/broadcast\/unsubscribe\//m);
  }
  await expect(rowOf()).not.toContainText('No last broadcast', { timeout: 15_000 });
  // The table follows the send until it is done.
  await expect(rowOf().getByTestId('sending-progress')).toHaveCount(0, { timeout: 15_000 });
  await expect(rowOf().getByRole('button', { name: 'Send immediately' })).toBeEnabled();
  // Sent addresses are deleted (privacy statement); the list keeps only the count.
  await expect(rowOf().getByTestId('recipient-count')).toHaveText('0');
  await expect(rowOf().getByTestId('sent-count')).toHaveText('4 invitations sent');
  await rowOf().getByRole('button', { name: 'Recipients' }).click();
  await expect(page.getByRole('dialog')).toContainText('There are no recipients on this list.');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Each answer button of a sent invitation counts its answer, then leads on; each recipient
  // counts once, whichever buttons they press.
  const linksOf = (address: string) => answerLinks(mails.get(address)![0]!);
  const een = linksOf('e2e-een@kliniek.nl');
  expect(Object.keys(een)).toEqual(['yes', 'yes-over-a-year', 'already-completed', 'no']);
  expect(een.yes).toMatch(/\?r=[^&]+&sig=/);
  const redirect = await page.request.get(een.yes!, { maxRedirects: 0 });
  expect(redirect.status()).toBe(303);
  // The survey link carries the list's key on, so that the list counts begun and finished questionnaires.
  expect(redirect.headers().location).toMatch(/^\/language-selection\/[0-9a-f-]{36}\?list=[0-9a-f-]{36}$/);
  // A second answer of the same recipient still leads on, and is not counted.
  expect((await page.request.get(een.no!, { maxRedirects: 0 })).status()).toBe(303);
  await page.goto(linksOf('e2e-drie@kliniek.nl')['yes-over-a-year']!);
  // The survey's language selection (or, with one translation, straight on to the survey).
  await expect(page).toHaveURL(/\/(language-selection|vragenlijst|survey)\/[0-9a-f-]{36}(\?list=[0-9a-f-]{36})?$/);
  // Begun through the list's link: the first forward action asks for the respondent's token,
  // which counts on the list.
  if (page.url().includes('/language-selection/')) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Start' }).click();
  }
  const tokenRequest = page.waitForRequest((request) => request.url().includes('/get_respondent_token/'));
  await page.getByRole('button', { name: /^(Volgende|Weiter|Next)$/ }).click();
  expect((await tokenRequest).url()).toMatch(/\?list=[0-9a-f-]{36}$/);
  await page.goto(linksOf('e2e-vier@kliniek.nl')['already-completed']!);
  await expect(page).toHaveURL(/\/invitation-answer\/nl\/already-completed$/);
  await expect(page.getByRole('heading', { name: 'Bedankt voor uw antwoord' })).toBeVisible();
  await expect(page.getByText('Fijn dat u de vragenlijst al heeft ingevuld.')).toBeVisible();
  await shot(page, 'invitation-answer-desktop');
  await page.goto(linksOf('e2e-vijf@kliniek.nl').no!.replace('/nl?', '/de?'));
  await expect(page).toHaveURL(/\/invitation-answer\/de\/no$/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Antwort' })).toBeVisible();
  await page.goto('/broadcasts');
  const tally = rowOf().getByTestId('answer-tally');
  await expect(tally).toContainText('Answers to the invitation');
  for (const [answer, label, count] of [
    ['yes', 'Yes', '1'],
    ['yes-over-a-year', 'Yes, more than a year ago', '1'],
    ['already-completed', 'Already completed', '1'],
    ['no', 'No', '1'],
  ]) {
    await expect(tally.locator(`[data-answer="${answer}"] dt`)).toHaveText(label!);
    await expect(tally.locator(`[data-answer="${answer}"] dd`)).toHaveText(count!);
  }
  // 4 of 4 recipients clicked, 1 of them began the questionnaire and none finished it yet.
  const rates = rowOf().getByTestId('response-rates');
  await expect(rates.locator('[data-stage="clicked"] dd')).toHaveText('4 (100%)');
  await expect(rates.locator('[data-stage="started"] dd')).toHaveText('1 (25%)');
  await expect(rates.locator('[data-stage="finished"] dd')).toHaveText('0 (0%)');
  await shot(page, 'broadcasts-sent-desktop');

  // Everyone on the list has had the invitation: nothing to send, and the dialog says why.
  await rowOf().getByRole('button', { name: 'Send immediately' }).click();
  await expect(page.getByRole('dialog')).toContainText('There is no one left to mail on this list');
  await expect(page.getByRole('dialog').getByRole('button', { name: /Send to/ })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  expect(outboxMailsBySubject(subject).size).toBe(4);

  // Remove, after confirming.
  await rowOf().getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog')).toContainText('This cannot be undone.');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('dialog')).toContainText('Removal successful.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(rowOf()).toHaveCount(0);
});

test('the broadcast screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'admin');
  await page.goto('/broadcasts');
  await expect(page.locator('[data-mailing-list-id]').first()).toBeVisible();
  await shot(page, 'broadcasts-phone');
  await page.locator('[data-mailing-list-id]').first().getByRole('button', { name: 'Recipients' }).click();
  await expect(page.getByRole('dialog').getByRole('list')).toBeVisible();
  await shot(page, 'recipients-phone');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.goto('/broadcasts/new-broadcast');
  await page.getByRole('combobox', { name: 'Survey' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('input[name=fromName]')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'new-broadcast-phone');
});
