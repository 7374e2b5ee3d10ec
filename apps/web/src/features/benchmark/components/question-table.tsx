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
import { compareToCluster } from '@peil/scoring';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { barColor, type TBarPair } from '../logic/bar-chart-option';
import { formatScore, METRIC_SCALES, type TBenchmarkMetric } from '../logic/metrics';
import { clampPage, pageOfRows, ROWS_PER_PAGE } from '../logic/question-rows';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export type TQuestionTableRow = TBarPair & { key: string; dimension: string };

type TQuestionTableProps = {
  rows: TQuestionTableRow[];
  metric: TBenchmarkMetric;
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
};

/** Question-level scores, 20 rows per page (spec §9), the measured score marked by significance. */
export function QuestionTable(props: TQuestionTableProps) {
  const { rows, metric, locale, valueHeader, comparisonHeader, metricName, caption, isLoading, filter } = props;
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
          <TableContainer sx={{ position: 'relative' }}>
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
                          <ScoreWithSignificance row={row} metric={metric} locale={locale} />
                        ) : (
                          formatScore(row.comparison, locale)
                        )}
                      </TableCell>
                    ))}
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
        </>
      )}
    </Paper>
  );
}

function ScoreWithSignificance({ row, metric, locale }: { row: TBarPair; metric: TBenchmarkMetric; locale: string }) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const significance =
    row.interval && row.comparisonInterval
      ? compareToCluster(row.interval, row.comparisonInterval, METRIC_SCALES[metric].higherIsBetter)
      : 'same';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, position: 'relative' }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: barColor(row, metric), flexShrink: 0 }}
      />
      {formatScore(row.value, locale)}
      <Box component="span" sx={visuallyHidden}>
        {t(`significance.${significance}`)}
      </Box>
    </Box>
  );
}
