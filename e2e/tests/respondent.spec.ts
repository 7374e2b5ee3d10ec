import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';

const ADMIN_PASSWORD = 'peil-e2e-password';

async function loginAsAdmin(request: APIRequestContext): Promise<void> {
  const password = crypto.createHash('sha256').update(ADMIN_PASSWORD).digest('hex');
  const login = await request.post('/api/v1/login', { data: { username: 'admin', password } });
  expect(login.ok()).toBe(true);
}

/** The demo's Amsterdam survey (nl, en, de), read as the superadmin. */
async function demoSurvey(request: APIRequestContext): Promise<{ id: number; uuid: string }> {
  await loginAsAdmin(request);
  const summary = await request.post('/api/v1/dashboard/projectssummary');
  expect(summary.ok()).toBe(true);
  const { surveys } = (await summary.json()) as { surveys: { survey_id: number; survey_name: string; uuid: string }[] };
  const survey = surveys.find((candidate) => candidate.survey_name.includes('Amsterdam')) ?? surveys[0]!;
  return { id: survey.survey_id, uuid: survey.uuid };
}

/** A copy of the demo survey in a project of its own, to change without touching the demo survey. */
async function copyDemoSurvey(
  request: APIRequestContext,
  sourceId: number,
  name: string,
): Promise<{ id: number; uuid: string }> {
  await loginAsAdmin(request);
  // A copy lands in the survey's own organisation, so its project is made there too.
  const choices = await request.get(`/api/v1/survey/copy_projects/${sourceId}`);
  expect(choices.ok()).toBe(true);
  const { organizationId } = (await choices.json()) as { organizationId: number };
  const project = await request.post('/api/v1/new_project', {
    data: { projectName: `Project ${name}`, organizationId },
  });
  expect(project.ok()).toBe(true);
  const { id: projectId } = (await project.json()) as { id: number };
  const copy = await request.post('/api/v1/survey/duplicate', { data: { id: sourceId, projectId, name } });
  expect(copy.ok()).toBe(true);
  return (await copy.json()) as { id: number; uuid: string };
}

type ResultCard = {
  question_text: string;
  special_type: string;
  labels: string[];
  data: number[];
  answers: { total: number } | null;
};

/** Every stored answer of the survey as the dashboard counts them, with Dutch labels. */
async function surveyResults(request: APIRequestContext, surveyId: number): Promise<ResultCard[]> {
  const response = await request.post(`/api/v1/survey/get_survey_results/${surveyId}`, {
    data: { fromDate: '1970-01-01', toDate: '9999-12-30', filter: [], locale: 'nl', translationFilter: [] },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ResultCard[];
}

/** Per card, how much each label's count and the number of open texts went up between two reads. */
function resultIncrease(before: ResultCard[], after: ResultCard[]) {
  return after.map((card, index) => {
    const earlier = before[index]!;
    expect(earlier.question_text).toBe(card.question_text);
    const previous = new Map(earlier.labels.map((label, at) => [label, earlier.data[at]!]));
    const counts = Object.fromEntries(
      card.labels
        .map((label, at) => [label, card.data[at]! - (previous.get(label) ?? 0)] as const)
        .filter(([, increase]) => increase !== 0),
    );
    return { question: card.question_text, counts, texts: (card.answers?.total ?? 0) - (earlier.answers?.total ?? 0) };
  });
}

/** Records every save and token call the page makes. */
function watchRespondentCalls(page: Page) {
  const saves: Response[] = [];
  const tokens: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/respondent/save_page_response')) saves.push(response);
    if (response.url().includes('/api/v1/respondent/get_respondent_token')) tokens.push(response);
  });
  return { saves, tokens };
}

