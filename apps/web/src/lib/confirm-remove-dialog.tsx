import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = {
  title: string;
  /** What is removed and what follows from it, e.g. "Remove client X? This cannot be undone." */
  text: string;
  submitLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The one question before anything is removed (spec §8: 'Are you sure?', it cannot be undone).
 * Cancel has the focus, so Enter never removes by accident; nothing closes it while removing.
 */
export function ConfirmRemoveDialog({ title, text, submitLabel, isPending, onConfirm, onClose }: TProps) {
  const { t } = useTranslation('staff');
  const id = useId();
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
