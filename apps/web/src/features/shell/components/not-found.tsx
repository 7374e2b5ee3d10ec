import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** 'Niet gevonden' for a thing that does not exist or is not the user's (a survey id in a link, say). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('common.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('common.notFoundText')}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        {t('common.toDashboard')}
      </Button>
    </Box>
  );
}
