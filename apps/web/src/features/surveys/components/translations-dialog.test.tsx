// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_LOCALES } from '@peil/contract/locale-codes';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { initTestI18n } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { TEST_SURVEY } from './test-survey';

initTestI18n('en');
let TranslationsDialog: typeof import('./translations-dialog').TranslationsDialog;

beforeAll(async () => {
  await import('../i18n');
  ({ TranslationsDialog } = await import('./translations-dialog'));
});

const choices = CONTENT_LOCALES.map((locale) => ({
  locale,
  offered: locale === 'nl',
  has_texts: locale === 'nl' || locale === 'de',
}));

describe('translations dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers all 13 translation codes and saves only with at least one chosen', async () => {
    const { bodiesTo } = stubEndpoints(
      on(API.auth.sessionValid, { body: { valid: false } }),
      on(API.surveys.translationChoices, { surveyId: TEST_SURVEY.id }, { body: choices }),
      on(API.surveys.saveOfferedTranslations, { body: choices }),
    );
    const dialog = (
      <TranslationsDialog survey={TEST_SURVEY} onClose={() => {}} onMessage={() => {}} onChanged={() => {}} />
    );
    render(renderableApp([{ path: '/', element: dialog }], '/').element);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(13));
    expect(screen.getByRole('checkbox', { name: 'FR · Francais (new)' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: /^DE · / })).toHaveProperty('checked', false);

    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(screen.getByRole('checkbox', { name: /^NL · / }));
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose at least one translation.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'FR · Francais (new)' }));
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(bodiesTo(API.surveys.saveOfferedTranslations)).toEqual([
        { surveyId: TEST_SURVEY.id, translations: ['fr'] },
      ]),
    );
  });
});
