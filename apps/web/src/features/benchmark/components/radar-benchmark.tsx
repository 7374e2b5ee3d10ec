import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useClustersInSettings } from '../api/get-clusters';
import { useRadarCluster, useRadarTime } from '../api/get-radar';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { clusterRadarData, timeRadarData, type TRadarData } from '../logic/chart-data';
import { formatScore, RADAR_DECIMALS, type TBenchmarkMetric } from '../logic/metrics';
import { RADAR_COLORS } from '@peil/contract/comparison-radar';
import { buildRadarOption } from '../logic/radar-option';
import { monthOptions, quarterOptions, type PeriodOption } from '../logic/period-options';
import { RADAR_MODES, radarRequestPeriods, type TRadarMode } from '../logic/radar-mode';
import { radarTimeExportRequest } from '../logic/export-requests';
import { localIsoDate, timeComparisonExportFileName } from '../logic/export-file-names';
import { benchmarkViewState } from '../logic/view-state';
import { BenchmarkChart } from './benchmark-chart';
import { BenchmarkHeader, type THeaderFact } from './benchmark-header';
import { ChoiceButtons } from './choice-buttons';
import { Controls } from './cluster-benchmark';
import { ExplanationLink } from './explanation-link';
import { ExportButton } from './export-button';
import { MaintenanceNotice } from './maintenance-notice';
import { MetricSwitch } from './metric-switch';
import { ErrorMessage, NoDataMessage } from './state-message';
import { formatNumber } from '../../../lib/format';

const RADAR_HEIGHT = 460;
const NARROW_RADAR_HEIGHT = 360;

type TRadarBenchmarkProps = {
  surveyId: number;
  /** Null while it loads. */
  surveyName: string | null;
  today: Date;
  viewSwitch: ReactNode;
};

/**
 * The older radar view (spec §2, DESIGN §11): the survey against a cluster (location), or in two
 * quarters or two months. It asks only once the mode's choices are complete (spec §5).
 */
