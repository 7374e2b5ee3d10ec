import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { useLanguage } from '../../../lib/use-language';
import { FlagImage } from './flag-image';

/** Flag buttons that switch the interface language; the current one is marked pressed. */
export function LanguageFlags({ locales }: { locales: readonly TStaffLocale[] }) {
  const { t } = useTranslation();
  const { locale: current, setLocale } = useLanguage();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="group"
      aria-label={t('languages.choose')}
      sx={{ justifyContent: 'center' }}
    >
      {locales.map((locale) => (
        <IconButton
          key={locale}
          onClick={() => setLocale(locale)}
          aria-label={t(`languages.${locale}`)}
          aria-pressed={current === locale}
          lang={locale}
          sx={{
            borderRadius: 1,
            outline: current === locale ? '2px solid' : 'none',
            outlineColor: 'primary.main',
          }}
        >
          <FlagImage locale={locale} />
        </IconButton>
      ))}
    </Stack>
  );
}
