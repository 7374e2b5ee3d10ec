import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DEFAULT_STAFF_LOCALE, STAFF_LOCALES, type TStaffLocale } from '@peil/contract/locale-codes';
import { PUBLIC_ROUTES } from '@peil/contract/routes';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { verifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';

/** The language whose alias of the verification route the path is. */
function localeOfPath(pathname: string): TStaffLocale {
  const prefixOf = (code: TStaffLocale) => PUBLIC_ROUTES.verifyEmail[code].replace(':token', '');
  return STAFF_LOCALES.find((code) => pathname.startsWith(prefixOf(code))) ?? DEFAULT_STAFF_LOCALE;
}

/** Opened from the mailed link; the link's alias gives the language of the page. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const linkLocale = localeOfPath(useLocation().pathname);
  const { locale, setLocale } = useLanguage();
  const { token = '' } = useParams();
  const [state, setState] = useState<'verifying' | 'verified' | 'failed'>('verifying');
  // A link works once: the check must not be sent a second time when effects run twice.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    setLocale(linkLocale);
    // Only on opening: the language may be changed afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkLocale]);

  useEffect(() => {
    if (sentToken.current === token) return;
    sentToken.current = token;
    verifyEmail(token).then(
      () => setState('verified'),
      () => setState('failed'),
    );
  }, [token]);

  return (
    <AuthLayout title={t('verifyEmail.title')}>
      <Stack spacing={2}>
        {state === 'verifying' && <Typography role="status">{t('verifyEmail.verifying')}</Typography>}
        {state === 'verified' && <Alert severity="success">{t('verifyEmail.verified')}</Alert>}
        {state === 'failed' && <Alert severity="error">{t('verifyEmail.failed')}</Alert>}
        <Button
          component={RouterLink}
          to={pathFor('login', locale)}
          variant="contained"
          disabled={state === 'verifying'}
        >
          {t('statement.logIn')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
