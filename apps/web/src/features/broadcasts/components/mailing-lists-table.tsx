import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  INVITATION_ANSWERS,
  isNeverBroadcast,
  responseCountsOf,
  responseRates,
  type TMailingListItem,
} from '@peil/contract/broadcasts';
import { DeleteIcon, PeopleIcon, SendIcon } from '../../../lib/icons';
import { formatInstant } from '../../../lib/format';

export type TListAction = 'recipients' | 'sendNow' | 'remove';

type TProps = {
  lists: TMailingListItem[];
  busyListId: number | null;
  onAction: (action: TListAction, list: TMailingListItem) => void;
};

const TALLY_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  columnGap: 1.5,
  m: 0,
  typography: 'body2',
  '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
} as const;

/** How often each answer button of the sent invitations was clicked: counts only, never who. */
function AnswerTally({ list }: { list: TMailingListItem }) {
  const { t } = useTranslation('broadcasts');
  return (
    <Box sx={{ mt: 0.5 }} data-testid="answer-tally">
      <Typography variant="body2" color="text.secondary" id={`answers-${list.mailing_list_id}`}>
        {t('answers.title')}
      </Typography>
      <Box component="dl" aria-labelledby={`answers-${list.mailing_list_id}`} sx={TALLY_STYLE}>
        {INVITATION_ANSWERS.map((answer) => (
          <Box key={answer} sx={{ display: 'contents' }} data-answer={answer}>
            <dt>{t(`answers.${answer}`)}</dt>
            <dd>{list.answers[answer]}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const RESPONSE_STAGES = ['clicked', 'started', 'finished'] as const;

/** Clicked, begun and finished, each with its share of the invitations sent. */
function ResponseRates({ list }: { list: TMailingListItem }) {
  const { t, i18n } = useTranslation('broadcasts');
  const counts = responseCountsOf(list);
  const rates = responseRates(counts);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const titleId = `responses-${list.mailing_list_id}`;
  return (
    <Box sx={{ mt: 0.5 }} data-testid="response-rates">
      <Tooltip title={t('responses.explanation')}>
        <Typography variant="body2" color="text.secondary" id={titleId} tabIndex={0}>
          {t('responses.title')}
        </Typography>
      </Tooltip>
      <Box component="dl" aria-labelledby={titleId} sx={TALLY_STYLE}>
        {RESPONSE_STAGES.map((stage) => {
          const rate = rates[stage];
          return (
            <Box key={stage} sx={{ display: 'contents' }} data-stage={stage}>
              <dt>{t(`responses.${stage}`)}</dt>
              <dd>
                {rate === null
                  ? counts[stage]
                  : t('responses.share', { count: counts[stage], share: percent.format(rate) })}
              </dd>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function LastBroadcast({ list }: { list: TMailingListItem }) {
  const { t, i18n } = useTranslation('broadcasts');
  if (list.sending) {
    return (
      <Box sx={{ minWidth: 140 }} data-testid="sending-progress">
        <Typography variant="body2">{t('lastBroadcast.sending', { count: list.count })}</Typography>
        <LinearProgress aria-label={t('lastBroadcast.sending', { count: list.count })} />
        {!isNeverBroadcast(list.last_broadcast) && <AnswerTally list={list} />}
      </Box>
    );
  }
  if (isNeverBroadcast(list.last_broadcast)) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('lastBroadcast.never')}
      </Typography>
    );
  }
  return (
    <>
      {formatInstant(list.last_broadcast!, i18n.language, true)}
      <Typography variant="body2" color="text.secondary" data-testid="sent-count">
        {t('lastBroadcast.sentTotal', { count: list.sent })}
      </Typography>
      {list.failed > 0 && (
        <Typography variant="body2" color="warning.main" data-testid="failed-count">
          {t('lastBroadcast.failed', { count: list.failed })}
        </Typography>
      )}
      <AnswerTally list={list} />
      <ResponseRates list={list} />
    </>
  );
}

function ListActions({ list, busyListId, onAction }: { list: TMailingListItem } & Omit<TProps, 'lists'>) {
  const { t } = useTranslation('broadcasts');
  const busy = busyListId === list.mailing_list_id;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('actions.recipients')}>
        <IconButton aria-label={t('actions.recipients')} onClick={() => onAction('recipients', list)}>
          <PeopleIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('actions.sendNow')}>
        <span>
          <IconButton
            aria-label={t('actions.sendNow')}
            color="primary"
            disabled={busy || list.sending}
            onClick={() => onAction('sendNow', list)}
          >
            <SendIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('actions.remove')}>
        <IconButton aria-label={t('actions.remove')} color="error" onClick={() => onAction('remove', list)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

export function MailingListsTable({ lists, busyListId, onAction }: TProps) {
  const { t } = useTranslation('broadcasts');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('list.caption')}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <TableCell align="right">{t('columns.number')}</TableCell>
            <TableCell>{t('columns.subject')}</TableCell>
            <TableCell>{t('columns.survey')}</TableCell>
            <TableCell align="right">{t('columns.recipients')}</TableCell>
            <TableCell>{t('columns.lastBroadcast')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lists.map((list) => (
            <TableRow key={list.mailing_list_id} hover data-mailing-list-id={list.mailing_list_id}>
              <TableCell align="right">{list.mailing_list_id}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{list.subject}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{list.internal_name}</TableCell>
              <TableCell align="right" data-testid="recipient-count">
                {list.count}
              </TableCell>
              <TableCell>
                <LastBroadcast list={list} />
              </TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <ListActions list={list} busyListId={busyListId} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same lists as cards, for phones. */
export function MailingListCards({ lists, busyListId, onAction }: TProps) {
  const { t } = useTranslation('broadcasts');
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list.caption')}>
      {lists.map((list) => (
        <Card key={list.mailing_list_id} variant="outlined" component="li" data-mailing-list-id={list.mailing_list_id}>
          <CardContent sx={{ pb: '8px !important' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {list.mailing_list_id}. {list.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {list.internal_name}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('columns.recipients')}: <span data-testid="recipient-count">{list.count}</span>
            </Typography>
            <Box sx={{ typography: 'body2', mt: 0.5 }}>
              {t('columns.lastBroadcast')}: <LastBroadcast list={list} />
            </Box>
            <ListActions list={list} busyListId={busyListId} onAction={onAction} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
