import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TStaffLocale } from '@peil/contract/locale-codes';
import { useLanguage } from '../../../lib/use-language';

function FlagImage({ locale }: { locale: TStaffLocale }) {
  const size = { width: 30, height: 20, viewBox: '0 0 30 20', 'aria-hidden': true } as const;
  if (locale === 'nl' || locale === 'de') {
    const stripes = locale === 'nl' ? ['#ae1c28', '#ffffff', '#21468b'] : ['#000000', '#dd0000', '#ffce00'];
    return (
      <svg {...size}>
        {stripes.map((color, index) => (
          <rect key={color} y={(index * 20) / 3} width="30" height={20 / 3 + 0.1} fill={color} />
        ))}
      </svg>
    );
  }
  if (locale === 'fr') {
    return (
      <svg {...size}>
        <rect width="10" height="20" fill="#002395" />
        <rect x="10" width="10" height="20" fill="#ffffff" />
        <rect x="20" width="10" height="20" fill="#ed2939" />
      </svg>
    );
  }
  return (
    <svg {...size}>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#ffffff" strokeWidth="4" />
      <path d="M0,0 L30,20 M30,0 L0,20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15,0 V20 M0,10 H30" stroke="#ffffff" strokeWidth="6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#c8102e" strokeWidth="3.5" />
    </svg>
  );
}

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
