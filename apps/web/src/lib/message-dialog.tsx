import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export type TMessage = { title: string; text: string };

/** A title, a text and an OK button; `onClose` runs on OK, Escape or a click outside. */
export function MessageDialog({ message, onClose }: { message: TMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="message-dialog-title">
      <DialogTitle id="message-dialog-title">{message?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
