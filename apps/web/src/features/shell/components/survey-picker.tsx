import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectsSummary } from '../api/get-projects-summary';
import { useSelectedSurvey } from '../selected-survey';
import { toSurveyOptions } from '../survey-options';

const NO_SURVEY = '';

export function SurveyPicker() {
  const { t } = useTranslation();
  const { data, isPending, isError, isSuccess } = useProjectsSummary();
  const { selectedSurveyId, setSelectedSurveyId } = useSelectedSurvey();
  const options = useMemo(() => toSurveyOptions(data ?? []), [data]);
  const isSelectedOffered = options.some((option) => option.surveyId === selectedSurveyId);

  // A stored survey that is no longer offered gives way to the first one in the list, or to
  // none when the list is empty, so that the page does not keep showing a survey not offered.
  useEffect(() => {
    if (!isSuccess || isSelectedOffered) return;
    const next = options[0]?.surveyId ?? null;
    if (next !== selectedSurveyId) setSelectedSurveyId(next);
  }, [isSuccess, isSelectedOffered, options, selectedSurveyId, setSelectedSurveyId]);

  const isEmpty = !isPending && (isError || options.length === 0);
  return (
    <TextField
      select
      size="small"
      label={t('shell.surveyPicker')}
      value={isPending || isEmpty || !isSelectedOffered ? NO_SURVEY : String(selectedSurveyId)}
      onChange={(event) => setSelectedSurveyId(Number(event.target.value))}
      disabled={isPending || isEmpty}
      sx={{ minWidth: 220, maxWidth: { xs: '100%', md: 520 }, flexGrow: { xs: 1, md: 0 }, bgcolor: 'background.paper' }}
      slotProps={{
        // The label sits above the field: an empty value still shows a text ("No results", "Loading").
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (value) => renderValue(String(value)),
          // Long entries wrap inside the screen on phones instead of running off its edge.
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } },
        },
      }}
      data-testid="survey-picker"
    >
      {options.map((option) => (
        <MenuItem
          key={option.surveyId}
          value={String(option.surveyId)}
          title={option.fullName}
          sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  function renderValue(value: string): string {
    if (isPending) return t('common.loading');
    if (isEmpty) return t('common.noResults');
    return options.find((option) => String(option.surveyId) === value)?.label ?? '';
  }
}
