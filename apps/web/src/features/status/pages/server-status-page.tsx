import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { pathFor } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { ROLE } from '@peil/contract/domain';
import { useSession } from '../../../lib/session-context';
import { useRestartServer, useServerStatus } from '../api/status';
import { JobQueueSection } from '../components/job-queue-section';

type TStatusView = { key: 'status.unknown' | 'status.ok' | 'status.unreachable'; color: string; state: string };

/** Pending is 'Onbekend' (orange), an answer 'geen problemen aanwezig' (green), a failure 'Onbereikbaar' (red). */
export function toStatusView(isPending: boolean, isOk: boolean): TStatusView {
  if (isPending) return { key: 'status.unknown', color: '#ed6c02', state: 'unknown' };
  if (isOk) return { key: 'status.ok', color: '#2e7d32', state: 'ok' };
  return { key: 'status.unreachable', color: '#d32f2f', state: 'unreachable' };
}

/** The text for a refused restart: a wrong token, no update host configured, or an update host that failed. */
export function restartErrorKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : null;
  if (code === 'forbidden') return 'status.restartFailed';
  if (code === 'restart_not_configured') return 'status.restartNotConfigured';
  if (code === 'restart_failed') return 'status.restartHostFailed';
  return 'common.genericError';
}

export function ServerStatusPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const status = useServerStatus();
  const { session } = useSession();
  const restart = useRestartServer();
  const [token, setToken] = useState('');
  const view = toStatusView(status.isPending, status.isSuccess && status.data.status === 'ok');

  function handleSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (token.trim() === '' || restart.isPending) return;
    restart.mutate(token.trim());
  }

  return (
    <Box component="main" sx={{ bgcolor: 'grey.100', minHeight: '100vh', py: { xs: 2, md: 6 }, px: 2 }}>
      <Paper sx={{ maxWidth: 520, mx: 'auto', p: { xs: 3, md: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('status.title')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}
          role="status"
          aria-live="polite"
        >
          <Typography>{t('status.server')}:</Typography>
          <Typography sx={{ color: view.color, fontWeight: 700 }} data-testid="server-status" data-state={view.state}>
            {t(view.key)}
          </Typography>
          {status.data?.version && (
            <Typography variant="body2" color="text.secondary">
              ({t('status.version')} {status.data.version})
            </Typography>
          )}
        </Stack>
        <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
          <TextField
            label={t('status.token')}
            name="restartToken"
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={restart.isPending || token.trim() === ''}>
            {restart.isPending ? t('status.restarting') : t('status.restart')}
          </Button>
          {restart.isSuccess && <Alert severity="success">{t('status.restartRequested')}</Alert>}
          {restart.isError && <Alert severity="error">{t(restartErrorKey(restart.error))}</Alert>}
          <Link component={RouterLink} to={pathFor('login', locale)}>
            {t('common.backToLogin')}
          </Link>
        </Stack>
        {session?.role === ROLE.superadmin && (
          <Box sx={{ mt: 4 }}>
            <JobQueueSection />
          </Box>
        )}
      </Paper>
    </Box>
  );
}
