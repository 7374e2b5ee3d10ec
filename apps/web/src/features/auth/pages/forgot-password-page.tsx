import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_LOCALES } from '@peil/contract/locale-codes';
import { MessageDialog } from '../../../lib/message-dialog';
import { useLanguage } from '../../../lib/use-language';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthFormEnd } from '../components/auth-form-end';
import { AuthLayout } from '../components/auth-layout';
import { LanguageFlags } from '../components/language-flags';
import { useSubmitThenLogin } from '../hooks/use-submit-then-login';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [email, setEmail] = useState('');
  const { isSubmitting, message, submit, closeMessage } = useSubmitThenLogin();

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own check of a required e-mail field (spec §5).
    if (!event.currentTarget.reportValidity()) return;
    // The server answers the same for known and unknown addresses (no one can probe which
    // addresses have an account), so a failure here is a real one (network, rate limit,
    // server); the spec still gives every failure its unknown_email text.
    await submit(
      () => requestPasswordReset(email, locale),
      { title: t('common.successTitle'), text: t('forgotPassword.password_reset_info') },
      { title: t('common.errorTitle'), text: t('forgotPassword.unknown_email') },
    );
  }

  return (
    <AuthLayout title={t('forgotPassword.title')}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit}>
        <LanguageFlags locales={STAFF_LOCALES} />
        <Typography>{t('forgotPassword.intro')}</Typography>
        <TextField
          label={t('forgotPassword.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
          fullWidth
        />
        <AuthFormEnd submitLabel={t('forgotPassword.submit')} isSubmitting={isSubmitting} />
      </Stack>
      <MessageDialog message={message} onClose={closeMessage} />
    </AuthLayout>
  );
}
