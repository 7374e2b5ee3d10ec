import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSurveyListItem } from '@peil/contract/surveys';
import { ConfirmRemoveDialog } from '../../../lib/confirm-remove-dialog';
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
    <ConfirmRemoveDialog
      title={t('remove.title')}
      text={`${t('remove.confirm', { name: survey.internal_name })} ${t('remove.irreversible')}`}
      submitLabel={t('remove.submit')}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    />
  );
}
