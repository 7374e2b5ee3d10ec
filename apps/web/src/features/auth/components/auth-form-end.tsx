import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';

/** The end of a public account form: its submit button, busy while it sends, and the way back to the login. */
export function AuthFormEnd({ submitLabel, isSubmitting }: { submitLabel: string; isSubmitting: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('common.loading') : submitLabel}
      </Button>
      <Link component={RouterLink} to={pathFor('login', locale)}>
        {t('common.backToLogin')}
      </Link>
    </>
  );
}
