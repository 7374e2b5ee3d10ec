import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TMailingListItem } from '@peil/contract/broadcasts';
import { ApiError } from '../../../lib/api-client';
import { AddIcon } from '../../../lib/icons';
import { MessageDialog, type TMessage } from '../../../lib/message-dialog';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { broadcastQueryKeys, useMailingLists } from '../api/mailing-lists';
import { sendMailingNow } from '../api/send-now';
import { MailingListCards, MailingListsTable, type TListAction } from '../components/mailing-lists-table';
import { RecipientsDialog } from '../components/recipients-dialog';
import { RemoveBroadcastDialog } from '../components/remove-broadcast-dialog';
import { SendNowDialog } from '../components/send-now-dialog';
import '../i18n';

type TOpenDialog = { action: TListAction; list: TMailingListItem } | null;

export function BroadcastsPage() {
  const { t } = useTranslation(['broadcasts', 'staff']);
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const lists = useMailingLists();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const [message, setMessage] = useState<TMessage | null>(null);
  const created = location.state as { created?: boolean; leftOut?: number } | null;
  const justCreated = created?.created === true;
  const leftOut = created?.leftOut ?? 0;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: broadcastQueryKeys.lists() });

  const sendNow = useMutation({
    mutationFn: (list: TMailingListItem) => sendMailingNow(list.mailing_list_id),
    onSuccess: (result) => {
      setMessage({ title: t('send.sentTitle'), text: t('send.sent', { count: result.queued }) });
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        setMessage({ title: t('staff:common.warningTitle'), text: t('send.noneLeft') });
      } else if (error instanceof ApiError && error.status === 429) {
        setMessage({ title: t('send.tooQuicklyTitle'), text: t('send.tooQuickly') });
      } else if (error instanceof ApiError && error.status === 409) {
        setMessage({ title: t('staff:common.warningTitle'), text: t('send.stillSending') });
      } else {
        setMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') });
      }
      refresh();
    },
  });

  function handleAction(action: TListAction, list: TMailingListItem) {
    setDialog({ action, list });
  }

  const rows = lists.data ?? [];
  const tableProps = {
    lists: rows,
    busyListId: sendNow.isPending ? sendNow.variables.mailing_list_id : null,
    onAction: handleAction,
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={pathFor('newBroadcast', locale)} variant="contained" startIcon={<AddIcon />}>
          {t('list.newBroadcast')}
        </Button>
      </Stack>

      <Snackbar
        open={justCreated}
        autoHideDuration={6000}
        onClose={() => void navigate('.', { replace: true, state: null })}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => void navigate('.', { replace: true, state: null })}>
          {t('list.created')}
          {leftOut > 0 && ` ${t('list.leftOut', { count: leftOut })}`}
        </Alert>
      </Snackbar>
      {lists.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label={t('list.loading')}>
          <CircularProgress />
        </Box>
      )}
      {lists.isError && (
        <Alert severity="error" role="alert">
          {t('list.error')}
        </Alert>
      )}
      {lists.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="broadcasts-empty">
          {t('list.empty')}
        </Typography>
      )}
      {rows.length > 0 && (isPhone ? <MailingListCards {...tableProps} /> : <MailingListsTable {...tableProps} />)}

      {dialog?.action === 'recipients' && (
        <RecipientsDialog list={dialog.list} onClose={() => setDialog(null)} onMessage={setMessage} />
      )}
      {dialog?.action === 'sendNow' && (
        <SendNowDialog
          list={dialog.list}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            sendNow.mutate(dialog.list);
            setDialog(null);
          }}
        />
      )}
      {dialog?.action === 'remove' && (
        <RemoveBroadcastDialog
          list={dialog.list}
          onClose={() => setDialog(null)}
          onMessage={setMessage}
          onChanged={refresh}
        />
      )}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}
