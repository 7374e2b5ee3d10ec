import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { LOGIN_ERRORS } from '@peil/contract/login-errors';
import { ApiError } from '../../../lib/api-client';
import { pathFor, STATIC_PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { login, verifyClient } from '../api/login';
import { logout } from '../api/logout';
import { resendVerification } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { LanguageFlags } from '../components/language-flags';
import { OutlinedField } from '../components/outlined-field';

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const { locale } = useLanguage();
  const { signIn, signOut } = useSession();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // A dictionary key, translated at render, so the error follows a language switch.
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [isUnverified, setIsUnverified] = useState(false);
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  const canSubmit = username.trim() !== '' && password !== '' && !isSubmitting;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setIsSubmitting(true);
    setErrorKey(null);
    setIsUnverified(false);
    setResendState('idle');
    let hasServerSession = false;
    try {
      const response = await login(username, password, rememberMe, locale);
      hasServerSession = true;
      // Logged in only once the client is verified too (spec §4); the statement rule itself
      // comes with the login answer, the same as with every later session check.
      await verifyClient(response.organization_id);
      const stored = signIn(response);
      void navigate(stored.mustSignStatement ? STATIC_PATHS.statement : pathFor('dashboard', locale), {
        replace: true,
      });
    } catch (caught) {
      // A failed verification must not leave a valid session cookie behind.
      if (hasServerSession) await logout().catch((error: unknown) => console.error('logout failed', error));
      signOut();
      setIsUnverified(isUnverifiedError(caught));
      setErrorKey(loginErrorKey(caught));
      setIsSubmitting(false);
    }
  }

  function isUnverifiedError(caught: unknown): boolean {
    return caught instanceof ApiError && caught.status === 403 && caught.message === LOGIN_ERRORS.emailNotVerified;
  }

  async function handleResend() {
    setResendState('sending');
    try {
      await resendVerification(username, password, locale);
      setResendState('sent');
    } catch {
      setResendState('failed');
    }
  }

  // The server answers with a translation id or a text; an unknown id falls back to 'Wrong password'.
  function loginErrorKey(caught: unknown): string {
    if (caught instanceof ApiError) {
      if (caught.status === 429) return 'login.tooManyAttempts';
      if (isUnverifiedError(caught)) return 'login.emailNotVerified';
      if (caught.status >= 500 || caught.status === 0) return 'common.genericError';
      if (caught.message && i18n.exists(caught.message)) return caught.message;
      return 'login.wrongPassword';
    }
    return 'common.genericError';
  }

  return (
    <AuthLayout title={t('login.title')}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
        <LanguageFlags locales={STAFF_LOCALES} />
        <OutlinedField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoFocus
        />
        <OutlinedField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormControlLabel
          control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
          label={t('login.rememberMe')}
        />
        {errorKey && (
          <Typography role="alert" color="error" data-testid="login-error">
            {t(errorKey)}
          </Typography>
        )}
        {isUnverified &&
          (resendState === 'sent' ? (
            <Typography role="status">{t('login.linkSent')}</Typography>
          ) : (
            <Button variant="outlined" onClick={handleResend} disabled={resendState === 'sending'}>
              {resendState === 'failed' ? t('common.genericError') : t('login.resendLink')}
            </Button>
          ))}
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit}>
          {isSubmitting ? t('common.loading') : t('login.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to={pathFor('forgotPassword', locale)}>
            {t('login.forgotPassword')}
          </Link>
          <Link component={RouterLink} to={pathFor('register', locale)}>
            {t('login.register')}
          </Link>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
