import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@peil/contract/limits';
import type { TOpenAnswersPage, TResultsScope } from '@peil/contract/results';
import { useOpenAnswers } from '../api/get-open-answers';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { formatInstant } from '../../../lib/format';

type TOpenAnswersTableProps = {
  surveyId: number;
  questionId: number;
  scope: TResultsScope;
  firstPage: TOpenAnswersPage | null;
  locale: string;
};

const SEARCH_DELAY_MS = 300;

/** Open texts, 20 a page, newest first, with a search; the first page arrives with the card. */
export function OpenAnswersTable({ surveyId, questionId, scope, firstPage, locale }: TOpenAnswersTableProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const isFirstPage = page === 1 && search === '';
  const query = useOpenAnswers(surveyId, questionId, scope, page, search, !isFirstPage);
  const current = isFirstPage ? firstPage : (query.data ?? null);
  const rows = current?.rows ?? [];

  return (
    <Box data-testid="open-answers">
      <TextField
        size="small"
        fullWidth
        type="search"
        label={t('openAnswers.search')}
        value={searchInput}
        onChange={(event) => setSearchInput(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ mb: 1 }}
      />
      {!isFirstPage && query.isFetching && <LinearProgress aria-label={t('openAnswers.search')} />}
      {!isFirstPage && query.isError ? (
        <Alert severity="error">{t('openAnswers.loadError')}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('openAnswers.none')}
        </Typography>
      ) : (
        // A scrolling region is reached by keyboard, so its rows can be scrolled without a mouse.
        <Box sx={{ maxHeight: 440, overflow: 'auto' }} tabIndex={0} role="region" aria-label={t('openAnswers.list')}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t('openAnswers.answer')}</TableCell>
                <TableCell sx={{ width: 120 }}>{t('openAnswers.date')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={`${page}-${index}`}>
                  <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>{row.text}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {(current?.total ?? 0) > LIMITS.tableRowsPerPage && (
        <TablePagination
          component="div"
          count={current?.total ?? 0}
          page={page - 1}
          onPageChange={(_event, nextPage) => setPage(nextPage + 1)}
          rowsPerPage={LIMITS.tableRowsPerPage}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) => t('openAnswers.pageInfo', { from, to, total: count })}
        />
      )}
    </Box>
  );

  function formatDate(value: string): string {
    return formatInstant(value, locale);
  }
}
