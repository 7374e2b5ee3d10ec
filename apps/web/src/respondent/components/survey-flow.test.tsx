// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TComponentOption, TPageComponent, TSurveyPage } from '@peil/contract/respondent';
import { API } from '@peil/contract/api';
import { on, stubEndpoints } from '../../test/stub-endpoints';
import { SurveyFlow } from './survey-flow';

// The machine running the tests may be busy; the default second is too short for a page to load.
configure({ asyncUtilTimeout: 5000 });

const SURVEY = 'abc';

const option = (id: number, extra: Partial<TComponentOption> = {}): TComponentOption => ({
  id,
  text: `Optie ${id}`,
  is_open: false,
  exclude_others: false,
  route_to_page: null,
  route_to_url: null,
  ...extra,
});

const question = (id: number, type: number, extra: Partial<TPageComponent> = {}): TPageComponent => ({
  id,
  position: id,
  type,
  text: `Vraag tekst ${id}`,
  required: true,
  options: [],
  ...extra,
});

type Survey = { pages: TSurveyPage[]; components: Record<number, TPageComponent[]> };

/** The respondent API of one survey, answered in memory; every call is recorded. */
function serveSurvey(survey: Survey, ...overrides: Parameters<typeof stubEndpoints>) {
  const stub = stubEndpoints(
    on(
      API.respondent.surveyStart,
      { id: SURVEY, locale: 'nl' },
      {
        body: {
          redirect_to: null,
          status: 1,
          locales: ['nl'],
          locale: 'nl',
          name: 'Ervaring',
          color: '',
          logo: '',
          begin_message: 'Welkom bij de vragenlijst',
          end_message: 'Bedankt voor het invullen',
          pages: survey.pages.map((page) => ({ ...page, components: survey.components[page.position] ?? [] })),
        },
      },
    ),
    on(API.respondent.respondentToken, { id: SURVEY, locale: 'nl' }, { body: { token: 'token-1' } }),
    on(API.respondent.savePage, { body: { saved: true, finished: false } }),
    ...overrides,
  );
  return {
    calls: stub.calls,
    saves: () => stub.bodiesTo(API.respondent.savePage),
    tokens: () => stub.callsTo(API.respondent.respondentToken),
  };
}

const assign = vi.fn();
const scrollIntoView = vi.fn();

