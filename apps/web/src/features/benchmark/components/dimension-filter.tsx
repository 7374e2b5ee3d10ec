import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_NAMESPACE } from '../i18n';
import type { TDimensionOption } from '../logic/question-rows';

const ALL_DIMENSIONS = '';

type TDimensionFilterProps = {
  options: TDimensionOption[];
  value: number | null;
  onChange: (dimensionId: number | null) => void;
  /** Spec §4: disabled until the question-level data has loaded. */
  disabled: boolean;
};

export function DimensionFilter({ options, value, onChange, disabled }: TDimensionFilterProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <TextField
      select
      size="small"
      label={t('dimensions.label')}
      value={value === null ? ALL_DIMENSIONS : String(value)}
      onChange={(event) => onChange(event.target.value === ALL_DIMENSIONS ? null : Number(event.target.value))}
      disabled={disabled}
      sx={{ minWidth: 240, maxWidth: '100%' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid="benchmark-dimension-select"
    >
      <MenuItem value={ALL_DIMENSIONS}>{t('dimensions.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
