import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../api/download-file';
import type { TExportContext, TExportKind } from '../api/export-requests';
import { EXPORTS_NAMESPACE } from '../i18n';

const KINDS: readonly TExportKind[] = ['xlsx', 'pdf', 'pdfTextOnly'];

// Needed only while there is nothing to export: kept out of the dashboard's first load.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type TExportDialogProps = {
  /** Null without a selected survey. */
  context: TExportContext | null;
  hasData: boolean;
};

/** The export button of the dashboard and its dialog: XLSX, PDF report and PDF with open answers. */
export function ExportButton({ context, hasData }: TExportDialogProps) {
  const { t } = useTranslation(EXPORTS_NAMESPACE);
  const [isOpen, setIsOpen] = useState(false);
  const isEnabled = context !== null && hasData;
  const button = (
    <Button variant="contained" onClick={() => setIsOpen(true)} disabled={!isEnabled} data-testid="export-open">
      {t('open')}
    </Button>
  );
  return (
    <>
      {context !== null && !hasData ? (
        <Suspense fallback={<span>{button}</span>}>
          <Tooltip title={t('noData')}>
            <span>{button}</span>
          </Tooltip>
        </Suspense>
      ) : (
        button
      )}
      {isOpen && context && <ExportDialog context={context} onClose={() => setIsOpen(false)} />}
    </>
  );
}

function ExportDialog({ context, onClose }: { context: TExportContext; onClose: () => void }) {
  const { t } = useTranslation(EXPORTS_NAMESPACE);
  const [header, setHeader] = useState(context.surveyName);
  const [runningKind, setRunningKind] = useState<TExportKind | null>(null);
  const [isFailed, setIsFailed] = useState(false);

  async function runExport(kind: TExportKind) {
    setRunningKind(kind);
    setIsFailed(false);
    try {
      await downloadExport(kind, context, header);
    } catch (error) {
      console.error('export failed', error);
      setIsFailed(true);
    } finally {
      setRunningKind(null);
    }
  }

  return (
    <Dialog open onClose={runningKind ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="export-title">
      <DialogTitle id="export-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('header')}
            helperText={t('headerHint')}
            value={header}
            onChange={(event) => setHeader(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            disabled={runningKind !== null}
          />
          <Stack spacing={1}>
            {KINDS.map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                fullWidth
                onClick={() => void runExport(kind)}
                disabled={runningKind !== null}
                data-testid={`export-${kind}`}
              >
                {t(kind)}
              </Button>
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('scope')}
          </Typography>
          {runningKind && (
            <div role="status">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('running')}
              </Typography>
              <LinearProgress />
            </div>
          )}
          {isFailed && <Alert severity="error">{t('failed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={runningKind !== null}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
