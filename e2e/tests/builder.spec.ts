import { expect, test, type Locator, type Page } from '@playwright/test';
import { acknowledge, chooseAction, logInDutch, openSurveys, row, setRedirect } from './surveys-list';

type BuilderRead = {
  id: number;
  uuid: string;
  translations: { locale: string; title: string }[];
  pages: {
    titles: Record<string, string>;
    questions: {
      id: number;
      type: number;
      dimension_id: number | null;
      importance: number;
      texts: Record<string, string>;
      options: { id: number; texts: Record<string, string>; route_to_page: number | null; score: number | null }[];
    }[];
  }[];
};

/** Picks an entry of an MUI select by its label. */
async function choose(scope: Page | Locator, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await ('page' in scope ? scope.page() : scope).getByRole('option', { name: option }).click();
}

const field = (page: Page, name: string) => page.locator(`input[name="${name}"], textarea[name="${name}"]`);

async function fillTexts(page: Page, name: string, texts: { nl: string; en: string }) {
  await field(page, `${name}.nl`).fill(texts.nl);
  await field(page, `${name}.en`).fill(texts.en);
}

async function addQuestion(page: Page, pageNumber: number, type: number) {
  const editor = page.getByTestId('page-editor').nth(pageNumber - 1);
  await choose(editor, /Type of the new question|Type van de nieuwe vraag/, new RegExp(`^${type}\\. `));
  await editor.getByRole('button', { name: /Add question|Vraag toevoegen/ }).click();
}

