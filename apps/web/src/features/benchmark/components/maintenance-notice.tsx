import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathFor } from '../../../lib/paths';
import { BENCHMARK_NAMESPACE } from '../i18n';

/** Spec §2: the maintenance screen links back to /vragenlijsten (every language's alias leads there). */
const SURVEYS_PATH = pathFor('surveys', 'nl');

/** Spec §2, §8: shown while the benchmark API answers 503 or cannot be reached. */
export function MaintenanceNotice() {
  const { t } = useTranslation(BENCHMARK_NAMESPACE);
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status" data-testid="benchmark-maintenance">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('maintenance.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('maintenance.text')}
      </Typography>
      <Button component={RouterLink} to={SURVEYS_PATH} variant="contained">
        {t('maintenance.back')}
      </Button>
    </Paper>
  );
}
