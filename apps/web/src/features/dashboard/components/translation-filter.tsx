import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NATIVE_LANGUAGE_NAMES } from '@peil/contract/locale-codes';
import type { TTranslationCount } from '../api/get-survey-details';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { Skeleton } from './skeleton';
import './dashboard.css';

type TTranslationFilterProps = {
  translations: TTranslationCount[] | undefined;
  isLoading: boolean;
  selected: string[];
  onChange: (selected: string[]) => void;
};

const LANGUAGE_NAMES: ReadonlyMap<string, string> = new Map(Object.entries(NATIVE_LANGUAGE_NAMES));

export function languageName(locale: string): string {
  return LANGUAGE_NAMES.get(locale) ?? locale;
}

/**
 * The survey's languages with their finished respondents; none chosen means all. Plain elements
 * in the look of the UI kit's small chips (dashboard.css): the kit's chip is a button base with
 * its ripple, rendered and styled for each language in the dashboard's first render. Two rows of
 * chips keep their height while the languages load and after (a phone wraps three of them).
 */
export const TranslationFilter = memo(function TranslationFilter({
  translations,
  isLoading,
  selected,
  onChange,
}: TTranslationFilterProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const toggle = (locale: string) =>
    onChange(selected.includes(locale) ? selected.filter((chosen) => chosen !== locale) : [...selected, locale]);
  return (
    <div data-testid="translation-filter">
      <h3 className="dashboard-filter__label">{t('translations.label')}</h3>
      {isLoading ? (
        <div className="language-chips" data-testid="translation-filter-placeholder">
          <Skeleton width={200} height={24} />
        </div>
      ) : (
        <div className="language-chips" role="group" aria-label={t('translations.label')}>
          {(translations ?? []).map((translation) => {
            const isSelected = selected.includes(translation.locale);
            return (
              <button
                key={translation.locale}
                type="button"
                className={isSelected ? 'language-chip language-chip--selected' : 'language-chip'}
                onClick={() => toggle(translation.locale)}
                aria-pressed={isSelected}
              >
                {t('translations.chip', { language: languageName(translation.locale), count: translation.count })}
              </button>
            );
          })}
        </div>
      )}
      <span className="dashboard-filter__hint">{t('translations.hint')}</span>
    </div>
  );
});