export function RadarBenchmark({ surveyId, surveyName, today, viewSwitch }: TRadarBenchmarkProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const { locale } = useLanguage();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const radarHeight = isNarrow ? NARROW_RADAR_HEIGHT : RADAR_HEIGHT;
  const [mode, setMode] = useState<TRadarMode>('location');
  const [metric, setMetric] = useState<TBenchmarkMetric>('average');
  const [chosenClusterId, setChosenClusterId] = useState<number | null>(null);
  const [firstId, setFirstId] = useState<string | null>(null);
  const [secondId, setSecondId] = useState<string | null>(null);

  const clusters = useClustersInSettings(true);
  const clusterList = clusters.data?.clusters ?? [];
  // The setting's default cluster is chosen until the user picks another, if the list offers it.
  const defaultClusterId = clusterList[0]?.default_cluster_id ?? null;
  const clusterId =
    chosenClusterId ??
    (clusterList.some((cluster) => cluster.cluster_id === defaultClusterId) ? defaultClusterId : null);
  const options = useMemo<PeriodOption[]>(
    () => (mode === 'quarter' ? quarterOptions(today) : mode === 'month' ? monthOptions(today, locale) : []),
    [mode, today, locale],
  );
  const periods = mode === 'location' ? null : radarRequestPeriods(options, firstId, secondId);

  const clusterQuery = useRadarCluster(surveyId, clusterId, locale, mode === 'location');
  const timeQuery = useRadarTime(surveyId, periods, locale, mode !== 'location');
  const query = mode === 'location' ? clusterQuery : timeQuery;
  const isReady = mode === 'location' ? clusterId !== null : periods !== null;
  // Spec §4: the choices wait while the radar is fetched.
  const isRefetching = query.isFetching;

  const radar: TRadarData | null = useMemo(() => {
    if (mode === 'location') return clusterQuery.data ? clusterRadarData(clusterQuery.data.data, metric) : null;
    return timeQuery.data ? timeRadarData(timeQuery.data.data.first, timeQuery.data.data.second, metric) : null;
  }, [mode, clusterQuery.data, timeQuery.data, metric]);

  const state = benchmarkViewState({
    hasSurvey: true,
    isPending: query.isPending,
    error: query.error,
    rowCount: radar?.dimensions.length ?? 0,
  });
  if (state === 'maintenance') return <MaintenanceNotice />;

  const changeMode = (next: TRadarMode) => {
    // Spec §4: switching the mode resets n, so the periods of the old mode do not carry over.
    setMode(next);
    setFirstId(null);
    setSecondId(null);
  };

  const clusterName = clusterList.find((cluster) => cluster.cluster_id === clusterId)?.cluster_name ?? '';
  const firstLabel = options.find((option) => option.id === firstId)?.label ?? t('radar.firstPeriod');
  const secondLabel = options.find((option) => option.id === secondId)?.label ?? t('radar.secondPeriod');
  const seriesNames =
    mode === 'location'
      ? [surveyName || t('header.survey'), clusterName || t('header.cluster')]
      : [firstLabel, secondLabel];

  // Without complete choices a disabled query still holds the previous answer; it must not show.
  const clusterData = mode === 'location' && isReady ? clusterQuery.data : undefined;
  const timeData = mode !== 'location' && isReady ? timeQuery.data : undefined;
  const count = (value: number | null | undefined) =>
    value === undefined ? '–' : value === null ? t('comparison.tooFew') : formatNumber(value, locale);
  const facts: THeaderFact[] =
    mode === 'location'
      ? [
          { key: 'radar-n', label: t('header.surveyN'), value: count(clusterData?.n) },
          { key: 'radar-cluster-n', label: t('header.clusterN'), value: count(clusterData?.clusterN) },
        ]
      : [
          { key: 'radar-first-n', label: t('radar.firstN'), value: count(timeData?.firstN) },
          { key: 'radar-second-n', label: t('radar.secondN'), value: count(timeData?.secondN) },
        ];

  const metricName = t(`metrics.${metric}`);
  const summary = radar
    ? radar.dimensions
        .map(
          (dimension, index) =>
            `${dimension}: ${seriesNames[0]} ${formatScore(radar.first[index], locale, RADAR_DECIMALS)}, ${seriesNames[1]} ${formatScore(radar.second[index], locale, RADAR_DECIMALS)}`,
        )
        .join('; ')
    : '';

  return (
    <Stack spacing={2} data-testid="radar-benchmark">
      <BenchmarkHeader
        isLoading={surveyName === null}
        title={surveyName ?? ''}
        facts={facts}
        actions={
          <>
            <ExplanationLink />
            {mode !== 'location' && (
              <ExportButton
                metric={metric}
                request={
                  periods !== null && state === 'loaded'
                    ? radarTimeExportRequest(surveyId, locale, periods.startPeriod, periods.endPeriod)
                    : null
                }
                fileName={timeComparisonExportFileName(surveyName ?? '', localIsoDate(today))}
              />
            )}
          </>
        }
      />

      <Controls>
        {viewSwitch}
        <ChoiceButtons
          choices={RADAR_MODES}
          value={mode}
          onChange={changeMode}
          disabled={isRefetching}
          label={t('radar.mode')}
          nameOf={(item) => t(`radar.modes.${item}`)}
          testId="radar-mode"
        />
        <MetricSwitch value={metric} onChange={setMetric} disabled={isRefetching} />
      </Controls>

      <Paper variant="outlined" sx={{ p: 2 }}>
        {mode === 'location' ? (
          <TextField
            select
            size="small"
            label={t('radar.cluster')}
            value={clusterId === null ? '' : String(clusterId)}
            onChange={(event) => setChosenClusterId(Number(event.target.value))}
            disabled={clusters.isPending || clusterList.length === 0 || isRefetching}
            sx={{ minWidth: 260, maxWidth: '100%' }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            data-testid="radar-cluster-select"
          >
            <MenuItem value="" disabled>
              {t('time.choose')}
            </MenuItem>
            {clusterList.map((cluster) => (
              <MenuItem key={cluster.cluster_id} value={String(cluster.cluster_id)}>
                {cluster.cluster_name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PeriodSelect
              label={t('radar.firstPeriod')}
              options={options}
              value={firstId}
              onChange={setFirstId}
              disabled={isRefetching}
              testId="radar-first-period"
            />
            <PeriodSelect
              label={t('radar.secondPeriod')}
              options={options}
              value={secondId}
              onChange={setSecondId}
              disabled={isRefetching}
              testId="radar-second-period"
            />
          </Stack>
        )}
      </Paper>

      {clusters.isError && mode === 'location' && <Alert severity="error">{t('radar.clustersError')}</Alert>}
      {!isReady && (
        <Alert severity="info" data-testid="radar-precondition">
          {t(mode === 'location' ? 'radar.chooseCluster' : 'radar.choosePeriods')}
        </Alert>
      )}
      {isReady && state === 'error' && <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />}
      {isReady && state === 'empty' && <NoDataMessage />}
      {isReady && (state === 'loading' || state === 'loaded') && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-busy={query.isFetching}>
          {state === 'loading' || !radar ? (
            <Skeleton variant="rectangular" height={radarHeight} aria-label={t('states.loading')} />
          ) : (
            <BenchmarkChart
              option={buildRadarOption(
                radar.dimensions,
                [
                  { name: seriesNames[0]!, values: radar.first, color: RADAR_COLORS.survey },
                  { name: seriesNames[1]!, values: radar.second, color: RADAR_COLORS.comparison },
                ],
                isNarrow,
                locale,
              )}
              height={radarHeight}
              isStale={query.isPlaceholderData}
              testId="benchmark-radar-chart"
              ariaLabel={t('chart.radarLabel', { metric: metricName, summary })}
            />
          )}
        </Paper>
      )}
    </Stack>
  );
}

type TPeriodSelectProps = {
  label: string;
  options: PeriodOption[];
  value: string | null;
  onChange: (id: string) => void;
  disabled: boolean;
  testId: string;
};

function PeriodSelect({ label, options, value, onChange, disabled, testId }: TPeriodSelectProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 220 }}
      slotProps={{
        select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
        inputLabel: { shrink: true },
      }}
      data-testid={testId}
    >
      <MenuItem value="" disabled>
        {t('time.choose')}
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
