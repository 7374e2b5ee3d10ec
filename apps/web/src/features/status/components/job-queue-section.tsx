import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { instantFormat } from '../../../lib/time-zone';
import { useLanguage } from '../../../lib/use-language';
import { useJobQueueStatus } from '../api/status';
import { intlLocale } from '../../../lib/format';

/** Waiting, running and failed jobs per queue, and the last failures with their error. */
export function JobQueueSection() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const jobs = useJobQueueStatus(true);
  const dateTime = instantFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <Stack spacing={1} component="section" aria-labelledby="job-queue-title" data-testid="job-queue">
      <Typography variant="h6" component="h2" id="job-queue-title">
        {t('status.jobs.title')}
      </Typography>
      {jobs.isError && <Alert severity="error">{t('status.jobs.loadError')}</Alert>}
      {jobs.data && (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('status.jobs.queue')}</TableCell>
                <TableCell align="right">{t('status.jobs.waiting')}</TableCell>
                <TableCell align="right">{t('status.jobs.running')}</TableCell>
                <TableCell align="right">{t('status.jobs.failed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.data.queues.map((queue) => (
                <TableRow key={queue.name} data-queue={queue.name}>
                  <TableCell>{queue.name}</TableCell>
                  <TableCell align="right">{queue.waiting}</TableCell>
                  <TableCell align="right">{queue.running}</TableCell>
                  <TableCell align="right" sx={queue.failed > 0 ? { color: 'error.main', fontWeight: 700 } : undefined}>
                    {queue.failed}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="subtitle2" component="h3">
            {t('status.jobs.lastFailed')}
          </Typography>
          {jobs.data.lastFailed.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('status.jobs.noFailures')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
              {jobs.data.lastFailed.map((job) => (
                <li key={job.id}>
                  <Typography variant="body2">
                    {job.queue} · {job.failedAt ? dateTime.format(new Date(job.failedAt)) : ''} ·{' '}
                    {t('status.jobs.attempts', { count: job.attempts })}
                  </Typography>
                  <Typography variant="body2" color="error.main" sx={{ wordBreak: 'break-word' }}>
                    {job.error}
                  </Typography>
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
