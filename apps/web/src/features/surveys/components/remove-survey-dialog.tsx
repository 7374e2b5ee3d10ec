import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSurveyListItem } from '@peil/contract/surveys';
import type { TMessage } from '../../../lib/message-dialog';
import { removeSurvey } from '../api/remove-survey';

type TProps = {
  survey: TSurveyListItem;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
  onChanged: () => void;
};

/** Spec §8: asks first, then says whether the survey was removed. */
export function RemoveSurveyDialog({ survey, onClose, onMessage, onChanged }: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const remove = useMutation({
    mutationFn: () => removeSurvey(survey.id),
    onSuccess: () => {
      onChanged();
      onMessage({ title: t('staff:common.successTitle'), text: t('remove.done') });
      onClose();
    },
    onError: () => {
      onMessage({ title: t('staff:common.warningTitle'), text: t('remove.failed') });
      onClose();
    },
  });

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="remove-survey-title"
      aria-describedby="remove-survey-text"
      maxWidth="xs"
    >
      <DialogTitle id="remove-survey-title">{t('remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-survey-text">
          {t('remove.confirm', { name: survey.internal_name })} {t('remove.irreversible')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={remove.isPending}>
          {t('staff:common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t('remove.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
