import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** What is removed, e.g. "Remove client X?". */
  question: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Spec §8: asks 'Are you sure?' and says that removing cannot be undone; Cancel has the focus. */
export function ConfirmRemoveDialog({ question, isPending, onConfirm, onClose }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      aria-labelledby="confirm-remove-title"
      aria-describedby="confirm-remove-text"
      maxWidth="xs"
    >
      <DialogTitle id="confirm-remove-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-remove-text">
          {question} {t('confirm.irreversible')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={isPending}>
          {t('staff:common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('confirm.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
