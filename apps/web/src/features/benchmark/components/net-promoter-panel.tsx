import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBenchmarkNetPromoterRow, TBenchmarkPeriod, TNetPromoterFigures } from '@peil/contract/benchmark';
import { formatNumber, formatSigned } from '../../../lib/format';
import { useNetPromoter } from '../api/get-net-promoter';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { formatPValue } from '../logic/bar-chart-option';

type TNetPromoterPanelProps = { surveyId: number; period: TBenchmarkPeriod; locale: string };

/** The Net Promoter questions of the survey against the cluster; nothing when the survey has none. */
export function NetPromoterPanel({ surveyId, period, locale }: TNetPromoterPanelProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const query = useNetPromoter(surveyId, period, locale);
  if (query.isError) {
    return (
      <Alert
        severity="error"
        data-testid="nps-error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('states.retry')}
          </Button>
        }
      >
        {t('nps.error')}
      </Alert>
    );
  }
  const rows = query.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="nps-panel">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('nps.title')}
      </Typography>
      {/* Focusable, so that keyboard users can scroll a table wider than a phone's screen. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('nps.title')}>
        <Table size="small" data-testid="nps-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('table.question')}</TableCell>
              <TableCell align="right">{t('header.survey')}</TableCell>
              <TableCell align="right">{t('header.cluster')}</TableCell>
              <TableCell align="right">{t('nps.test')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.question_id} data-testid="nps-row">
                <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                <TableCell align="right" data-testid="nps-survey">
                  <Figures figures={row.survey} locale={locale} />
                </TableCell>
                <TableCell align="right" data-testid="nps-cluster">
                  {row.comparable ? <Figures figures={row.cluster} locale={locale} /> : t('comparison.tooFew')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="nps-test">
                  <TestResult row={row} locale={locale} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('nps.note')}
      </Typography>
    </Paper>
  );
}

function Figures({ figures, locale }: { figures: TNetPromoterFigures | null; locale: string }) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  if (!figures) return <>{t('nps.noAnswers')}</>;
  const score = formatSigned(figures.score, locale);
  return (
    <>
      <Typography component="div" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {figures.lower === null || figures.upper === null
          ? t('nps.score', { score })
          : t('nps.scoreWithInterval', {
              score,
              lower: formatSigned(figures.lower, locale),
              upper: formatSigned(figures.upper, locale),
            })}
      </Typography>
      <Typography component="div" variant="caption" color="text.secondary">
        {t('nps.groups', {
          promoters: formatNumber(figures.promoters, locale),
          passives: formatNumber(figures.passives, locale),
          detractors: formatNumber(figures.detractors, locale),
        })}
      </Typography>
    </>
  );
}

/** The difference with its 95 % interval, p and what it means; "too few to compare" below the thresholds. */
function TestResult({ row, locale }: { row: TBenchmarkNetPromoterRow; locale: string }) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  if (!row.comparable) return <>{t('comparison.tooFew')}</>;
  if (!row.test) return <>–</>;
  const { difference, lower, upper, p, significance } = row.test;
  return (
    <>
      {t('nps.difference', {
        difference: formatSigned(difference, locale),
        lower: formatSigned(lower, locale),
        upper: formatSigned(upper, locale),
        p: formatPValue(p, locale),
      })}
      <Typography component="div" variant="caption" color={significance === 'same' ? 'text.secondary' : undefined}>
        {t(`significance.${significance}`)}
      </Typography>
    </>
  );
}
