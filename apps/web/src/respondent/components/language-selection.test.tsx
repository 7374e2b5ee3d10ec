// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelection } from './language-selection.js';

// The machine running the tests may be busy; the default second is too short for a page to load.
configure({ asyncUtilTimeout: 5000 });

const SURVEY = 'abc';

function serveTranslations(locales: string[], search = '') {
  const replace = vi.fn();
  vi.stubGlobal('location', { pathname: `/language-selection/${SURVEY}`, search, assign: vi.fn(), replace });
  const answers: Record<string, unknown> = {
    [`/api/v1/survey/check_referral/${SURVEY}`]: { redirect_to: null, status: 1 },
    [`/api/v1/survey/get_survey_translations/${SURVEY}`]: locales,
    [`/api/v1/survey/get_survey_color/${SURVEY}`]: { color: '' },
    [`/api/v1/survey/get_survey_logo/${SURVEY}`]: { logo: '' },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => new Response(JSON.stringify(answers[String(input)])));
  return { replace };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LanguageSelection', () => {
  it('goes straight to the survey when it has one translation', async () => {
    const { replace } = serveTranslations(['nl']);
    render(<LanguageSelection surveyId={SURVEY} isPreview={false} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/vragenlijst/${SURVEY}`));
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
