import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { BENCHMARK_METRICS, type TBenchmarkMetric } from '../logic/metrics';

type TMetricSwitchProps = {
  value: TBenchmarkMetric;
  onChange: (metric: TBenchmarkMetric) => void;
  disabled: boolean;
};

/** QI score or average score; both come in the same response, so switching needs no request. */
export function MetricSwitch({ value, onChange, disabled }: TMetricSwitchProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: TBenchmarkMetric | null) => next && onChange(next)}
      disabled={disabled}
      aria-label={t('metrics.label')}
      data-testid="metric-switch"
    >
      {BENCHMARK_METRICS.map((metric) => (
        <ToggleButton key={metric} value={metric} data-testid={`metric-${metric}`} sx={{ textTransform: 'none' }}>
          {t(`metrics.${metric}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
