import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

type TFormDialogProps = {
  /** Names the dialog's title element, which labels the dialog. */
  id: string;
  title: string;
  submitLabel: string;
  /** The fields are complete enough to send (the submit button waits otherwise). */
  canSubmit: boolean;
  /** The request is under way: the dialog cannot be closed and both buttons wait. */
  isPending: boolean;
  /** Why the last request failed, in the user's language. */
  error?: string;
  onSubmit: () => void;
  onClose: () => void;
  /** A narrow dialog of a few fields, which is not taken full screen on a phone. */
  narrow?: boolean;
  children: ReactNode;
};

/**
 * An administration form in a dialog: its title, fields, the failed request's message, and
 * Cancel and the submit button. Enter submits; nothing is sent twice while a request runs.
 */
export function FormDialog({
  id,
  title,
  submitLabel,
  canSubmit,
  isPending,
  error,
  onSubmit,
  onClose,
  narrow = false,
  children,
}: TFormDialogProps) {
  const { t } = useTranslation('staff');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = `${id}-title`;

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (canSubmit && !isPending) onSubmit();
  }

  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      fullScreen={isPhone && !narrow}
      fullWidth
      maxWidth={narrow ? 'xs' : 'sm'}
      aria-labelledby={titleId}
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSubmit || isPending}
            startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
