import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export type TConfirmation = { title: string; text: string; onConfirm: () => void };

/** Asks before something is removed; Escape or Cancel keeps it. */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: TConfirmation | null; onClose: () => void }) {
  const { t } = useTranslation('builder');
  return (
    <Dialog open={confirmation !== null} onClose={onClose} aria-labelledby="builder-confirm-title">
      <DialogTitle id="builder-confirm-title">{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{confirmation?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            confirmation?.onConfirm();
            onClose();
          }}
        >
          {t('actions.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
