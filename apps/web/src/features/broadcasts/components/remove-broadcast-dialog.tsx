import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMailingListItem } from '@peil/contract/broadcasts';
import type { TMessage } from '../../../lib/message-dialog';
import { removeBroadcast } from '../api/mailing-lists';

type TProps = {
  list: TMailingListItem;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
  onChanged: () => void;
};

/** Asks first (spec §8: "Are you sure?", cannot be undone), then says how it went. */
export function RemoveBroadcastDialog({ list, onClose, onMessage, onChanged }: TProps) {
  const { t } = useTranslation(['broadcasts', 'staff']);
  const remove = useMutation({
    mutationFn: () => removeBroadcast(list.mailing_list_id),
    onSuccess: () => {
      onChanged();
      onMessage({ title: t('staff:common.successTitle'), text: t('remove.done') });
      onClose();
    },
    onError: () => {
      onMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') });
      onClose();
    },
  });
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="remove-broadcast-title"
      aria-describedby="remove-broadcast-text"
      maxWidth="xs"
    >
      <DialogTitle id="remove-broadcast-title">{t('remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-broadcast-text">
          {t('remove.confirm', { subject: list.subject })} {t('remove.irreversible')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={remove.isPending}>
          {t('staff:common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t('remove.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
