import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddIcon, EditIcon } from '../../../lib/icons';
import { pathFor } from '../../../lib/paths';
import { useRequiredSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { benchmarkSettingsKeys } from '../api/query-keys';
import { useBenchmarkSettingsList } from '../api/settings';
import { canEditBenchmarkSettings } from '../benchmark-settings-rules';
import { SettingDialog } from '../components/setting-dialog';
import '../i18n';

/** 'new' opens the dialog for a new setting, a number for that setting. */
type TOpenDialog = { settingId: number | null } | null;

export function BenchmarkSettingsPage() {
  const { t } = useTranslation('benchmarkSettings');
  const { role } = useRequiredSession();
  if (!canEditBenchmarkSettings(role)) {
    return (
      <Alert severity="warning" role="alert">
        {t('errors.noAccess')}
      </Alert>
    );
  }
  return <BenchmarkSettingsList />;
}

function BenchmarkSettingsList() {
  const { t } = useTranslation('benchmarkSettings');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const list = useBenchmarkSettingsList();
  const [dialog, setDialog] = useState<TOpenDialog>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('list.intro')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ settingId: null })}
          sx={{ flexShrink: 0 }}
        >
          {t('list.createNew')}
        </Button>
      </Stack>

      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-label={t('list.loading')}>
          <CircularProgress />
        </Box>
      )}
      {list.isError && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.error')}
        </Alert>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="settings-empty">
          {t('list.empty')}
        </Typography>
      )}
      {list.isSuccess && list.data.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('list.caption')} disablePadding>
            {list.data.map((setting, index) => (
              <ListItem
                key={setting.id}
                divider={index < list.data.length - 1}
                sx={{ flexWrap: 'wrap', gap: 1 }}
                data-testid={`setting-${setting.id}`}
              >
                <ListItemText primary={setting.name} sx={{ flex: '1 1 200px', minWidth: 0 }} />
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<EditIcon />}
                    onClick={() => setDialog({ settingId: setting.id })}
                    aria-label={t('list.editNamed', { name: setting.name })}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    size="small"
                    component={Link}
                    to={pathFor('benchmarkClusters', locale, { id: setting.id })}
                    aria-label={t('list.clustersNamed', { name: setting.name })}
                  >
                    {t('list.clusters')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}

      {dialog && (
        <SettingDialog
          settingId={dialog.settingId}
          onClose={() => setDialog(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: benchmarkSettingsKeys.all })}
        />
      )}
    </Stack>
  );
}
