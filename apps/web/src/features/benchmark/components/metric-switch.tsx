import { useTranslation } from 'react-i18next';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { BENCHMARK_METRICS, type TBenchmarkMetric } from '../logic/metrics';
import { ChoiceButtons } from './choice-buttons';

type TMetricSwitchProps = {
  value: TBenchmarkMetric;
  onChange: (metric: TBenchmarkMetric) => void;
  disabled: boolean;
};

/** QI score or average score; both come in the same response, so switching needs no request. */
export function MetricSwitch({ value, onChange, disabled }: TMetricSwitchProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <ChoiceButtons
      choices={BENCHMARK_METRICS}
      value={value}
      onChange={onChange}
      disabled={disabled}
      label={t('metrics.label')}
      nameOf={(metric) => t(`metrics.${metric}`)}
      testId="metric-switch"
      choiceTestId={(metric) => `metric-${metric}`}
    />
  );
}
