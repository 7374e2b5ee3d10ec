import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBenchmarkExcelRequest } from '@peil/contract/benchmark';
import { downloadBenchmarkExport } from '../api/export-benchmark';
import { BENCHMARK_NAMESPACE } from '../i18n';
import type { TBenchmarkMetric } from '../logic/metrics';
import { errorMessageOf } from '../logic/view-state';

type TExportButtonProps = {
  metric: TBenchmarkMetric;
  /** Null while there is nothing to export (no data, or a period still missing). */
  request: TBenchmarkExcelRequest | null;
  fileName: string;
};

/** XLSX of what the screen shows; spec §5: disabled without data. */
export function ExportButton({ metric, request, fileName }: TExportButtonProps) {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const startExport = async () => {
    if (!request) return;
    setIsBusy(true);
    setError(null);
    try {
      await downloadBenchmarkExport(metric, request, fileName);
    } catch (failure) {
      setError(failure);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => void startExport()}
        disabled={request === null || isBusy}
        startIcon={isBusy ? <CircularProgress size={16} aria-label={t('export.busy')} /> : undefined}
        data-testid="benchmark-export"
      >
        {t('export.button')}
      </Button>
      <Snackbar open={error !== null} autoHideDuration={8000} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)} variant="filled">
          {t('states.errorLabel')}: {t('export.failed')} {errorMessageOf(error, '')}
        </Alert>
      </Snackbar>
    </>
  );
}
