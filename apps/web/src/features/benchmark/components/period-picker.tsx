import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BENCHMARK_NAMESPACE } from '../i18n';
import { DateField } from '../../../lib/date-field';
import {
  changeCustomDate,
  emptyChoice,
  monthOptions,
  PERIOD_IDS,
  PERIOD_KINDS,
  quarterOptions,
  resolvePeriodChoice,
  type PeriodId,
  type TPeriodChoice,
  type TPeriodKind,
} from '../logic/period-options';

type TPeriodPickerProps = {
  /** Heading of the group, e.g. 'Period 1'. */
  title: string;
  choice: TPeriodChoice;
  onChange: (choice: TPeriodChoice) => void;
  today: Date;
  locale: string;
  disabled?: boolean;
  testId: string;
};

const NONE = '';

/** One time-comparison period: a named period, a quarter, a month or custom dates. */
export function PeriodPicker({ title, choice, onChange, today, locale, disabled, testId }: TPeriodPickerProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const quarters = useMemo(() => quarterOptions(today), [today]);
  const months = useMemo(() => monthOptions(today, locale), [today, locale]);
  const titleId = `${testId}-title`;

  return (
    <Stack spacing={1.5} role="group" aria-labelledby={titleId} data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <TextField
        select
        size="small"
        label={t('time.kind')}
        value={choice.kind}
        disabled={disabled}
        onChange={(event) =>
          onChange(emptyChoice(event.target.value as TPeriodKind, resolvePeriodChoice(choice, today), today))
        }
        slotProps={{ htmlInput: { 'data-testid': `${testId}-kind` } }}
      >
        {PERIOD_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`time.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>

      {choice.kind === 'named' && (
        <TextField
          select
          size="small"
          label={t('time.namedPeriod')}
          value={choice.id}
          disabled={disabled}
          onChange={(event) => onChange({ kind: 'named', id: event.target.value as PeriodId })}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-named` } }}
        >
          {PERIOD_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {t(`periods.${id}`)}
            </MenuItem>
          ))}
        </TextField>
      )}

      {(choice.kind === 'quarter' || choice.kind === 'month') && (
        <TextField
          select
          size="small"
          label={t(choice.kind === 'quarter' ? 'time.quarter' : 'time.month')}
          value={choice.id ?? NONE}
          disabled={disabled}
          onChange={(event) => onChange({ kind: choice.kind, id: event.target.value || null })}
          slotProps={{
            select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': `${testId}-${choice.kind}` },
          }}
        >
          <MenuItem value={NONE} disabled>
            {t('time.choose')}
          </MenuItem>
          {(choice.kind === 'quarter' ? quarters : months).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}

      {choice.kind === 'custom' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <DateField
            size="small"
            label={t('time.from')}
            value={choice.start}
            max={choice.end}
            disabled={disabled}
            onChange={(date) => onChange(changeCustomDate(choice, 'start', date))}
            testId={`${testId}-from`}
            helperText={t('time.datesHint')}
          />
          <DateField
            size="small"
            label={t('time.to')}
            value={choice.end}
            min={choice.start}
            disabled={disabled}
            onChange={(date) => onChange(changeCustomDate(choice, 'end', date))}
            testId={`${testId}-to`}
          />
        </Stack>
      )}
    </Stack>
  );
}
