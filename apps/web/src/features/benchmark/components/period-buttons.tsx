import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { PERIOD_IDS, type PeriodId } from '../logic/period-options';

type TPeriodButtonsProps = {
  value: PeriodId;
  onChange: (period: PeriodId) => void;
  /** Spec §4: period buttons are disabled during a refetch. */
  disabled: boolean;
};

export function PeriodButtons({ value, onChange, disabled }: TPeriodButtonsProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_, next: PeriodId | null) => next && onChange(next)}
      disabled={disabled}
      aria-label={t('periods.label')}
      sx={{ flexWrap: 'wrap' }}
      data-testid="period-buttons"
    >
      {PERIOD_IDS.map((id) => (
        <ToggleButton key={id} value={id} data-testid={`period-${id}`} sx={{ textTransform: 'none' }}>
          {t(`periods.${id}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
