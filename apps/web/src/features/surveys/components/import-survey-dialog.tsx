import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UploadIcon } from '../../../lib/icons';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { getImportTargets, importSurveyFile } from '../api/survey-file';
import { MAX_SURVEY_FILE_BYTES, importProblems, readSurveyFileText, type TImportProblem } from '../survey-file-rules';

type TProps = { onClose: () => void; onChanged: () => void };
type TChosenFile = { name: string; content: unknown };

/** Reads a survey file and imports it as an inactive draft into a chosen organisation and project. */
export function ImportSurveyDialog({ onClose, onChanged }: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const { locale } = useLanguage();
  const targets = useQuery({ queryKey: ['surveys', 'import-targets'], queryFn: getImportTargets });
  const [file, setFile] = useState<TChosenFile | null>(null);
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [problems, setProblems] = useState<TImportProblem[]>([]);
  const [isReading, setIsReading] = useState(false);

  const organizations = targets.data?.organizations ?? [];
  const projects = organizations.find((organization) => organization.id === organizationId)?.projects ?? [];

  const upload = useMutation({
    mutationFn: () => importSurveyFile({ organizationId: organizationId!, projectId: projectId!, file: file!.content }),
    onSuccess: () => onChanged(),
    onError: (error) => setProblems(importProblems(error)),
  });
  const isBusy = isReading || upload.isPending;
  const canImport = file !== null && organizationId !== null && projectId !== null && !isBusy && !upload.isSuccess;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(null);
    setProblems([]);
    upload.reset();
    if (chosen.size > MAX_SURVEY_FILE_BYTES) {
      setProblems([{ key: 'tooLarge', values: {} }]);
      return;
    }
    setIsReading(true);
    try {
      const read = readSurveyFileText(await chosen.text());
      if ('problem' in read) setProblems([read.problem]);
      else setFile({ name: chosen.name, content: read.file });
    } finally {
      setIsReading(false);
    }
  }

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    setProblems([]);
    if (canImport) upload.mutate();
  }

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby="import-survey-title" fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="import-survey-title">{t('files.importTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <DialogContentText>{t('files.importIntro')}</DialogContentText>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Button
                component="label"
                variant="outlined"
                startIcon={<UploadIcon />}
                disabled={isBusy || upload.isSuccess}
                sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                {t('files.chooseFile')}
                <input
                  type="file"
                  accept="application/json,.json"
                  hidden
                  onChange={(event) => void handleFile(event)}
                  data-testid="survey-file-input"
                />
              </Button>
              <Typography
                variant="body2"
                color={file ? 'text.primary' : 'text.secondary'}
                sx={{ overflowWrap: 'anywhere' }}
                data-testid="survey-file-name"
              >
                {file ? file.name : t('files.noFile')}
              </Typography>
            </Stack>
            {targets.isPending ? (
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <CircularProgress size={24} aria-label={t('staff:common.loading')} />
              </Box>
            ) : targets.isError ? (
              <Alert severity="error">{t('files.targetsFailed')}</Alert>
            ) : (
              <>
                <TextField
                  select
                  label={t('files.organization')}
                  value={organizationId ?? ''}
                  onChange={(event) => {
                    setOrganizationId(event.target.value === '' ? null : Number(event.target.value));
                    setProjectId(null);
                  }}
                  disabled={upload.isSuccess}
                  required
                  fullWidth
                >
                  {organizations.map((organization) => (
                    <MenuItem key={organization.id} value={organization.id}>
                      {organization.name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label={t('files.project')}
                  value={projectId ?? ''}
                  onChange={(event) => setProjectId(event.target.value === '' ? null : Number(event.target.value))}
                  disabled={organizationId === null || projects.length === 0 || upload.isSuccess}
                  helperText={organizationId !== null && projects.length === 0 ? t('files.noProjects') : undefined}
                  required
                  fullWidth
                >
                  {projects.map((project) => (
                    <MenuItem key={project.id} value={project.id}>
                      {project.name}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            {isBusy && <LinearProgress aria-label={t('files.importing')} />}
            {problems.length > 0 && (
              <Alert severity="error" role="alert">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('files.refused')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {problems.map((problem, index) => (
                    <li key={index}>{t(`files.problems.${problem.key}`, problem.values)}</li>
                  ))}
                </Box>
              </Alert>
            )}
            {upload.isSuccess && (
              <Alert severity="success" role="status">
                {t('files.imported')}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            {upload.isSuccess ? t('files.close') : t('staff:common.cancel')}
          </Button>
          {upload.isSuccess ? (
            <Button
              component={Link}
              to={pathFor('editSurvey', locale, { editSurveyId: upload.data.id })}
              variant="contained"
            >
              {t('files.openInBuilder')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={!canImport}>
              {upload.isPending ? t('files.importing') : t('files.import')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
