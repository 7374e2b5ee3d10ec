import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n';

type TSurveyChoice = { id: number; internal_name: string };

/** Spec §5: the survey of a new broadcast is picked first, on a step whose Next waits for a choice. */
export function BroadcastSurveyStep(props: {
  surveys: TSurveyChoice[];
  isPending: boolean;
  isEmpty: boolean;
  surveyId: number | '';
  onChoose: (surveyId: number) => void;
  onNext: () => void;
  cancelPath: string;
}) {
  const { t } = useTranslation('broadcasts');
  const { surveys, surveyId } = props;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event: SubmitEvent) => {
          event.preventDefault();
          if (surveyId !== '') props.onNext();
        }}
        sx={{ maxWidth: 480 }}
      >
        <Typography variant="h6" component="h2">
          {t('form.chooseSurvey')}
        </Typography>
        <TextField
          select
          name="surveyId"
          label={t('form.survey')}
          value={surveys.some((survey) => survey.id === surveyId) ? surveyId : ''}
          onChange={(event) => props.onChoose(Number(event.target.value))}
          required
          disabled={props.isPending}
          helperText={props.isEmpty ? t('form.noSurveys') : undefined}
        >
          {surveys.map((survey) => (
            <MenuItem key={survey.id} value={survey.id}>
              {survey.internal_name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button component={Link} to={props.cancelPath}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={surveyId === ''}>
            {t('form.next')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
