import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClient } from '@peil/contract/administration';
import type { TMessage } from '../../../lib/message-dialog';
import { canExportRespondentCount, formatBytes, isIsoDate, toStaffLocale } from '../administration-rules';
import { downloadRespondentCount } from '../api/respondent-count';
import { DateField } from '../../../lib/date-field';
import { FormDialog } from './form-dialog';

type TProps = { client: TClient; onClose: () => void; onDone: (message: TMessage) => void };

/** Spec §5: start and end date (YYYY-MM-DD); confirm stays disabled until both are given. */
export function RespondentCountDialog({ client, onClose, onDone }: TProps) {
  const { t, i18n } = useTranslation(['administration', 'staff']);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [receivedBytes, setReceivedBytes] = useState(0);
  const canExport = canExportRespondentCount(startDate, endDate);
  const isEndBeforeStart = isIsoDate(startDate) && isIsoDate(endDate) && endDate < startDate;

  const download = useMutation({
    mutationFn: () => {
      setReceivedBytes(0);
      return downloadRespondentCount(
        { clientId: client.id, startDate, endDate, locale: toStaffLocale(i18n.language) },
        setReceivedBytes,
      );
    },
    onSuccess: () => onDone({ title: t('staff:common.successTitle'), text: t('respondentCount.done') }),
  });

  return (
    <FormDialog
      id="respondent-count"
      title={t('respondentCount.title')}
      submitLabel={t('respondentCount.confirm')}
      canSubmit={canExport}
      isPending={download.isPending}
      error={download.isError ? t('errors.generic') : undefined}
      onSubmit={() => download.mutate()}
      onClose={onClose}
      narrow
    >
      <DialogContentText>{t('respondentCount.intro', { name: client.name })}</DialogContentText>
      <DateField
        name="startDate"
        label={t('respondentCount.startDate')}
        value={startDate}
        onChange={setStartDate}
        required
      />
      <DateField
        name="endDate"
        label={t('respondentCount.endDate')}
        value={endDate}
        onChange={setEndDate}
        required
        error={isEndBeforeStart}
        helperText={isEndBeforeStart ? t('respondentCount.endBeforeStart') : undefined}
      />
      {download.isPending && (
        <Stack spacing={0.5} role="status" aria-live="polite">
          <LinearProgress aria-label={t('respondentCount.downloading')} />
          <Typography variant="caption" color="text.secondary">
            {receivedBytes > 0
              ? t('respondentCount.downloaded', { size: formatBytes(receivedBytes, i18n.language) })
              : t('respondentCount.downloading')}
          </Typography>
        </Stack>
      )}
    </FormDialog>
  );
}
