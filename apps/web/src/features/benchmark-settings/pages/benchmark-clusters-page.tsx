import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ZDbIdFromText } from '@peil/contract/ids';
import { ApiError } from '../../../lib/api-client';
import { pathFor } from '../../../lib/paths';
import { useRequiredSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { NotFound } from '../../shell';
import { useBenchmarkSetting } from '../api/settings';
import { canEditBenchmarkSettings } from '../benchmark-settings-rules';
import { ClusterEditor } from '../components/cluster-editor';
import '../i18n';

/** The cluster screen for one setting (spec §2), at /benchmark-clusters-aanpassen/:id. */
export function BenchmarkClustersPage() {
  const { t } = useTranslation('benchmarkSettings');
  const { role } = useRequiredSession();
  const parsedId = ZDbIdFromText.safeParse(useParams().id);
  if (!canEditBenchmarkSettings(role)) {
    return (
      <Alert severity="warning" role="alert">
        {t('errors.noAccess')}
      </Alert>
    );
  }
  if (!parsedId.success) return <NotFound />;
  return <SettingClusters settingsId={parsedId.data} />;
}

function SettingClusters({ settingsId }: { settingsId: number }) {
  const { t } = useTranslation('benchmarkSettings');
  const { locale } = useLanguage();
  const setting = useBenchmarkSetting(settingsId);

  if (setting.error instanceof ApiError && setting.error.status === 404) return <NotFound />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Box>
        <Button component={Link} to={pathFor('benchmarkSettings', locale)} size="small">
          ← {t('page.back')}
        </Button>
      </Box>
      {setting.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label={t('list.loading')}>
          <CircularProgress />
        </Box>
      )}
      {setting.isError && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void setting.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('dialog.loadFailed')}
        </Alert>
      )}
      {setting.data && (
        <>
          <Box>
            <Typography variant="h5" component="h2" data-testid="setting-name">
              {setting.data.name}
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {setting.data.description || t('page.noDescription')}
            </Typography>
          </Box>
          <ClusterEditor settingsId={settingsId} />
        </>
      )}
    </Stack>
  );
}
