// @vitest-environment happy-dom
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelection } from './language-selection';

// The machine running the tests may be busy; the default second is too short for a page to load.
configure({ asyncUtilTimeout: 5000 });

const SURVEY = 'abc';

function serveTranslations(locales: string[], search = '') {
  const replace = vi.fn();
  vi.stubGlobal('location', { pathname: `/language-selection/${SURVEY}`, search, assign: vi.fn(), replace });
  const requests: string[] = [];
  // One start-up call gives what the page shows; a survey without languages is not found.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    if (!String(input).startsWith(`/api/v1/survey/respondent_start/${SURVEY}/`) || locales.length === 0)
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Survey not found.' } }), {
        status: 404,
      });
    const start = { redirect_to: null, status: 1, locales, locale: locales[0], color: '', logo: '' };
    return new Response(JSON.stringify({ ...start, name: '', begin_message: '', end_message: '', pages: [] }));
  });
  return { replace, requests };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LanguageSelection', () => {
  it('goes straight to the survey when it has one translation', async () => {
    const { replace, requests } = serveTranslations(['nl']);
    render(<LanguageSelection surveyId={SURVEY} isPreview={false} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/vragenlijst/${SURVEY}`));
    expect(requests).toHaveLength(1);
  });

  it('says the survey is not found, without forwarding, when the survey page sent the respondent back', async () => {
    const { replace } = serveTranslations(['nl'], '?not-found');
    render(<LanguageSelection surveyId={SURVEY} isPreview={false} />);
    await screen.findByRole('heading', { name: '404: Onderzoek niet gevonden' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('says the survey is not found when it offers no translation', async () => {
    serveTranslations([]);
    render(<LanguageSelection surveyId={SURVEY} isPreview={false} />);
    await screen.findByRole('heading', { name: '404: Onderzoek niet gevonden' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the translations with Start disabled until one is chosen', async () => {
    serveTranslations(['nl', 'de'], '?not-found');
    render(<LanguageSelection surveyId={SURVEY} isPreview={false} />);
    expect(await screen.findByRole('radio', { name: 'Deutsch' })).toBeTruthy();
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
  });
});

describe('LanguageSelection in Swedish', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("marks the page and the Swedish choice lang=sv, not Northern Sami's se, and matches a Swedish browser", async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'sv-SE' });
    const { requests } = serveTranslations(['nl', 'se'], '?not-found');
    render(<LanguageSelection surveyId={SURVEY} isPreview={false} />);
    const swedish = await screen.findByRole('radio', { name: 'Svenska' });
    expect(swedish.closest('label')!.getAttribute('lang')).toBe('sv');
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
    expect(requests).toEqual([`/api/v1/survey/respondent_start/${SURVEY}/se`]);
  });
});
