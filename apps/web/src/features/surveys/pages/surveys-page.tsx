import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '@peil/contract/limits';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { MessageDialog, type TMessage } from '../../../lib/message-dialog';
import { pathFor } from '../../../lib/paths';
import { useRequiredSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { surveyListQueryKey, useSurveyList } from '../api/survey-list';
import { CopyDialog } from '../components/copy-dialog';
import { AddIcon, UploadIcon } from '../../../lib/icons';
import { QrCodeDialog } from '../components/qr-code-dialog';
import { RemoveSurveyDialog } from '../components/remove-survey-dialog';
import { SettingsDialog } from '../components/settings-dialog';
import { ShareDialog } from '../components/share-dialog';
import { TranslationsDialog } from '../components/translations-dialog';
import { LegacyLinksDialog } from '../components/legacy-links-dialog';
import { ExportFileDialog } from '../components/export-file-dialog';
import { ImportSurveyDialog } from '../components/import-survey-dialog';
import type { TDialogAction } from '../components/survey-actions-menu';
import { SurveyCards, SurveysTable } from '../components/surveys-table';
import '../i18n';
import {
  canCreateSurvey,
  clampPage,
  filterSurveys,
  sortSurveys,
  surveyActionsFor,
  type TSortDirection,
  type TSurveySortKey,
} from '../survey-rules';

type TOpenDialog = { action: TDialogAction; survey: TSurveyListItem } | null;

// The shell's survey picker lists the same surveys; it refreshes after a change here too.
const PROJECTS_SUMMARY_QUERY_KEY = ['dashboard', 'projectssummary'];

export function SurveysPage() {
  const { t } = useTranslation(['surveys', 'staff']);
  const { locale } = useLanguage();
  const { role } = useRequiredSession();
  const queryClient = useQueryClient();
  const list = useSurveyList();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  const [search, setSearch] = useState('');
  const [sortKey, setSortKey] = useState<TSurveySortKey>('id');
  const [sortDirection, setSortDirection] = useState<TSortDirection>('desc');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const [message, setMessage] = useState<TMessage | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);

  const actions = surveyActionsFor(role);
  const surveys = list.data ?? [];
  const visible = useMemo(
    () => sortSurveys(filterSurveys(list.data ?? [], search), sortKey, sortDirection),
    [list.data, search, sortKey, sortDirection],
  );
  const rowsPerPage = LIMITS.tableRowsPerPage;
  // A removal (or a refresh with fewer surveys) can leave the page past the end: step back.
  const shownPage = clampPage(page, visible.length, rowsPerPage);
  if (shownPage !== page) setPage(shownPage);
  const pageRows = visible.slice(shownPage * rowsPerPage, (shownPage + 1) * rowsPerPage);

  function handleSort(key: TSurveySortKey) {
    if (key === sortKey) setSortDirection((current) => (current === 'asc' ? 'desc' : 'asc'));
    else {
      setSortKey(key);
      setSortDirection('asc');
    }
  }

  function refreshList() {
    void queryClient.invalidateQueries({ queryKey: surveyListQueryKey });
    void queryClient.invalidateQueries({ queryKey: PROJECTS_SUMMARY_QUERY_KEY });
  }

  const close = () => setDialog(null);
  const dialogProps = dialog && {
    survey: dialog.survey,
    onClose: close,
    onMessage: setMessage,
    onChanged: refreshList,
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          label={t('list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          size="small"
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canCreateSurvey(role) && (
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setIsImportOpen(true)}>
            {t('files.importButton')}
          </Button>
        )}
        {canCreateSurvey(role) && (
          <Button component={Link} to={pathFor('newSurvey', locale)} variant="contained" startIcon={<AddIcon />}>
            {t('list.createSurvey')}
          </Button>
        )}
      </Stack>

      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label={t('list.loading')}>
          <CircularProgress />
        </Box>
      )}
      {list.isError && (
        <Alert severity="error" role="alert">
          {t('list.error')}
        </Alert>
      )}
      {list.isSuccess && visible.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="surveys-empty">
          {t('list.empty')}
        </Typography>
      )}
      {visible.length > 0 &&
        (isPhone ? (
          <SurveyCards
            surveys={pageRows}
            actions={actions}
            onAction={(action, survey) => setDialog({ action, survey })}
          />
        ) : (
          <SurveysTable
            surveys={pageRows}
            actions={actions}
            sortKey={sortKey}
            sortDirection={sortDirection}
            onSort={handleSort}
            onAction={(action, survey) => setDialog({ action, survey })}
          />
        ))}
      {visible.length > rowsPerPage && (
        <TablePagination
          component="div"
          count={visible.length}
          page={shownPage}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[rowsPerPage]}
        />
      )}

      {dialog?.action === 'qrCode' && <QrCodeDialog survey={dialog.survey} onClose={close} />}
      {dialog?.action === 'settings' && dialogProps && (
        <SettingsDialog {...dialogProps} surveys={surveys} role={role} />
      )}
      {dialog?.action === 'translations' && dialogProps && <TranslationsDialog {...dialogProps} />}
      {dialog?.action === 'legacyLinks' && dialogProps && <LegacyLinksDialog {...dialogProps} />}
      {dialog?.action === 'share' && dialogProps && <ShareDialog {...dialogProps} />}
      {(dialog?.action === 'copy' || dialog?.action === 'copyWithRespondents') && dialogProps && (
        <CopyDialog {...dialogProps} withRespondents={dialog.action === 'copyWithRespondents'} />
      )}
      {dialog?.action === 'remove' && dialogProps && <RemoveSurveyDialog {...dialogProps} />}
      {dialog?.action === 'exportFile' && dialogProps && <ExportFileDialog {...dialogProps} />}
      {isImportOpen && <ImportSurveyDialog onClose={() => setIsImportOpen(false)} onChanged={refreshList} />}
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}
