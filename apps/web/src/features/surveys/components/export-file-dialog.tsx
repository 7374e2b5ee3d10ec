import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSurveyListItem } from '@peil/contract/surveys';
import type { TMessage } from '../../../lib/message-dialog';
import { saveFile } from '../../../lib/save-file';
import { getSurveyFile } from '../api/survey-file';
import { surveyFileName } from '../survey-file-rules';

type TProps = { survey: TSurveyListItem; onClose: () => void; onMessage: (message: TMessage) => void };

/** Fetches the survey as a file, hands it to the browser's save dialog and closes. */
export function ExportFileDialog({ survey, onClose, onMessage }: TProps) {
  const { t } = useTranslation(['surveys', 'staff']);
  const file = useQuery({
    queryKey: ['surveys', 'export-file', survey.id],
    queryFn: () => getSurveyFile(survey.id),
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (file.isSuccess) {
      const json = `${JSON.stringify(file.data, null, 2)}\n`;
      saveFile(new Blob([json], { type: 'application/json' }), surveyFileName(survey.internal_name));
      onClose();
    } else if (file.isError) {
      onMessage({ title: t('staff:common.errorTitle'), text: t('files.exportFailed') });
      onClose();
    }
    // Only the change of the request's state matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file.status]);

  return (
    <Dialog open aria-labelledby="export-file-title" fullWidth maxWidth="xs">
      <DialogTitle id="export-file-title">{t('files.exportTitle', { name: survey.internal_name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('files.exporting')}</DialogContentText>
        <LinearProgress aria-label={t('files.exporting')} />
      </DialogContent>
    </Dialog>
  );
}