beforeEach(() => {
  document.cookie = `peil_token_${SURVEY}=; Max-Age=0; Path=/`;
  localStorage.clear();
  assign.mockReset();
  scrollIntoView.mockReset();
  vi.stubGlobal('location', {
    pathname: `/vragenlijst/${SURVEY}`,
    search: '',
    protocol: 'http:',
    assign,
    replace: assign,
  });
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = (name: string) => screen.getByRole('button', { name });

/** Forward on a question page waits for the respondent's token, asked for by the first forward. */
async function clickWhenEnabled(name: string) {
  await waitFor(() => expect(button(name)).toHaveProperty('disabled', false));
  fireEvent.click(button(name));
}

async function startSurvey(isPreview = false) {
  render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={isPreview} />);
  await screen.findByText('Welkom bij de vragenlijst');
  fireEvent.click(button('Volgende'));
}

/** A pointer choice, the way a finger or mouse makes it (keyboard choices do not move on). */
function pointerChoose(element: HTMLElement, change: () => void) {
  fireEvent.pointerDown(element);
  change();
}

/** Waits for the question page with this title and its questions. */
async function showsPage(title: string) {
  await screen.findByRole('heading', { name: title });
  await waitFor(() => expect(document.querySelector('.questions')).not.toBeNull());
}

const sectionOf = (id: number) => document.getElementById(`question-${id}`)!;

describe('SurveyFlow', () => {
  it('starts with one call, fetches the token on the first forward action and then only saves', async () => {
    const api = serveSurvey({
      pages: [
        { position: 1, title: 'Over u' },
        { position: 2, title: 'Tot slot' },
      ],
      components: { 1: [question(1, 5)], 2: [question(2, 5, { required: false })] },
    });
    render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={false} />);
    await screen.findByText('Welkom bij de vragenlijst');
    expect(button('Volgende')).toHaveProperty('disabled', false);
    expect(screen.queryByText(/Dit is de laatste pagina/)).toBeNull();
    // Spec §4: opening the survey asks for no token; a respondent who leaves here is not counted.
    expect(api.calls.map((call) => call.endpoint)).toEqual([API.respondent.surveyStart]);
    expect(api.tokens()).toHaveLength(0);
    fireEvent.click(button('Volgende'));

    // Page 1 opens at once; the token is asked for by that first forward action.
    await showsPage('Over u');
    await waitFor(() => expect(api.tokens()).toHaveLength(1));
    expect(api.calls.map((call) => call.endpoint)).toEqual([
      API.respondent.surveyStart,
      API.respondent.respondentToken,
    ]);
    await waitFor(() => expect(document.cookie).toContain(`peil_token_${SURVEY}=token-1`));
    expect(button('Volgende')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/Vraag tekst 1/), { target: { value: 'Antwoord' } });
    await waitFor(() => expect(button('Volgende')).toHaveProperty('disabled', false));
    fireEvent.click(button('Volgende'));

    await showsPage('Tot slot');
    expect(screen.getByText(/Dit is de laatste pagina/)).toBeTruthy();
    // An optional question left empty does not hold the last page back.
    expect(button('Antwoorden versturen')).toHaveProperty('disabled', false);
    fireEvent.click(button('Antwoorden versturen'));
    await screen.findByText('Bedankt voor het invullen');
    expect(api.tokens()).toHaveLength(1);
    await waitFor(() =>
      expect(api.saves()).toEqual([
        { token: 'token-1', page: 1, answers: [{ position: 1, answer: 'Antwoord' }] },
        { token: 'token-1', page: 2, answers: [] },
      ]),
    );
    // Moving between pages asked for nothing but the saves.
    expect(api.calls.slice(2).every((call) => call.endpoint === API.respondent.savePage)).toBe(true);
  });

  it('routes to a later page, goes back to the page visited last and changes the URL for a URL option', async () => {
    serveSurvey({
      pages: [
        { position: 1, title: 'Start' },
        { position: 2, title: 'Overgeslagen' },
        { position: 3, title: 'Einde' },
      ],
      components: {
        1: [
          question(1, 11, {
            options: [option(11, { route_to_page: 3 }), option(12, { route_to_url: 'example.org/klaar' })],
          }),
        ],
        2: [question(2, 5)],
        3: [question(3, 5, { required: false })],
      },
    });
    await startSurvey(true);
    await showsPage('Start');
    fireEvent.click(screen.getByRole('radio', { name: 'Optie 11' }));
    fireEvent.click(button('Volgende'));
    await showsPage('Einde');
    expect(screen.queryByText('Overgeslagen')).toBeNull();

    fireEvent.click(button('Vorige'));
    await showsPage('Start');
    expect(screen.getByRole('radio', { name: 'Optie 11' })).toHaveProperty('checked', true);
    fireEvent.click(button('Vorige'));
    await screen.findByText('Welkom bij de vragenlijst');
    expect(screen.queryByRole('button', { name: 'Vorige' })).toBeNull();

    fireEvent.click(button('Volgende'));
    await showsPage('Start');
    fireEvent.click(screen.getByRole('radio', { name: 'Optie 12' }));
    fireEvent.click(button('Volgende'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://example.org/klaar'));
    expect(screen.getByText('Een moment, u wordt doorgestuurd…')).toBeTruthy();
  });

  it('routes past the last page to the end message', async () => {
    serveSurvey({
      pages: [
        { position: 1, title: 'Start' },
        { position: 2, title: 'Overgeslagen' },
      ],
      components: {
        1: [question(1, 11, { options: [option(11, { route_to_page: 3 }), option(12)] })],
        2: [question(2, 5)],
      },
    });
    await startSurvey(true);
    await showsPage('Start');
    fireEvent.click(screen.getByRole('radio', { name: 'Optie 11' }));
    fireEvent.click(button('Volgende'));
    await screen.findByText('Bedankt voor het invullen');
    expect(screen.queryByText('Overgeslagen')).toBeNull();
  });

  it('shows an option whose text contains a web address as that image, named by the rest of its text', async () => {
    serveSurvey({
      pages: [{ position: 1, title: 'Gezichten' }],
      components: {
        1: [
          question(1, 11, {
            options: [
              option(11, { text: 'https://example.org/blij.png' }),
              option(12, { text: 'Boos https://example.org/boos.png' }),
              option(13, { text: 'Weet ik niet' }),
            ],
          }),
        ],
      },
    });
    await startSurvey(true);
    await showsPage('Gezichten');
    const bare = screen.getByRole('radio', { name: 'Optie 1' });
    const captioned = screen.getByRole('radio', { name: 'Boos' });
    const images = [...document.querySelectorAll<HTMLImageElement>('.option-image')];
    expect(images.map((image) => [image.getAttribute('src'), image.alt, image.referrerPolicy])).toEqual([
      ['https://example.org/blij.png', 'Optie 1', 'no-referrer'],
      ['https://example.org/boos.png', '', 'no-referrer'],
    ]);
    expect(bare.closest('label')?.contains(images[0]!)).toBe(true);
    expect(captioned.closest('label')?.contains(images[1]!)).toBe(true);
    expect(screen.getByRole('radio', { name: 'Weet ik niet' })).toBeTruthy();
  });

  it('resumes on the page the respondent was on after a reload, while the token cookie lives', async () => {
    const survey = {
      pages: [
        { position: 1, title: 'Over u' },
        { position: 2, title: 'Tot slot' },
      ],
      components: { 1: [question(1, 5)], 2: [question(2, 5)] },
    };
    serveSurvey(survey);
    render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={false} />);
    await screen.findByText('Welkom bij de vragenlijst');
    fireEvent.click(button('Volgende'));
    await showsPage('Over u');
    fireEvent.change(screen.getByLabelText(/Vraag tekst 1/), { target: { value: 'Antwoord' } });
    await clickWhenEnabled('Volgende');
    await showsPage('Tot slot');

    // The reload: a new page load with the same cookie.
    cleanup();
    const api = serveSurvey(survey);
    render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={false} />);
    await showsPage('Tot slot');
    expect(screen.queryByText('Welkom bij de vragenlijst')).toBeNull();
    expect(api.tokens()).toHaveLength(0);
    fireEvent.click(button('Vorige'));
    await showsPage('Over u');
    fireEvent.change(screen.getByLabelText(/Vraag tekst 1/), { target: { value: 'Antwoord' } });
    fireEvent.click(button('Volgende'));
    await showsPage('Tot slot');
    fireEvent.change(screen.getByLabelText(/Vraag tekst 2/), { target: { value: 'Klaar' } });
    fireEvent.click(button('Antwoorden versturen'));
    await screen.findByText('Bedankt voor het invullen');

    // Finished: opening the survey again starts at its beginning.
    cleanup();
    serveSurvey(survey);
    render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={false} />);
    await screen.findByText('Welkom bij de vragenlijst');

    // Without the token cookie (expired), the survey starts at the beginning.
    cleanup();
    document.cookie = `peil_token_${SURVEY}=; Max-Age=0; Path=/`;
    serveSurvey(survey);
    render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={false} />);
    await screen.findByText('Welkom bij de vragenlijst');
  });

  it('keeps forward enabled on the begin page while the token cannot be had, and asks again', async () => {
    let tokenRequests = 0;
    const api = serveSurvey(
      { pages: [{ position: 1, title: 'Over u' }], components: { 1: [question(1, 5)] } },
      on(API.respondent.respondentToken, { id: SURVEY, locale: 'nl' }, () =>
        ++tokenRequests === 1 ? { status: 503, body: {} } : { body: { token: 'token-2' } },
      ),
    );
    render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={false} />);
    await screen.findByText('Welkom bij de vragenlijst');
    expect(button('Volgende')).toHaveProperty('disabled', false);
    fireEvent.click(button('Volgende'));
    await showsPage('Over u');
    // Without a token the page's answers could not be saved: forward waits, and says why.
    await screen.findByText('Er is iets misgegaan. Controleer uw internetverbinding.');
    fireEvent.change(screen.getByLabelText(/Vraag tekst 1/), { target: { value: 'Antwoord' } });
    expect(button('Antwoorden versturen')).toHaveProperty('disabled', true);
    // The token is asked for again, and forward opens once it is in.
    await waitFor(() => expect(button('Antwoorden versturen')).toHaveProperty('disabled', false), { timeout: 8000 });
    expect(tokenRequests).toBe(2);
    expect(screen.queryByText('Er is iets misgegaan. Controleer uw internetverbinding.')).toBeNull();
    fireEvent.click(button('Antwoorden versturen'));
    await waitFor(() =>
      expect(api.saves()).toEqual([{ token: 'token-2', page: 1, answers: [{ position: 1, answer: 'Antwoord' }] }]),
    );

    cleanup();
    await startSurvey(true);
    await showsPage('Over u');
    fireEvent.change(screen.getByLabelText(/Vraag tekst 1/), { target: { value: 'Antwoord' } });
    expect(button('Antwoorden versturen')).toHaveProperty('disabled', false);
  });

  it('moves the active question on after a committed answer and ends at the forward button', async () => {
    serveSurvey({
      pages: [{ position: 1, title: 'Vragen' }],
      components: {
        1: [
          question(1, 3, { options: [option(1), option(2)] }),
          question(2, 6),
          question(3, 5),
          question(4, 8),
          question(5, 2, { options: [option(5), option(6)] }),
          question(6, 7),
        ],
      },
    });
    await startSurvey(true);
    await showsPage('Vragen');
    expect(sectionOf(1).className).toContain('is-active');

    // Arrow keys in a closed dropdown change the value without moving on; a pointer choice moves on.
    const dropdown = screen.getByLabelText(/Vraag tekst 1/);
    fireEvent.keyDown(dropdown, { key: 'ArrowDown' });
    fireEvent.change(dropdown, { target: { value: '1' } });
    expect(sectionOf(2).className).toContain('is-active');
    expect(scrollIntoView).not.toHaveBeenCalled();
    pointerChoose(dropdown, () => fireEvent.change(dropdown, { target: { value: '2' } }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    pointerChoose(screen.getByLabelText(/Vraag tekst 2/), () =>
      fireEvent.change(screen.getByLabelText(/Vraag tekst 2/), { target: { value: '2024-05-01' } }),
    );
    expect(sectionOf(3).className).toContain('is-active');

    const text = screen.getByLabelText(/Vraag tekst 3/);
    fireEvent.change(text, { target: { value: 'Mijn antwoord' } });
    expect(sectionOf(3).className).toContain('is-active');
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(sectionOf(4).className).toContain('is-active');

    // The number starts at 1, which is already an answer; leaving the field moves on.
    fireEvent.blur(screen.getByLabelText(/Vraag tekst 4/));
    expect(sectionOf(5).className).toContain('is-active');

    // Multiple choice stays: more options may follow.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Optie 5' }));
    expect(sectionOf(5).className).toContain('is-active');

    // The e-mail question is the last: its OK button commits and leads to the forward button.
    const ok = button('OK');
    expect(ok).toHaveProperty('disabled', true);
    const email = screen.getByLabelText(/Vraag tekst 6/);
    fireEvent.change(email, { target: { value: 'naam@' } });
    expect(ok).toHaveProperty('disabled', true);
    fireEvent.change(email, { target: { value: 'naam@voorbeeld.nl' } });
    expect(ok).toHaveProperty('disabled', false);
    fireEvent.click(ok);
    expect(document.querySelector('.question.is-active')).toBeNull();
    expect(document.activeElement).toBe(button('Antwoorden versturen'));
  });

  it('shows an error and does not move on when Enter commits an invalid answer', async () => {
    serveSurvey({
      pages: [{ position: 1, title: 'Vragen' }],
      components: { 1: [question(1, 7), question(2, 5)] },
    });
    await startSurvey(true);
    const email = await screen.findByLabelText(/Vraag tekst 1/);
    fireEvent.change(email, { target: { value: 'naam@voorbeeld' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    expect(sectionOf(1).className).toContain('is-active');
    expect(screen.getByRole('alert').textContent).toContain('Vul een geldig e-mailadres in');
  });

  it('lists unanswered required questions as links only when fewer than 10 are missing', async () => {
    const questions = Array.from({ length: 10 }, (_, index) => question(index + 1, 5));
    serveSurvey({ pages: [{ position: 1, title: 'Veel vragen' }], components: { 1: questions } });
    await startSurvey(true);
    await showsPage('Veel vragen');
    expect(screen.queryByText('Beantwoord eerst deze vragen:')).toBeNull();

    fireEvent.change(screen.getByLabelText(/Vraag tekst 1 /), { target: { value: 'x' } });
    await screen.findByText('Beantwoord eerst deze vragen:');
    const links = within(document.querySelector('.missing')!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(Array.from({ length: 9 }, (_, i) => `Vraag ${i + 2}`));

    fireEvent.click(screen.getByRole('link', { name: 'Vraag 5' }));
    expect(sectionOf(5).className).toContain('is-active');
    expect(document.activeElement).toBe(screen.getByLabelText(/Vraag tekst 5 /));
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('leaves an invalid optional answer out of the missing list and out of the save', async () => {
    const api = serveSurvey({
      pages: [{ position: 1, title: 'Vragen' }],
      components: {
        1: [
          question(1, 7, { required: false }),
          question(2, 1, { required: false, options: [option(3, { is_open: true })] }),
          question(3, 5),
        ],
      },
    });
    await startSurvey();
    await showsPage('Vragen');
    fireEvent.change(screen.getByLabelText(/Vraag tekst 1/), { target: { value: 'naam@' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Optie 3' }));
    const links = within(document.querySelector('.missing')!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Vraag 3']);

    fireEvent.change(screen.getByLabelText(/Vraag tekst 3/), { target: { value: 'Goed' } });
    expect(document.querySelector('.missing')!.textContent).toBe('');
    await clickWhenEnabled('Antwoorden versturen');
    await screen.findByText('Bedankt voor het invullen');
    await waitFor(() =>
      expect(api.saves()).toEqual([{ token: 'token-1', page: 1, answers: [{ position: 3, answer: 'Goed' }] }]),
    );
  });

  it('offers Next and no last-page warning on the begin page of a survey without question pages', async () => {
    serveSurvey({ pages: [], components: {} });
    render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={true} />);
    await screen.findByText('Welkom bij de vragenlijst');
    expect(screen.queryByRole('button', { name: 'Antwoorden versturen' })).toBeNull();
    expect(screen.queryByText(/Dit is de laatste pagina/)).toBeNull();
    await act(async () => fireEvent.click(button('Volgende')));
    await screen.findByText('Bedankt voor het invullen');
  });

  it('sends the respondent to a marked language selection when the survey is not found', async () => {
    stubEndpoints(on(API.respondent.surveyStart, { id: SURVEY, locale: 'nl' }, { status: 404, body: {} }));
    render(<SurveyFlow surveyId={SURVEY} locale="nl" isPreview={false} />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/language-selection/${SURVEY}?not-found`));
    expect(screen.getByRole('heading', { name: '404: Onderzoek niet gevonden' })).toBeTruthy();
  });
});

describe('SurveyFlow in Swedish', () => {
  it('marks a page in se (Swedish in Peil) with lang="sv"', async () => {
    serveSurvey({ pages: [], components: {} });
    render(<SurveyFlow surveyId={SURVEY} locale="se" isPreview={false} />);
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
  });
});
