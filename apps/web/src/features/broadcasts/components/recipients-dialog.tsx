import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMailingListItem, TRecipient } from '@peil/contract/broadcasts';
import { EMAIL_PATTERN } from '@peil/contract/limits';
import { DeleteIcon } from '../../../lib/icons';
import type { TMessage } from '../../../lib/message-dialog';
import { broadcastQueryKeys } from '../api/mailing-lists';
import { addRecipient, removeRecipient, useRecipients } from '../api/recipients';

const MAX_SHOWN = 200;
const SEARCH_FROM = 20;

type TProps = {
  list: TMailingListItem;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
};

function RecipientStatus({ recipient }: { recipient: TRecipient }) {
  const { t } = useTranslation('broadcasts');
  return recipient.unsubscribed ? <Chip size="small" label={t('recipients.unsubscribed')} /> : null;
}

/**
 * Spec: add an e-mail (button disabled until it is one; one already listed is ignored) and remove
 * entries. Sent addresses are deleted, so the list holds the addresses still waiting.
 */
export function RecipientsDialog({ list, onClose, onMessage }: TProps) {
  const { t } = useTranslation(['broadcasts', 'staff']);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const recipients = useRecipients(list.mailing_list_id);
  const [email, setEmail] = useState('');
  const [filter, setFilter] = useState('');
  const trimmed = email.trim();
  const isValid = EMAIL_PATTERN.test(trimmed);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: broadcastQueryKeys.recipients(list.mailing_list_id) });
    void queryClient.invalidateQueries({ queryKey: broadcastQueryKeys.lists() });
  };
  const onError = () => onMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') });
  const add = useMutation({
    mutationFn: (address: string) => addRecipient(list.mailing_list_id, address),
    onSuccess: (result) => {
      setEmail('');
      refresh();
      if (result.unsubscribed) onMessage({ title: t('staff:common.warningTitle'), text: t('recipients.notAdded') });
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (address: string) => removeRecipient(list.mailing_list_id, address),
    onSuccess: refresh,
    onError,
  });

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!isValid || add.isPending) return;
    const known = (recipients.data ?? []).some((r) => r.email.toLowerCase() === trimmed.toLowerCase());
    if (known) {
      setEmail('');
      return;
    }
    add.mutate(trimmed);
  }

  const entries = recipients.data ?? [];
  const needle = filter.trim().toLowerCase();
  const matching = needle === '' ? entries : entries.filter((r) => r.email.toLowerCase().includes(needle));
  // Long lists are searched rather than scrolled; a few hundred rows stay quick to render.
  const shown = matching.slice(0, MAX_SHOWN);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="recipients-title">
      <DialogTitle id="recipients-title">
        {t('recipients.title')}: {list.subject}
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'flex-start', mb: 2 }}>
          <TextField
            type="email"
            name="recipient-email"
            label={t('recipients.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            size="small"
            fullWidth
            error={trimmed !== '' && !isValid}
            helperText={trimmed !== '' && !isValid ? t('recipients.invalid') : ' '}
            slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' } }}
          />
          <Button type="submit" variant="contained" disabled={!isValid || add.isPending} sx={{ flexShrink: 0 }}>
            {t('recipients.add')}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('recipients.waitingNote')}
        </Typography>
        {recipients.isPending && (
          <Box
            sx={{ display: 'flex', justifyContent: 'center', py: 3 }}
            role="status"
            aria-label={t('recipients.loading')}
          >
            <CircularProgress size={28} />
          </Box>
        )}
        {recipients.isError && <Alert severity="error">{t('list.error')}</Alert>}
        {recipients.isSuccess && (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary" data-testid="recipients-count" sx={{ flexGrow: 1 }}>
                {t('recipients.count', { count: entries.length })}
              </Typography>
              {entries.length > SEARCH_FROM && (
                <TextField
                  type="search"
                  size="small"
                  label={t('recipients.search')}
                  value={filter}
                  onChange={(event) => setFilter(event.target.value)}
                />
              )}
            </Stack>
            {shown.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {entries.length === 0 ? t('recipients.empty') : t('staff:common.noResults')}
              </Typography>
            ) : (
              <List dense aria-label={t('recipients.title')}>
                {shown.map((recipient) => (
                  <ListItem
                    key={recipient.email}
                    divider
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={t('recipients.removeOne', { email: recipient.email })}
                        onClick={() => remove.mutate(recipient.email)}
                        disabled={remove.isPending}
                      >
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText
                      primary={recipient.email}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      sx={{ pr: 1 }}
                    />
                    <RecipientStatus recipient={recipient} />
                  </ListItem>
                ))}
              </List>
            )}
            {matching.length > shown.length && (
              <Typography variant="body2" color="text.secondary">
                {t('recipients.showing', { shown: shown.length, total: matching.length })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('staff:common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
