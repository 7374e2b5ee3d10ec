import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_NAME_MAX_LENGTH, type TProject } from '@peil/contract/surveys';
import { createProject } from '../api/copy-survey';

type TProps = {
  /** The organisation the project is created in: the copied survey's. */
  organizationId: number;
  onClose: () => void;
  onCreated: (project: TProject) => void;
  onFailed: () => void;
};

/** A name, then POST new_project; the create button stays off while the name is empty. */
export function NewProjectDialog({ organizationId, onClose, onCreated, onFailed }: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => createProject(name.trim(), organizationId),
    onSuccess: (project) => {
      onCreated(project);
      onClose();
    },
    onError: onFailed,
  });
  const canCreate = name.trim() !== '' && !create.isPending;

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (canCreate) create.mutate();
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="new-project-title" fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="new-project-title">{t('newProject.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('newProject.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: PROJECT_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('staff:common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!canCreate}>
            {t('newProject.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