/** Every request the page sends, as "METHOD path", from the last `clear()` on. */
function recordRequests(page: Page) {
  let sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${new URL(request.url()).pathname}`));
  return {
    clear: () => {
      sent = [];
    },
    sent: () => sent,
  };
}

/** Moves every slider one step and returns the values they show. */
async function answerSliders(page: Page): Promise<number[]> {
  await expect(page.getByRole('slider').first()).toBeVisible();
  const values: number[] = [];
  for (const slider of await page.getByRole('slider').all()) {
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    values.push(Number(await slider.inputValue()));
  }
  return values;
}

test.describe('respondent flow', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  let uuid: string;
  let surveyId: number;

  test.beforeAll(async ({ request }) => {
    ({ id: surveyId, uuid } = await demoSurvey(request));
  });

  test('completes the Dutch survey through a routing option and every page is stored', async ({ page, request }) => {
    await loginAsAdmin(request);
    const resultsBefore = await surveyResults(request, surveyId);
    const calls = watchRespondentCalls(page);
    const requests = recordRequests(page);
    await page.goto(`/language-selection/${uuid}`);
    const start = page.getByRole('button', { name: 'Start' });
    await expect(start).toBeDisabled();
    await page.getByLabel('Nederlands').check();
    await start.click();
    await expect(page).toHaveURL(new RegExp(`/vragenlijst/${uuid}`));
    await expect(page.getByText('Welkom!')).toBeVisible();
    // Both pages arrive with the survey in them. Opening the survey asks for nothing more: a
    // respondent who leaves the begin page is not counted (spec §4).
    expect(requests.sent().filter((request) => request.includes('/api/'))).toEqual([]);
    requests.clear();
    await page.getByRole('button', { name: 'Volgende' }).click();

    // The first forward action asks for the token, and page 1 does not wait for it.
    await expect(page.getByRole('heading', { name: 'Over u' })).toBeVisible();
    await expect.poll(() => calls.tokens.length).toBe(1);
    expect(requests.sent()).toEqual([`POST /api/v1/respondent/get_respondent_token/${uuid}/nl`]);
    const next = page.getByRole('button', { name: 'Volgende' });
    await expect(next).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Vraag 1' })).toBeVisible();
    await page.getByLabel(/Wat is uw leeftijd/).selectOption({ label: '35 tot 40' });
    await page.getByRole('radio', { name: 'Anders, namelijk' }).check();
    await expect(next).toBeDisabled();
    await page.getByRole('textbox', { name: 'Namelijk', exact: true }).fill('Cryo-embryo');
    // "Nee" routes to page 3: the experience page is skipped.
    await page.getByRole('radio', { name: 'Nee' }).check();
    requests.clear();
    await next.click();

    await expect(page.getByRole('heading', { name: 'Tot slot' })).toBeVisible();
    // Page 3 opens with no request but the save of page 1.
    await expect.poll(() => requests.sent()).toEqual(['POST /api/v1/respondent/save_page_response/']);
    await expect(page.getByText('De arts was deskundig.')).toHaveCount(0);
    await expect(page.getByText('Dit is de laatste pagina.')).toBeVisible();
    const [mark, effort, recommend] = await answerSliders(page);
    await page.getByLabel('Internet').check();
    await page.getByLabel('Weet ik niet').check();
    await expect(page.getByLabel('Internet')).not.toBeChecked();
    await expect(page.getByLabel('Huisarts')).toBeDisabled();
    await page.getByLabel(/e-mailadres/).fill('patient@example.com');
    await page.getByRole('button', { name: 'Antwoorden versturen' }).click();
    await expect(page.getByText('Hartelijk dank voor het invullen')).toBeVisible();

    await expect.poll(() => calls.saves.length).toBe(2);
    expect(calls.tokens.map((response) => response.status())).toEqual([200]);
    expect(calls.saves.map((response) => response.status())).toEqual([200, 200]);
    const pages = calls.saves.map((response) => (response.request().postDataJSON() as { page: number }).page);
    expect(pages).toEqual([1, 3]);
    expect(await calls.saves[1]!.json()).toEqual({ saved: true, finished: true });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === `peil_token_${uuid}`)?.path).toBe('/');

    // Back from the end is not offered; the previous button returns along the visited pages.
    await expect(page.getByRole('button', { name: 'Vorige' })).toHaveCount(0);

    // What the dashboard counts went up by exactly what was chosen, and nothing else did.
    const difficultyKeys = ['very_difficult', 'difficult', 'expect_effort', 'easy', 'very_easy'];
    const expected: Record<string, { counts: Record<string, number>; texts: number }> = {
      'Wat is uw leeftijd?': { counts: { '35 tot 40': 1 }, texts: 0 },
      'Welke behandeling heeft u gehad?': { counts: { 'Anders, namelijk': 1 }, texts: 1 },
      // The number field starts at 1 (spec) and was left so.
      'Hoeveel behandelingen heeft u gehad?': { counts: { '1': 1 }, texts: 0 },
      'Heeft u een intakegesprek gehad?': { counts: { Nee: 1 }, texts: 0 },
      'Welk cijfer geeft u de kliniek?': { counts: { [String(mark)]: 1 }, texts: 0 },
      'Hoeveel moeite kostte het om een afspraak te maken?': {
        counts: { [difficultyKeys[effort! - 1]!]: 1 },
        texts: 0,
      },
      'Hoe waarschijnlijk is het dat u ons aanbeveelt?': { counts: { [String(recommend)]: 1 }, texts: 0 },
      'Hoe heeft u ons gevonden?': { counts: { 'Weet ik niet': 1 }, texts: 0 },
      'Uw e-mailadres als u teruggebeld wilt worden': { counts: {}, texts: 1 },
    };
    const increase = resultIncrease(resultsBefore, await surveyResults(request, surveyId));
    expect(increase).toEqual(
      increase.map(({ question }) => ({ question, ...(expected[question] ?? { counts: {}, texts: 0 }) })),
    );
    expect(increase.filter(({ question }) => question in expected)).toHaveLength(Object.keys(expected).length);
  });

  test('completes the survey in Arabic, right to left, through a routing option', async ({ page }) => {
    const calls = watchRespondentCalls(page);
    await page.goto(`/aistibyan/${uuid}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('combobox').selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'IVF' }).check();
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByText('هذه هي الصفحة الأخيرة.')).toBeVisible();
    await answerSliders(page);
    // Back returns to the page visited last (page 1), not to the skipped page 2.
    await page.getByRole('button', { name: 'السابق' }).click();
    await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('button', { name: 'إرسال الإجابات' }).click();
    await expect(page.getByText('Thank you for completing the questionnaire.')).toBeVisible();
    await expect.poll(() => calls.saves.length).toBe(3);
    expect(calls.saves.every((response) => response.ok())).toBe(true);
    expect(await calls.saves[2]!.json()).toEqual({ saved: true, finished: true });
  });

  test('preview shows every page and stores nothing', async ({ page }) => {
    const calls = watchRespondentCalls(page);
    await page.goto(`/vragenlijst/${uuid}/preview`);
    await expect(page.getByText('Voorbeeld: uw antwoorden worden niet opgeslagen.')).toBeVisible();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel(/Wat is uw leeftijd/).selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'IVF' }).check();
    await page.getByRole('radio', { name: 'Ja' }).check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText('De arts was deskundig.')).toBeVisible();
    for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await answerSliders(page);
    await page.getByRole('button', { name: 'Antwoorden versturen' }).click();
    await expect(page.getByText('Hartelijk dank voor het invullen')).toBeVisible();
    expect(calls.saves).toHaveLength(0);
    expect(calls.tokens).toHaveLength(0);
  });

  test('every question type page has no serious or critical accessibility violation', async ({ page }) => {
    // Twelve axe scans of whole pages: on a busy two-core machine they need more than the default minute.
    test.slow();
    const check = async (where: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await page.goto(`/language-selection/${uuid}/preview`);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await check('language selection');
    await page.goto(`/vragenlijst/${uuid}/preview`);
    await expect(page.getByText('Welkom!')).toBeVisible();
    await check('begin page');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('radio', { name: 'IVF' })).toBeVisible();
    await check('page 1 (dropdown, single choice, number, date, routing)');
    await page.getByLabel(/Wat is uw leeftijd/).selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'Anders, namelijk' }).check();
    await page.getByRole('textbox', { name: 'Namelijk', exact: true }).fill('x');
    await page.getByRole('radio', { name: 'Ja' }).check();
    await check('page 1 with an open option');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText('De arts was deskundig.')).toBeVisible();
    await check('page 2 (Likert)');
    for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('slider').first()).toBeVisible();
    await check('page 3 (sliders, multiple choice, text, text area, e-mail)');
    await page.getByLabel(/e-mailadres/).fill('wrong@');
    await page.getByLabel(/e-mailadres/).blur();
    await expect(page.getByText('Vul een geldig e-mailadres in')).toBeVisible();
    await check('page 3 with an error');
    await page.getByLabel(/e-mailadres/).fill('patient@voorbeeld.nl');
    await answerSliders(page);
    await page.getByRole('button', { name: 'Antwoorden versturen' }).click();
    await expect(page.getByText('Hartelijk dank voor het invullen')).toBeVisible();
    await check('end page');
    await page.goto(`/aistibyan/${uuid}/preview`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await check('Arabic begin page');
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByRole('combobox')).toBeVisible();
    await check('Arabic page 1');
    await page.getByRole('combobox').selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'IVF' }).check();
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByRole('radiogroup').first()).toBeVisible();
    await check('Arabic page 2 (Likert)');
    for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByRole('slider').first()).toBeVisible();
    await check('Arabic page 3 (sliders, multiple choice, text, text area, e-mail)');
    await answerSliders(page);
    await page.getByRole('button', { name: 'إرسال الإجابات' }).click();
    await expect(page.getByText('Thank you for completing the questionnaire.')).toBeVisible();
    await check('Arabic end page');
  });

  test('the unsubscribe page posts the signed link on opening and confirms; an unsigned link unsubscribes nobody', async ({
    page,
    request,
  }) => {
    // The signed link as an invitation carries it, taken from the broadcast preview.
    await loginAsAdmin(request);
    const preview = await request.post('/api/v1/broadcast/preview', { data: { surveyId, language: 'en' } });
    expect(preview.ok()).toBe(true);
    const { html } = (await preview.json()) as { html: string };
    const link = /\/remove-from-mailing\/[^/]+\/ontvanger%40voorbeeld\.nl\/en\?sig=([\w-]+)/.exec(html);
    expect(link).not.toBeNull();
    const [path, sig] = link!;
    const posted = page.waitForRequest('**/api/v1/remove-from-mailing');
    await page.goto(path);
    expect((await posted).postDataJSON()).toEqual({ uuid, email: 'ontvanger@voorbeeld.nl', sig });
    await expect(page.getByRole('heading', { name: 'You have been removed from the mailing list.' })).toBeVisible();
    await page.goto(path.replace('/en?', '/nl?'));
    await expect(page.getByRole('heading', { name: 'U bent verwijderd uit de verzendlijst.' })).toBeVisible();
    // The texts exist in nl, de and en only; any other language gets Dutch.
    await page.goto(path.replace('/en?', '/fr?'));
    await expect(page.getByRole('heading', { name: 'U bent verwijderd uit de verzendlijst.' })).toBeVisible();
    await page.goto(`/remove-from-mailing/${uuid}/someone%40example.com/en?sig=${sig}`);
    await expect(
      page.getByRole('heading', {
        name: 'This unsubscribe link is not valid. Nobody has been unsubscribed; please use the link from your e-mail.',
      }),
    ).toBeVisible();
  });

  test('an inactive survey without a redirect says so on the language selection and the survey page', async ({
    page,
    request,
  }) => {
    const inactive = await copyDemoSurvey(request, surveyId, 'Inactief e2e');
    const settings = await request.get(`/api/v1/survey/get_survey_settings/${inactive.id}`);
    const [current] = (await settings.json()) as {
      internal_name: string;
      description: string;
      color: string;
      organizationId: number;
    }[];
    const saved = await request.post(`/api/v1/survey/edit_survey_settings/${inactive.id}`, {
      data: {
        internal_name: current!.internal_name,
        description: current!.description,
        color: current!.color,
        organizationId: current!.organizationId,
        status: 2,
        redirectToSurvey: null,
      },
    });
    expect(saved.ok()).toBe(true);
    const tokens = watchRespondentCalls(page).tokens;
    for (const path of [`/language-selection/${inactive.uuid}`, `/vragenlijst/${inactive.uuid}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Survey not active. Please check provider.' })).toBeVisible();
      await expect(page.getByRole('button')).toHaveCount(0);
    }
    expect(tokens).toHaveLength(0);
  });

  /**
   * The layout shifts of `path` while it loads: its texts come from the API here, late, instead
   * of from the page itself, so that the loading frame is surely drawn first.
   */
  const shiftsWhileLoading = async (page: Page, path: string, loaded: () => Promise<void>) => {
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({
        response,
        body: html.replace(/<script type="application\/json" id="peil-survey-start">.*?<\/script>/s, ''),
      });
    });
    await page.route('**/respondent_start/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('status')).toBeVisible();
    await loaded();
    return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  };

  test('the language page does not move while it loads', async ({ page }) => {
    // The page shows its frame while the survey's texts load, then the title: the frame keeps
    // the title's line, or the whole page moves down by it.
    const shifts = await shiftsWhileLoading(page, `/language-selection/${uuid}`, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your language' })).toBeVisible();
      await expect(page.getByLabel('Nederlands')).toBeVisible();
    });
    expect(shifts).toEqual([]);
  });

  test('the begin page does not move while it loads, also under a long survey name', async ({ page, request }) => {
    // A name over 20 characters is set smaller than the line the loading frame keeps: that line
    // stays, or the page moves up when the name arrives.
    const dutchOnly = await copyDemoSurvey(request, surveyId, 'Begin page e2e');
    const offered = await request.post('/api/v1/survey/save_offered_translations', {
      data: { surveyId: dutchOnly.id, translations: ['nl'] },
    });
    expect(offered.ok()).toBe(true);
    const shifts = await shiftsWhileLoading(page, `/vragenlijst/${dutchOnly.uuid}`, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveClass(/is-long/);
      await expect(page.getByText('Welkom!')).toBeVisible();
    });
    expect(shifts).toEqual([]);
  });

  test('one translation goes straight to the survey: long title, privacy link, a 4-hour token cookie', async ({
    page,
    request,
  }) => {
    await page.goto(`/language-selection/${uuid}`);
    const shortTitle = page.getByRole('heading', { level: 1, name: 'Choose your language' });
    await expect(shortTitle).toBeVisible();
    const shortSize = await shortTitle.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

    const dutchOnly = await copyDemoSurvey(request, surveyId, 'Alleen Nederlands e2e');
    const offered = await request.post('/api/v1/survey/save_offered_translations', {
      data: { surveyId: dutchOnly.id, translations: ['nl'] },
    });
    expect(offered.ok()).toBe(true);
    await page.goto(`/language-selection/${dutchOnly.uuid}`);
    await expect(page).toHaveURL(new RegExp(`/vragenlijst/${dutchOnly.uuid}$`));
    await expect(page.getByText('Welkom!')).toBeVisible();

    // "Uw ervaring met onze kliniek" has more than 20 characters: the smaller header.
    const longTitle = page.getByRole('heading', { level: 1 });
    await expect(longTitle).toHaveText('Uw ervaring met onze kliniek');
    await expect(longTitle).toHaveClass(/is-long/);
    const longSize = await longTitle.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(longSize).toBeLessThan(shortSize);

    await expect(page.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacy-statement');

    const askedAt = Date.now() / 1000;
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByRole('heading', { name: 'Over u' })).toBeVisible();
    const cookie = (await page.context().cookies()).find(
      (candidate) => candidate.name === `peil_token_${dutchOnly.uuid}`,
    );
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - askedAt).toBeGreaterThan(4 * 3600 - 60);
    expect(cookie!.expires - askedAt).toBeLessThanOrEqual(4 * 3600 + 5);
  });

  test('an unknown survey says so', async ({ page }) => {
    await page.goto('/language-selection/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: '404: Onderzoek niet gevonden' })).toBeVisible();
  });
});
