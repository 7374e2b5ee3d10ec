import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function BenchmarkPage() {
  const { t } = useTranslation();
  return (
    <Typography variant="h5" component="h2">
      {t('pages.benchmark')}
    </Typography>
  );
}
