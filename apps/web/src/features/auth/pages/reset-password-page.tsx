import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { MessageDialog } from '../../../lib/message-dialog';
import { toStaffLocale } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { checkNewPassword, resetPassword } from '../api/reset-password';
import { AuthFormEnd } from '../components/auth-form-end';
import { AuthLayout } from '../components/auth-layout';
import { useSubmitThenLogin } from '../hooks/use-submit-then-login';
import { LanguageFlags } from '../components/language-flags';

const RESET_FLAGS = ['nl', 'de', 'en'] as const;

function isCommonPasswordError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'common_password';
}

/** Opened from the e-mailed link /reset_password/:userId/:token/:locale (or ?user_id=&token=&locale=). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { setLocale } = useLanguage();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const userId = params.userId ?? searchParams.get('user_id') ?? '';
  const token = params.token ?? searchParams.get('token') ?? '';
  const linkLocale = toStaffLocale(params.locale ?? searchParams.get('locale'));
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { isSubmitting, message, submit, showError, closeMessage } = useSubmitThenLogin();

  useEffect(() => {
    if (linkLocale) setLocale(linkLocale);
    // Only on opening: the flags may change the language afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkLocale]);

  async function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    const problem = checkNewPassword(password, repeat);
    if (problem) {
      showError({ title: t('common.errorTitle'), text: t(`new_account.${problem}`) });
      return;
    }
    await submit(
      () => resetPassword({ password, userId, token }),
      { title: t('common.successTitle'), text: t('new_account.password_changed') },
      (error) => ({
        title: t('common.errorTitle'),
        text: t(isCommonPasswordError(error) ? 'new_account.common_password' : 'new_account.something_went_wrong'),
      }),
    );
  }

  return (
    <AuthLayout title={t('new_account.title')}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
        <LanguageFlags locales={RESET_FLAGS} />
        <TextField
          label={t('new_account.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
          fullWidth
        />
        <TextField
          label={t('new_account.repeat_password')}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          fullWidth
        />
        <AuthFormEnd submitLabel={t('new_account.confirm')} isSubmitting={isSubmitting} />
      </Stack>
      <MessageDialog message={message} onClose={closeMessage} />
    </AuthLayout>
  );
}
