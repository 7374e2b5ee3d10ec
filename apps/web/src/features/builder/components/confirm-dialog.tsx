import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslation } from 'react-i18next';

export type TConfirmation = {
  title: string;
  text: string;
  onConfirm: () => void;
  /** Default: Remove. */
  confirmLabel?: string;
  /** Points to look at before confirming. */
  details?: string[];
};

/** Asks before something is removed (or saved despite warnings); Escape or Cancel goes back. */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: TConfirmation | null; onClose: () => void }) {
  const { t } = useTranslation('builder');
  return (
    <Dialog open={confirmation !== null} onClose={onClose} aria-labelledby="builder-confirm-title">
      <DialogTitle id="builder-confirm-title">{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{confirmation?.text}</DialogContentText>
        {confirmation?.details && (
          <List dense data-testid="confirm-details">
            {confirmation.details.map((detail, index) => (
              <ListItem key={index} sx={{ display: 'list-item', listStyle: 'disc', ml: 2 }}>
                {detail}
              </ListItem>
            ))}
          </List>
        )}
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
          {confirmation?.confirmLabel ?? t('actions.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
