import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@peil/contract/limits';
import type { TCopyProjectsResponse, TProject, TSurveyListItem } from '@peil/contract/surveys';
import type { TMessage } from '../../../lib/message-dialog';
import { duplicateSurvey, getCopyProjects } from '../api/copy-survey';
import { canSubmitCopy } from '../survey-rules';
import { AddIcon } from '../../../lib/icons';
import { NewProjectDialog } from './new-project-dialog';

type TProps = {
  survey: TSurveyListItem;
  withRespondents: boolean;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
  onChanged: () => void;
};

/** Copy a survey (optionally with its respondents) under a new name into a project. */
export function CopyDialog({ survey, withRespondents, onClose, onMessage, onChanged }: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState<number | null>(null);
  const [isNewProjectOpen, setIsNewProjectOpen] = useState(false);
  const projectsQueryKey = ['surveys', 'copy-projects', survey.id];
  const projects = useQuery({ queryKey: projectsQueryKey, queryFn: () => getCopyProjects(survey.id) });
  const showGenericError = () =>
    onMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') });

  // Spec §8: when the projects cannot be loaded, the generic error shows and the dialog closes.
  const hasProjectsError = projects.isError;
  useEffect(() => {
    if (!hasProjectsError) return;
    showGenericError();
    onClose();
    // Only the change to "failed" matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasProjectsError]);

  const copy = useMutation({
    mutationFn: () =>
      duplicateSurvey({
        id: survey.id,
        projectId: projectId!,
        name: name.trim(),
        duplicateRespondents: withRespondents,
      }),
    onSuccess: () => {
      onChanged();
      onMessage({ title: t('staff:common.successTitle'), text: t('copy.copied') });
      onClose();
    },
    // Spec §8: a failed copy only stops the progress indicator.
  });

  const canCopy = canSubmitCopy({ name, projectId, isCopying: copy.isPending });

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (canCopy) copy.mutate();
  }

  function handleProjectCreated(project: TProject) {
    queryClient.setQueryData<TCopyProjectsResponse>(projectsQueryKey, (current) =>
      current ? { ...current, projects: [...current.projects, project] } : current,
    );
    void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
    setProjectId(project.id);
  }

  const title = withRespondents ? 'copy.titleWithRespondents' : 'copy.title';

  return (
    <>
      <Dialog
        open
        onClose={copy.isPending ? undefined : onClose}
        aria-labelledby="copy-survey-title"
        fullWidth
        maxWidth="sm"
      >
        <form onSubmit={handleSubmit} noValidate>
          <DialogTitle id="copy-survey-title">{t(title, { name: survey.internal_name })}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              <TextField
                label={t('copy.name')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                required
                autoFocus
                fullWidth
                slotProps={{ htmlInput: { maxLength: LIMITS.surveyNameMaxLength } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                {projects.isPending ? (
                  <CircularProgress size={24} aria-label={t('staff:common.loading')} />
                ) : (
                  <TextField
                    select
                    label={t('copy.project')}
                    value={projectId ?? ''}
                    onChange={(event) => setProjectId(event.target.value === '' ? null : Number(event.target.value))}
                    required
                    fullWidth
                  >
                    {(projects.data?.projects ?? []).map((project) => (
                      <MenuItem key={project.id} value={project.id}>
                        {project.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => setIsNewProjectOpen(true)}
                  disabled={!projects.data}
                  sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                >
                  {t('copy.newProject')}
                </Button>
              </Stack>
              {copy.isPending && <LinearProgress aria-label={t('copy.copying')} />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={copy.isPending}>
              {t('staff:common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!canCopy}>
              {copy.isPending ? t('copy.copying') : t('copy.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {isNewProjectOpen && projects.data && (
        <NewProjectDialog
          organizationId={projects.data.organizationId}
          onClose={() => setIsNewProjectOpen(false)}
          onCreated={handleProjectCreated}
          onFailed={showGenericError}
        />
      )}
    </>
  );
}
