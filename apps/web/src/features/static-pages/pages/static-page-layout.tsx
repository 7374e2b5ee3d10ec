import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';

/** A readable column of translated paragraphs, with language buttons and a link to the login page. */
export function StaticPageLayout({ titleKey, paragraphKeys }: { titleKey: string; paragraphKeys: readonly string[] }) {
  const { t } = useTranslation();
  const { locale, setLocale } = useLanguage();
  return (
    <Box component="main" sx={{ bgcolor: 'grey.100', minHeight: '100vh', py: { xs: 2, md: 6 }, px: 2 }}>
      <Paper sx={{ maxWidth: 760, mx: 'auto', p: { xs: 3, md: 5 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'flex-end' }}
          role="group"
          aria-label={t('languages.choose')}
        >
          {STAFF_LOCALES.map((code) => (
            <Link
              key={code}
              component="button"
              type="button"
              lang={code}
              aria-pressed={code === locale}
              underline={code === locale ? 'always' : 'hover'}
              onClick={() => setLocale(code)}
            >
              {code.toUpperCase()}
            </Link>
          ))}
        </Stack>
        <Typography variant="h4" component="h1" gutterBottom>
          {t(titleKey)}
        </Typography>
        {paragraphKeys.map((key) => (
          <Typography key={key} component="p" sx={{ mb: 2 }}>
            {t(key)}
          </Typography>
        ))}
        <Link component={RouterLink} to={pathFor('login', locale)}>
          {t('common.backToLogin')}
        </Link>
      </Paper>
    </Box>
  );
}