test.describe('survey builder', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a superadmin builds a survey, previews, activates, answers, copies, shares and redirects it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const name = `E2E builder ${Date.now()}`;
    await logInDutch(page, 'admin');
    await page.goto('/vragenlijsten/nieuwe-vragenlijst');
    await field(page, 'internalName').fill(name);

    for (const locale of ['nl', 'en']) {
      const flag = page.locator(`[data-locale="${locale}"]`);
      if ((await flag.getAttribute('aria-checked')) !== 'true') await flag.click();
      await expect(flag).toHaveAttribute('aria-checked', 'true');
    }
    // Only the chosen locales remain: untick every other flag that is ticked.
    for (const flag of await page.locator('[data-locale][aria-checked="true"]').all()) {
      const locale = await flag.getAttribute('data-locale');
      if (locale !== 'nl' && locale !== 'en') await flag.click();
    }
    await expect(page.getByTestId('missing-counts')).toContainText('nl');

    await fillTexts(page, 'title', { nl: 'Onze zorg', en: 'Our care' });
    await fillTexts(page, 'begin_message', { nl: 'Welkom bij de test.', en: 'Welcome to the test.' });
    await fillTexts(page, 'end_message', { nl: 'Bedankt voor de test.', en: 'Thanks for the test.' });

    // Saving with empty texts lists what is missing and keeps everything on screen.
    await page.getByRole('button', { name: /^(Save|Opslaan)$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(/Not all fields filled in|Niet alle velden ingevuld/);
    await expect(dialog.getByTestId('save-problems')).toContainText(/Page 1|Pagina 1/);
    await dialog.getByRole('button').click();
    await expect(field(page, 'internalName')).toHaveValue(name);

    const addPage = page.getByRole('button', { name: /^(Add page|Pagina toevoegen)$/ });
    await addPage.click();
    await addPage.click();
    await expect(page.getByTestId('page-editor')).toHaveCount(3);
    await fillTexts(page, 'page1.title', { nl: 'Start', en: 'Start' });
    await fillTexts(page, 'page2.title', { nl: 'Ervaring', en: 'Experience' });
    await fillTexts(page, 'page3.title', { nl: 'Tot slot', en: 'Finally' });

    // Pages are reordered by dragging the third onto the first place, and back with the keyboard.
    await page.getByTestId('page-drag-handle').nth(2).dragTo(page.getByTestId('page-editor').nth(0));
    await expect(field(page, 'page1.title.en')).toHaveValue('Finally');
    await expect(field(page, 'page2.title.en')).toHaveValue('Start');
    await page.getByRole('button', { name: 'Pagina 1 omlaag' }).press('Enter');
    await page.getByRole('button', { name: 'Pagina 2 omlaag' }).press('Enter');
    await expect(field(page, 'page1.title.en')).toHaveValue('Start');
    await expect(field(page, 'page3.title.en')).toHaveValue('Finally');

    // Page 1: a single choice with routing; "Yes" skips page 2.
    await addQuestion(page, 1, 11);
    await fillTexts(page, 'page1.question1.text', { nl: 'Had u een intake?', en: 'Did you have an intake?' });
    await fillTexts(page, 'page1.question1.option1.text', { nl: 'Ja', en: 'Yes' });
    const firstOption = page.getByTestId('page-editor').nth(0).getByTestId('option-editor').nth(0);
    await choose(firstOption, /Route to page|Doorsturen naar pagina/, /^(Page|Pagina) 3$/);
    await page
      .getByTestId('page-editor')
      .nth(0)
      .getByRole('button', { name: /Add option|Optie toevoegen/ })
      .click();
    await fillTexts(page, 'page1.question1.option2.text', { nl: 'Nee', en: 'No' });

    // Page 2: a Likert question in a dimension with its importance; the scores come from the
    // labels once the options form a scale (the yes/no question above stays unscored).
    await addQuestion(page, 2, 1);
    await fillTexts(page, 'page2.question1.text', { nl: 'De arts was deskundig.', en: 'The doctor was competent.' });
    const pageTwo = page.getByTestId('page-editor').nth(1);
    const labels = [
      { nl: 'Eens', en: 'Agree' },
      { nl: 'Neutraal', en: 'Neutral' },
      { nl: 'Oneens', en: 'Disagree' },
    ];
    for (const [index, texts] of labels.entries()) {
      if (index > 0)
        await pageTwo
          .getByRole('button', { name: /Add option|Optie toevoegen/ })
          .first()
          .click();
      await fillTexts(page, `page2.question1.option${index + 1}.text`, texts);
    }
    await expect(field(page, 'page2.question1.option1.score')).toHaveValue('3');
    await expect(field(page, 'page1.question1.option1.score')).toHaveValue('');
    await choose(pageTwo, /^(Dimension|Dimensie)$/, /Professional/);
    await field(page, 'page2.question1.importance').fill('3.5');
    // A 0-10 slider whose value 10 routes on to page 3.
    await addQuestion(page, 2, 12);
    await fillTexts(page, 'page2.question2.text', { nl: 'Hoe waarschijnlijk?', en: 'How likely?' });
    await choose(pageTwo.getByTestId('slider-routes'), /\(10\)$/, /^(Page|Pagina) 3$/);

    // Page 3: a 1-10 slider and an open question.
    await addQuestion(page, 3, 9);
    await fillTexts(page, 'page3.question1.text', { nl: 'Welk cijfer geeft u?', en: 'What mark do you give?' });
    await addQuestion(page, 3, 4);
    await fillTexts(page, 'page3.question2.text', { nl: 'Wat kan beter?', en: 'What could be better?' });

    await expect(page.getByTestId('missing-counts')).not.toContainText(/empty|lege/);
    await page.getByRole('button', { name: /^(Save|Opslaan)$/ }).click();
    await expect(dialog.getByRole('heading')).toHaveText(/Survey saved|Onderzoek opgeslagen/);
    await dialog.getByRole('button').click();
    await page.waitForURL(/\/(vragenlijsten|surveys)$/);
    await page.goto('/vragenlijsten');
    await expect(page.getByText(name).first()).toBeVisible();

    const list = (await (await page.request.get('/api/v1/survey/list')).json()) as {
      id: number;
      internal_name: string;
    }[];
    const created = list.find((survey) => survey.internal_name === name)!;
    expect(created).toBeTruthy();
    const stored = (await (await page.request.get(`/api/v1/survey/builder/${created.id}`)).json()) as BuilderRead;
    expect(stored.translations.map((row) => row.locale).sort()).toEqual(['en', 'nl']);
    expect(stored.pages.map((row) => row.titles.en)).toEqual(['Start', 'Experience', 'Finally']);
    const routing = stored.pages[0]!.questions[0]!;
    expect(routing.type).toBe(11);
    expect(routing.options.map((option) => [option.texts.en, option.route_to_page])).toEqual([
      ['Yes', 3],
      ['No', null],
    ]);
    const likert = stored.pages[1]!.questions[0]!;
    expect(likert.dimension_id).not.toBeNull();
    expect(likert.importance).toBe(3.5);
    expect(likert.options.map((option) => option.score)).toEqual([3, 2, 1]);
    expect(routing.options.map((option) => option.score)).toEqual([null, null]);
    const slider = stored.pages[1]!.questions[1]!;
    expect(slider.type).toBe(12);
    expect(slider.options.map((option) => [option.texts.en, option.route_to_page])).toEqual(
      Array.from({ length: 11 }, (_, value) => [String(value), value === 10 ? 3 : null]),
    );
    expect(stored.pages[2]!.questions.map((question) => question.type)).toEqual([9, 4]);

    // The edit page shows the stored texts again.
    await page.goto(`/vragenlijsten/vragenlijst-aanpassen/${created.id}`);
    await expect(field(page, 'title.en')).toHaveValue('Our care');
    await expect(field(page, 'page2.question1.text.nl')).toHaveValue('De arts was deskundig.');
    await expect(field(page, 'page2.question1.importance')).toHaveValue('3.5');
    await expect(page.locator('iframe[title]')).toBeVisible();

    // Preview: the new survey is an inactive draft, yet its author walks through it; nothing is stored.
    const respondentCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/respondent/')) respondentCalls.push(request.url());
    });
    await page.goto(`/language-selection/${stored.uuid}/preview`);
    await page.getByLabel('English').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Welcome to the test.')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('The doctor was competent.')).toBeVisible();
    expect(respondentCalls).toEqual([]);

    // Respondents cannot open it until it is activated.
    await page.goto(`/language-selection/${stored.uuid}`);
    await expect(page.getByText('Survey not active. Please check provider.')).toBeVisible();
    await openSurveys(page);
    await expect(row(page, name)).toContainText('Inactief');
    await setRedirect(page, name, null);

    // A respondent answers it in English through the routing option: page 2 is skipped.
    const saves: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/respondent/save_page_response')) saves.push(response.status());
    });
    await page.goto(`/language-selection/${stored.uuid}`);
    await page.getByLabel('English').check();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Welcome to the test.')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Finally' })).toBeVisible();
    await expect(page.getByText('The doctor was competent.')).toHaveCount(0);
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByLabel(/What could be better/).fill('More parking.');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByText('Thanks for the test.')).toBeVisible();
    await expect.poll(() => saves.length).toBe(2);
    expect(saves.every((status) => status >= 200 && status < 300)).toBe(true);

    // Copy without respondents into a new project.
    const copyName = `E2E kopie ${Date.now()}`;
    await openSurveys(page);
    await expect(row(page, name).locator('td').nth(3)).toHaveText('1');
    await chooseAction(page, name, 'Kopiëren');
    const copyDialog = page.getByRole('dialog', { name: /^Vragenlijst kopiëren/ });
    await copyDialog.getByLabel('Nieuwe naam').fill(copyName);
    await copyDialog.getByRole('button', { name: 'Nieuw project' }).click();
    const projectDialog = page.getByRole('dialog', { name: 'Nieuw project' });
    await projectDialog.getByLabel('Projectnaam').fill('E2E bouwer');
    await projectDialog.getByRole('button', { name: 'Aanmaken' }).click();
    await copyDialog.getByRole('button', { name: 'Kopiëren', exact: true }).click();
    await acknowledge(page, 'Vragenlijst gekopieerd.');
    await expect(row(page, copyName)).toContainText('E2E bouwer');
    await expect(row(page, copyName).locator('td').nth(3)).toHaveText('0');

    // Share with the researcher, who then finds it in the list.
    await chooseAction(page, name, 'Delen');
    const shareDialog = page.getByRole('dialog', { name: `Vragenlijst delen: ${name}` });
    await shareDialog.getByLabel('E-mailadres').fill('onderzoeker@kliniek-amsterdam.example.org');
    await shareDialog.getByRole('button', { name: 'Toevoegen' }).click();
    await shareDialog.getByRole('button', { name: 'Delen', exact: true }).click();
    await acknowledge(page, 'Vragenlijst gedeeld.');
    const researcherContext = await browser.newContext();
    const researcher = await researcherContext.newPage();
    await logInDutch(researcher, 'onderzoeker');
    await openSurveys(researcher);
    await expect(row(researcher, name)).toHaveCount(1);
    await researcherContext.close();

    // Translations: with Dutch withdrawn the public link goes straight to the English survey.
    await chooseAction(page, name, 'Vertalingen');
    const translations = page.getByRole('dialog', { name: `Vertalingen: ${name}` });
    await translations.getByLabel('NL · Nederlands').uncheck();
    await translations.getByLabel('EN · English').uncheck();
    await expect(translations.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    await expect(translations).toContainText('Kies minstens één vertaling.');
    await translations.getByLabel('EN · English').check();
    await translations.getByRole('button', { name: 'Opslaan' }).click();
    await acknowledge(page, 'Vertalingen opgeslagen.');
    await page.goto(`/language-selection/${stored.uuid}`);
    await page.waitForURL(new RegExp(`/survey/${stored.uuid}`));
    await expect(page.getByText('Welcome to the test.')).toBeVisible();

    // Deactivated with a redirect to the copy, the public link follows it.
    await openSurveys(page);
    const copyUuid = (await row(page, copyName).locator('td').nth(2).innerText()).trim();
    await setRedirect(page, name, copyName);
    await page.goto(`/language-selection/${stored.uuid}`);
    await page.waitForURL(new RegExp(`/language-selection/${copyUuid}$`));
  });

  test('an unknown survey id shows Not found', async ({ page }) => {
    await logInDutch(page, 'admin');
    await page.goto('/vragenlijsten/vragenlijst-aanpassen/999999');
    await expect(page.getByRole('heading', { name: /^(Not found|Niet gevonden)$/ })).toBeVisible();
    await expect(page.locator('input[name="internalName"]')).toHaveCount(0);
  });
});
