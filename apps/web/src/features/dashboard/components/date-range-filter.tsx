import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { addDays, daysBetween, monthPositions, type TDayRange, type TRangeMode } from '../logic/date-range';
import { Skeleton } from './skeleton';
import { formatDate } from '../../../lib/format';

type TDateRangeFilterProps = {
  /** Null while the survey's start loads: the filter keeps its place, disabled, without dates. */
  start: string | null;
  today: string;
  range: TDayRange;
  locale: string;
  /** Called once the thumbs rest, not on every step. */
  onChange: (range: TDayRange) => void;
};

const SETTLE_DELAY_MS = 400;

/** Two thumbs between the survey start and today, moving by day or by month. */
export const DateRangeFilter = memo(function DateRangeFilter({
  start,
  today,
  range,
  locale,
  onChange,
}: TDateRangeFilterProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const [mode, setMode] = useState<TRangeMode>('day');
  const [value, setValue] = useState<TDayRange>(range);
  const origin = start ?? today;
  const last = daysBetween(origin, today);
  const marks = useMemo(
    () => (mode === 'month' ? monthPositions(origin, today).map((position) => ({ value: position })) : undefined),
    [mode, origin, today],
  );
  const formatPosition = (position: number) => formatDate(addDays(origin, position), locale, 'medium');
  const shownDate = (position: number) =>
    start === null ? <Skeleton width={90} isInline /> : formatPosition(position);

  // By value, not by array: the parent passes a new array on every render, and following its
  // identity would put the thumbs back before a move had settled.
  const [rangeFrom, rangeUntil] = range;
  useEffect(() => setValue([rangeFrom, rangeUntil]), [rangeFrom, rangeUntil]);

  useEffect(() => {
    if (value[0] === rangeFrom && value[1] === rangeUntil) return;
    const timer = setTimeout(() => onChange(value), SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, rangeFrom, rangeUntil, onChange]);

  return (
    <Box data-testid="date-range">
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle2" component="h3">
          {t('dateRange.label')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: TRangeMode | null) => next && setMode(next)}
          aria-label={t('dateRange.mode')}
        >
          <ToggleButton value="day">{t('dateRange.byDay')}</ToggleButton>
          <ToggleButton value="month">{t('dateRange.byMonth')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={value}
          min={0}
          max={Math.max(last, 0)}
          step={mode === 'month' ? null : 1}
          marks={marks}
          disableSwap
          disabled={last === 0}
          onChange={(_event, next) => Array.isArray(next) && setValue([next[0]!, next[1]!])}
          valueLabelDisplay="off"
          getAriaLabel={(index) => (index === 0 ? t('dateRange.fromThumb') : t('dateRange.toThumb'))}
          getAriaValueText={formatPosition}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" data-testid="date-from">
          {t('dateRange.from')} {shownDate(value[0])}
        </Typography>
        <Typography variant="body2" data-testid="date-to">
          {t('dateRange.to')} {shownDate(value[1])}
        </Typography>
      </Stack>
    </Box>
  );
});
