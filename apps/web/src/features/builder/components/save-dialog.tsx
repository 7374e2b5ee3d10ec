import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslation } from 'react-i18next';

export type TSaveMessage = { title: string; text: string; details: string[] };

/** The result of saving: the spec's title and text, plus what is missing when saving was refused. */
export function SaveDialog({ message, onClose }: { message: TSaveMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="builder-save-title" scroll="paper">
      <DialogTitle id="builder-save-title">{message?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message?.text}</DialogContentText>
        {message && message.details.length > 0 && (
          <List dense data-testid="save-problems">
            {message.details.map((detail, index) => (
              <ListItem key={index} sx={{ display: 'list-item', listStyle: 'disc', ml: 2 }}>
                {detail}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
