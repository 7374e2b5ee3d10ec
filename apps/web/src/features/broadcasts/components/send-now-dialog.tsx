import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMailingListItem } from '@peil/contract/broadcasts';

type TProps = { list: TMailingListItem; onConfirm: () => void; onClose: () => void };

/**
 * Mail cannot be called back: "send now" first says to how many addresses it goes, and a list
 * with no one left to mail says so instead of offering to send.
 */
export function SendNowDialog({ list, onConfirm, onClose }: TProps) {
  const { t } = useTranslation(['broadcasts', 'staff']);
  const id = useId();
  const hasRecipients = list.count > 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{t('send.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {hasRecipients ? t('send.confirm', { count: list.count, subject: list.subject }) : t('send.noneLeft')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {hasRecipients ? t('staff:common.cancel') : t('staff:common.close')}
        </Button>
        {hasRecipients && (
          <Button variant="contained" onClick={onConfirm}>
            {t('send.submit', { count: list.count })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
