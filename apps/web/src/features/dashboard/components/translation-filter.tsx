import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NATIVE_LANGUAGE_NAMES } from '@peil/contract/locale-codes';
import type { TTranslationCount } from '../api/get-survey-details';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { Skeleton } from './skeleton';

type TTranslationFilterProps = {
  translations: TTranslationCount[] | undefined;
  isLoading: boolean;
  selected: string[];
  onChange: (selected: string[]) => void;
};

// Two rows of small chips (24 px) and the gap between them, held while the languages load and
// after: three languages wrap to a second row on a phone, which moved the page by that row.
const CHIP_ROWS_HEIGHT = 56;

const LANGUAGE_NAMES: ReadonlyMap<string, string> = new Map(Object.entries(NATIVE_LANGUAGE_NAMES));

export function languageName(locale: string): string {
  return LANGUAGE_NAMES.get(locale) ?? locale;
}

/** The survey's languages with their finished respondents; none chosen means all. */
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
    <Box data-testid="translation-filter">
      <Typography variant="subtitle2" component="h3">
        {t('translations.label')}
      </Typography>
      {isLoading ? (
        <Box sx={{ mt: 0.5, minHeight: CHIP_ROWS_HEIGHT }} data-testid="translation-filter-placeholder">
          <Skeleton width={200} height={24} />
        </Box>
      ) : (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', alignContent: 'flex-start', gap: 1, mt: 0.5, minHeight: CHIP_ROWS_HEIGHT }}
          role="group"
          aria-label={t('translations.label')}
        >
          {(translations ?? []).map((translation) => {
            const isSelected = selected.includes(translation.locale);
            return (
              <Chip
                key={translation.locale}
                size="small"
                label={t('translations.chip', { language: languageName(translation.locale), count: translation.count })}
                color={isSelected ? 'primary' : 'default'}
                variant={isSelected ? 'filled' : 'outlined'}
                onClick={() => toggle(translation.locale)}
                aria-pressed={isSelected}
              />
            );
          })}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('translations.hint')}
      </Typography>
    </Box>
  );
});
