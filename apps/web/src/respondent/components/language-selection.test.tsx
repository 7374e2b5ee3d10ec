// @vitest-environment happy-dom
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, endpointPath } from '@peil/contract/api';
import type { TContentLocale } from '@peil/contract/locale-codes';
import { on, stubEndpoints } from '../../test/stub-endpoints';
import { LanguageSelection } from './language-selection';

// The machine running the tests may be busy; the default second is too short for a page to load.
configure({ asyncUtilTimeout: 5000 });

const SURVEY = 'abc';

function serveTranslations(locales: TContentLocale[], search = '') {
  const replace = vi.fn();
  vi.stubGlobal('location', { pathname: `/language-selection/${SURVEY}`, search, assign: vi.fn(), replace });
  // One start-up call, in any of its locales, gives what the page shows; a survey without languages is not found.
  const start = { redirect_to: null, status: 1, locales, color: '', logo: '' } as const;
  const content = { name: '', begin_message: '', end_message: '', pages: [] };
  const { calls } = stubEndpoints(
    ...['nl', 'de', 'en', 'fr', 'se'].map((locale) =>
      on(
        API.respondent.surveyStart,
        { id: SURVEY, locale },
        locales.length === 0
          ? { status: 404, body: { error: { code: 'not_found', message: 'Survey not found.' } } }
          : { body: { ...start, locale: locales[0]!, ...content } },
      ),
    ),
  );
  return { replace, requests: calls };
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
    vi.stubGlobal('navigator', { language: 'sv-SE' });
    const { requests } = serveTranslations(['nl', 'se'], '?not-found');
    render(<LanguageSelection surveyId={SURVEY} isPreview={false} />);
    const swedish = await screen.findByRole('radio', { name: 'Svenska' });
    expect(swedish.closest('label')!.getAttribute('lang')).toBe('sv');
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
    expect(requests.map((request) => request.path)).toEqual([
      endpointPath(API.respondent.surveyStart, { id: SURVEY, locale: 'se' }),
    ]);
  });
});
