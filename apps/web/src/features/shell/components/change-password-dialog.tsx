import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@peil/contract/limits';
import { ApiError } from '../../../lib/api-client';
import { MessageDialog, type TMessage } from '../../../lib/message-dialog';
import { changePassword } from '../api/change-password';

type TWarning = 'notEqual' | 'tooShort' | null;

/** Equal and non-empty (spec §5), and the product's minimum length of 8. */
export function checkPasswordChange(password: string, repeat: string): TWarning {
  if (password === '' || password !== repeat) return 'notEqual';
  if (password.length < LIMITS.passwordMinLength) return 'tooShort';
  return null;
}

/** The server's refusals that the user can put right, each with its own text. */
function changeErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'wrong_current_password') return 'changePassword.wrongCurrent';
    if (error.code === 'common_password') return 'new_account.common_password';
    if (error.status === 429) return 'login.tooManyAttempts';
  }
  return 'changePassword.error';
}

export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [warning, setWarning] = useState<TWarning>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [message, setMessage] = useState<TMessage | null>(null);

  function close() {
    setCurrentPassword('');
    setPassword('');
    setRepeat('');
    setWarning(null);
    onClose();
  }

  async function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    const problem = checkPasswordChange(password, repeat);
    setWarning(problem);
    if (problem || isSaving) return;
    setIsSaving(true);
    try {
      await changePassword({ currentPassword, password });
      setMessage({ title: t('common.successTitle'), text: t('changePassword.saved') });
      close();
    } catch (error) {
      setMessage({ title: t('common.errorTitle'), text: t(changeErrorKey(error)) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <>
      <Dialog open={isOpen} onClose={close} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
        <form onSubmit={handleSubmit} noValidate>
          <DialogTitle id="change-password-title">{t('changePassword.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label={t('changePassword.currentPassword')}
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
                autoFocus
                fullWidth
              />
              <TextField
                label={t('changePassword.newPassword')}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                fullWidth
              />
              <TextField
                label={t('changePassword.repeatPassword')}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
                fullWidth
              />
              {warning && (
                <Alert severity="warning" role="alert">
                  {warning === 'notEqual' ? t('changePassword.notEqual') : t('new_account.password_too_short')}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={isSaving}>
              {isSaving ? t('common.loading') : t('common.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
