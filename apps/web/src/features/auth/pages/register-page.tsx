import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN, LIMITS } from '@peil/contract/limits';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { ApiError } from '../../../lib/api-client';
import { MessageDialog } from '../../../lib/message-dialog';
import { useLanguage } from '../../../lib/use-language';
import { register } from '../api/register';
import { AuthFormEnd } from '../components/auth-form-end';
import { AuthLayout } from '../components/auth-layout';
import { useSubmitThenLogin } from '../hooks/use-submit-then-login';
import { LanguageFlags } from '../components/language-flags';

/** Long enough to read the success text; the OK button goes to the login page at once. */
const REDIRECT_AFTER_MS = 6000;

/** A taken username (409) and a common password have texts of their own; the rest is generic. */
function registerErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'duplicate_user') return 'register.duplicate';
  if (error instanceof ApiError && error.code === 'common_password') return 'new_account.common_password';
  return 'register.errorText';
}

export function RegisterPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const { isSubmitting, message, submit, closeMessage } = useSubmitThenLogin({ redirectAfterMs: REDIRECT_AFTER_MS });

  const isEmailValid = EMAIL_PATTERN.test(email.trim());
  const isPasswordLongEnough = password.length >= LIMITS.passwordMinLength;
  const isComplete = username.trim() !== '' && isEmailValid && isPasswordLongEnough;

  async function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (!isComplete) return;
    await submit(
      () => register({ username, email, password, locale }),
      { title: t('common.successTitle'), text: `${t('register.successText')} ${t('register.verifyHint')}` },
      (error) => ({ title: t('common.errorTitle'), text: t(registerErrorKey(error)) }),
    );
  }

  return (
    <AuthLayout title={t('register.title')}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
        <LanguageFlags locales={STAFF_LOCALES} />
        <TextField
          label={t('register.username')}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={hasTriedSubmit && username.trim() === ''}
          helperText={hasTriedSubmit && username.trim() === '' ? t('common.required') : undefined}
          fullWidth
        />
        <TextField
          label={t('register.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={hasTriedSubmit && !isEmailValid}
          helperText={hasTriedSubmit && !isEmailValid ? t('register.invalidEmail') : undefined}
          fullWidth
        />
        <TextField
          label={t('register.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={hasTriedSubmit && !isPasswordLongEnough}
          helperText={
            hasTriedSubmit && !isPasswordLongEnough
              ? t(password === '' ? 'new_account.no_password_entered' : 'new_account.password_too_short')
              : undefined
          }
          fullWidth
        />
        <AuthFormEnd submitLabel={t('register.submit')} isSubmitting={isSubmitting} />
      </Stack>
      <MessageDialog message={message} onClose={closeMessage} />
    </AuthLayout>
  );
}
