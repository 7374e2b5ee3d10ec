import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_NAME_MAX_LENGTH, type TProject } from '@peil/contract/surveys';
import { builderQueryKeys, createProject, useBuilderProjects, useManagedOrganizations } from '../api/builder-api';
import type { TBuilderAction } from '../logic/builder-reducer';
import type { TDraftSurvey } from '../logic/builder-state';

const NO_PROJECT = '';

/**
 * The survey's project, chosen from its organisation's projects or made on the spot; a new survey
 * first gets its organisation (a superadmin's survey need not land in their own).
 */
export function ProjectField({ survey, dispatch }: { survey: TDraftSurvey; dispatch: Dispatch<TBuilderAction> }) {
  const { t } = useTranslation('builder');
  const queryClient = useQueryClient();
  const isNew = survey.id === null;
  const projects = useBuilderProjects(survey.id, survey.organizationId);
  const organizations = useManagedOrganizations(isNew);
  const organizationChoices = organizations.data ?? [];
  const [newName, setNewName] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [error, setError] = useState(false);
  const choices = projects.data ?? [];

  async function create() {
    if (!newName?.trim()) return;
    setIsCreating(true);
    setError(false);
    try {
      const project = await createProject(newName.trim(), survey.organizationId);
      // A list still loading would overwrite the new project; the new one is added to what is known.
      const queryKey = builderQueryKeys.projects(survey.id, survey.organizationId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (known: TProject[] | undefined) => [...(known ?? []), project]);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      dispatch({ type: 'setProject', projectId: project.id });
      setNewName(null);
    } catch {
      setError(true);
    } finally {
      setIsCreating(false);
    }
  }

  return (
    <Stack spacing={1.5}>
      {isNew && organizationChoices.length > 1 && (
        <TextField
          select
          name="organization"
          label={t('settings.organization')}
          size="small"
          value={
            organizationChoices.some((organization) => organization.id === survey.organizationId)
              ? String(survey.organizationId)
              : ''
          }
          onChange={(event) => dispatch({ type: 'setOrganization', organizationId: Number(event.target.value) })}
          sx={{ minWidth: 240, alignSelf: { sm: 'flex-start' } }}
        >
          {organizationChoices.map((organization) => (
            <MenuItem key={organization.id} value={String(organization.id)}>
              {organization.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          name="project"
          label={t('settings.project')}
          size="small"
          value={choices.some((project) => project.id === survey.projectId) ? String(survey.projectId) : NO_PROJECT}
          onChange={(event) =>
            dispatch({
              type: 'setProject',
              projectId: event.target.value === NO_PROJECT ? null : Number(event.target.value),
            })
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240, flexGrow: { xs: 1, sm: 0 } }}
        >
          <MenuItem value={NO_PROJECT}>{t('settings.noProject')}</MenuItem>
          {choices.map((project) => (
            <MenuItem key={project.id} value={String(project.id)}>
              {project.name}
            </MenuItem>
          ))}
        </TextField>
        {newName === null && (
          <Button onClick={() => setNewName('')} sx={{ whiteSpace: 'nowrap' }}>
            {t('settings.newProject')}
          </Button>
        )}
      </Stack>
      {newName !== null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            name="newProjectName"
            label={t('settings.projectName')}
            size="small"
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            error={error}
            helperText={error ? t('settings.projectFailed') : undefined}
            slotProps={{ htmlInput: { maxLength: PROJECT_NAME_MAX_LENGTH } }}
            sx={{ flexGrow: 1 }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              disabled={!newName.trim() || isCreating}
              onClick={() => void create()}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('settings.createProject')}
            </Button>
            <Button onClick={() => setNewName(null)}>{t('actions.cancel')}</Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
