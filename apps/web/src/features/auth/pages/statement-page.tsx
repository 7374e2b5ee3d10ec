import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { pathFor, STATIC_PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { checkStatements } from '../api/check-statements';
import { AuthLayout } from '../components/auth-layout';

const STATEMENT_POINTS = ['emails', 'cookies', 'hosting', 'liability', 'breach', 'subprocessors', 'ending'] as const;

export function StatementPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { session, setStatementsSigned } = useSession();
  const navigate = useNavigate();
  const [isAccepted, setIsAccepted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [hasError, setHasError] = useState(false);

  async function handleContinue() {
    if (!session) return;
    setIsSaving(true);
    setHasError(false);
    try {
      await checkStatements({
        username: session.username,
        organization_id: session.organizationId,
        language_locale: locale,
      });
      setStatementsSigned();
      void navigate(pathFor('dashboard', locale), { replace: true });
    } catch (error) {
      console.error('check-statements failed', error);
      setHasError(true);
      setIsSaving(false);
    }
  }

  return (
    <AuthLayout title={t('statement.title')}>
      <Stack spacing={2}>
        <Typography>{t('statement.intro')}</Typography>
        <Typography component="ul" sx={{ pl: 3, m: 0 }}>
          {STATEMENT_POINTS.map((point) => (
            <li key={point}>{t(`statement.${point}`)}</li>
          ))}
        </Typography>
        <Link component={RouterLink} to={STATIC_PATHS.dpaFerring} target="_blank" rel="noopener">
          {t('statement.readFull')}
        </Link>
        {session ? (
          <>
            <FormControlLabel
              control={<Checkbox checked={isAccepted} onChange={(event) => setIsAccepted(event.target.checked)} />}
              label={t('statement.accept')}
            />
            {hasError && <Alert severity="error">{t('statement.error')}</Alert>}
            <Button variant="contained" disabled={!isAccepted || isSaving} onClick={handleContinue}>
              {isSaving ? t('common.loading') : t('common.continue')}
            </Button>
          </>
        ) : (
          // The page is public (spec); only signing it needs a logged-in user.
          <>
            <Alert severity="info">{t('statement.loginToSign')}</Alert>
            <Button component={RouterLink} to={pathFor('login', locale)} variant="contained">
              {t('statement.logIn')}
            </Button>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
