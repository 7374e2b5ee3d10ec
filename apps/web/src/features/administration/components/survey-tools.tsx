import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSurveyListItem } from '@peil/contract/surveys';
import type { TMessage } from '../../../lib/message-dialog';
import { getSurveyList, NewProjectDialog, TranslationsDialog } from '../../surveys';
import { administrationKeys } from '../api/query-keys';

type TProps = {
  /** The organisation a new project is made in; null while none is chosen. */
  organization: { id: number; name: string } | null;
  /** The translations chooser edits survey settings: a superadmin's task. */
  canChooseTranslations: boolean;
  onMessage: (message: TMessage) => void;
};

/** Spec §2: the new-project and translations dialogs, reachable from Administration too. */
export function SurveyTools({ organization, canChooseTranslations, onMessage }: TProps) {
  const { t } = useTranslation(['administration', 'staff']);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'project' | 'translations' | null>(null);
  const close = () => setOpen(null);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" disabled={organization === null} onClick={() => setOpen('project')}>
        {t('tools.newProject')}
      </Button>
      {canChooseTranslations && (
        <Button variant="outlined" onClick={() => setOpen('translations')}>
          {t('tools.translations')}
        </Button>
      )}
      {open === 'project' && organization && (
        <NewProjectDialog
          organizationId={organization.id}
          onClose={close}
          onCreated={(project) => {
            void queryClient.invalidateQueries({ queryKey: administrationKeys.projects(organization.id) });
            void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
            onMessage({
              title: t('staff:common.successTitle'),
              text: t('tools.projectCreated', { name: project.name, organization: organization.name }),
            });
          }}
          onFailed={() => onMessage({ title: t('staff:common.errorTitle'), text: t('errors.generic') })}
        />
      )}
      {open === 'translations' && <SurveyTranslations onClose={close} onMessage={onMessage} />}
    </Stack>
  );
}

/** The translations chooser needs a survey: it is picked first. */
function SurveyTranslations({ onClose, onMessage }: { onClose: () => void; onMessage: (message: TMessage) => void }) {
  const { t } = useTranslation(['administration', 'staff']);
  const queryClient = useQueryClient();
  const surveys = useQuery({ queryKey: ['surveys', 'list'], queryFn: getSurveyList });
  const [surveyId, setSurveyId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<TSurveyListItem | null>(null);
  if (chosen) {
    return (
      <TranslationsDialog
        survey={chosen}
        onClose={onClose}
        onMessage={onMessage}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ['surveys'] })}
      />
    );
  }
  const choices = surveys.data ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby="translations-survey-title" fullWidth maxWidth="xs">
      <DialogTitle id="translations-survey-title">{t('tools.translations')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('tools.survey')}
          value={surveyId ?? ''}
          onChange={(event) => setSurveyId(Number(event.target.value))}
          disabled={!surveys.isSuccess}
          error={surveys.isError}
          helperText={surveys.isError ? t('common.loadError') : undefined}
        >
          {choices.map((survey) => (
            <MenuItem key={survey.id} value={survey.id}>
              {survey.internal_name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff:common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={surveyId === null}
          onClick={() => setChosen(choices.find((survey) => survey.id === surveyId) ?? null)}
        >
          {t('tools.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
