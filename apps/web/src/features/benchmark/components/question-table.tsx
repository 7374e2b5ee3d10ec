import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { barColor, formatPValue, type TBarPair } from '../logic/bar-chart-option';
import { formatScore } from '../logic/metrics';
import { clampPage, pageOfRows, ROWS_PER_PAGE } from '../logic/question-rows';
import { visuallyHidden } from '../../../lib/visually-hidden';

export type TQuestionTableRow = TBarPair & { key: string; dimension: string };

type TQuestionTableProps = {
  rows: TQuestionTableRow[];
  locale: string;
  valueHeader: string;
  comparisonHeader: string;
  /** The score shown, named in the title. */
  metricName: string;
  caption: string;
  /** Comparison column first, as period one before period two. */
  comparisonFirst?: boolean;
  isLoading: boolean;
  /** The dimension filter, placed above the table. */
  filter: ReactNode;
  /** Under the table: what "too few to compare" means here. */
  note?: string | undefined;
};

/** Question-level scores, 20 rows per page (spec §9), the measured score marked by significance. */
export function QuestionTable(props: TQuestionTableProps) {
  const { rows, locale, valueHeader, comparisonHeader, metricName, caption, isLoading, filter, note } = props;
  const order = props.comparisonFirst ? [1, 0] : [0, 1];
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const [requestedPage, setPage] = useState(0);
  const page = clampPage(requestedPage, rows.length);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="question-table-card">
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {t('table.title', { metric: metricName })}
        </Typography>
        {filter}
      </Box>
      {isLoading ? (
        <Box aria-busy="true" aria-label={t('table.loading')}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('table.empty')}</Typography>
      ) : (
        <>
          {/* Focusable, so that keyboard users can scroll a table wider than a phone's screen. */}
          <TableContainer
            sx={{ position: 'relative' }}
            tabIndex={0}
            role="region"
            aria-label={t('table.title', { metric: metricName })}
          >
            <Table size="small" data-testid="question-table">
              <Box component="caption" sx={visuallyHidden}>
                {caption}
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell>{t('table.question')}</TableCell>
                  <TableCell>{t('table.dimension')}</TableCell>
                  {order.map((column) => (
                    <TableCell key={column} align="right">
                      {column === 0 ? valueHeader : comparisonHeader}
                    </TableCell>
                  ))}
                  <TableCell align="right">{t('comparison.test')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {pageOfRows(rows, page).map((row) => (
                  <TableRow key={row.key} data-testid="question-row">
                    <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                    <TableCell sx={{ minWidth: 120 }}>{row.dimension}</TableCell>
                    {order.map((column) => (
                      <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {column === 0 ? (
                          <ScoreWithSignificance row={row} locale={locale} />
                        ) : row.comparable || row.comparison !== null ? (
                          formatScore(row.comparison, locale)
                        ) : (
                          t('comparison.tooFew')
                        )}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="question-test">
                      <TestResult row={row} locale={locale} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={rows.length}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={ROWS_PER_PAGE}
            rowsPerPageOptions={[ROWS_PER_PAGE]}
            labelDisplayedRows={({ from, to, count }) => t('table.pageInfo', { from, to, total: count })}
            getItemAriaLabel={(type) => t(`table.${type}Page`)}
          />
          {note && (
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
          )}
        </>
      )}
    </Paper>
  );
}

/** The difference with its 95 % interval and the p-value; "too few to compare" below the thresholds. */
function TestResult({ row, locale }: { row: TBarPair; locale: string }) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  if (!row.comparable) return <>{t('comparison.tooFew')}</>;
  if (!row.test) return <>–</>;
  const { difference, lower, upper, p } = row.test;
  return (
    <>
      {formatScore(difference, locale)} ({formatScore(lower, locale)} – {formatScore(upper, locale)}),{' '}
      {formatPValue(p, locale)}
    </>
  );
}

function ScoreWithSignificance({ row, locale }: { row: TBarPair; locale: string }) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const significance = row.test?.significance ?? 'same';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, position: 'relative' }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: barColor(row), flexShrink: 0 }}
      />
      {formatScore(row.value, locale)}
      <Box component="span" sx={visuallyHidden}>
        {t(`significance.${significance}`)}
      </Box>
    </Box>
  );
}
