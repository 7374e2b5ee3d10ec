import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NAMESPACE } from '../i18n';

const NO_FILTER = '';

type TDimensionSelectProps = {
  offered: string[];
  value: string | null;
  onChange: (dimension: string | null) => void;
};

export const DimensionSelect = memo(function DimensionSelect({ offered, value, onChange }: TDimensionSelectProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('dimension.label')}
      value={value ?? NO_FILTER}
      onChange={(event) => onChange(event.target.value === NO_FILTER ? null : event.target.value)}
      disabled={offered.length === 0}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid="dimension-select"
    >
      <MenuItem value={NO_FILTER}>{t('dimension.none')}</MenuItem>
      {offered.map((dimension) => (
        <MenuItem key={dimension} value={dimension}>
          {dimension}
        </MenuItem>
      ))}
    </TextField>
  );
});
