import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { ApiError } from '../../../lib/api-client';
import { NotFound } from '../../shell';
import { useBuilderSurvey } from '../api/builder-api';
import { BuilderForm } from '../components/builder-form';
import '../i18n';
import { draftFromSurvey } from '../logic/draft-from-survey';

const DATABASE_ID = /^[1-9]\d{0,9}$/;

/** Edits a stored survey; an id that is not a survey the user may build shows Not found. */
export function BuilderPage() {
  const { t } = useTranslation('builder');
  const { editSurveyId = '' } = useParams();
  const surveyId =
    DATABASE_ID.test(editSurveyId) && Number(editSurveyId) <= 2_147_483_647 ? Number(editSurveyId) : null;
  const query = useBuilderSurvey(surveyId);
  const initial = useMemo(() => (query.data ? draftFromSurvey(query.data) : null), [query.data]);

  if (surveyId === null) return <NotFound />;
  if (query.isError) {
    const isNotTheirs = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    if (isNotTheirs) return <NotFound />;
    return <Alert severity="error">{t('messages.failedTitle')}</Alert>;
  }
  if (!initial) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  }
  return <BuilderForm key={initial.id} initial={initial} />;
}
