import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMailingListItem } from '@peil/contract/broadcasts';
import { ConfirmRemoveDialog } from '../../../lib/confirm-remove-dialog';
import type { TMessage } from '../../../lib/message-dialog';
import { removeBroadcast } from '../api/mailing-lists';

type TProps = {
  list: TMailingListItem;
  onClose: () => void;
  onMessage: (message: TMessage) => void;
  onChanged: () => void;
};

/** Asks first (spec §8: "Are you sure?", cannot be undone), then says how it went. */
export function RemoveBroadcastDialog({ list, onClose, onMessage, onChanged }: TProps) {
  const { t } = useTranslation(['broadcasts', 'staff']);
  const remove = useMutation({
    mutationFn: () => removeBroadcast(list.mailing_list_id),
    onSuccess: () => {
      onChanged();
      onMessage({ title: t('staff:common.successTitle'), text: t('remove.done') });
      onClose();
    },
    onError: () => {
      onMessage({ title: t('staff:common.errorTitle'), text: t('staff:common.genericError') });
      onClose();
    },
  });
  return (
    <ConfirmRemoveDialog
      title={t('remove.title')}
      text={`${t('remove.confirm', { subject: list.subject })} ${t('remove.irreversible')}`}
      submitLabel={t('remove.submit')}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    />
  );
}
