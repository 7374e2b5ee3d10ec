import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { logout } from '../api/logout';

/** Ends the server session, forgets the stored values and cached answers, and goes to the login page. */
export function LogoutPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { signOut } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    let isCurrent = true;
    logout()
      .catch((error: unknown) => console.error('logout failed', error))
      .finally(() => {
        signOut();
        if (isCurrent) void navigate(pathFor('login', locale), { replace: true });
      });
    return () => {
      isCurrent = false;
    };
    // Runs once per visit of /logout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }} role="status" aria-label={t('common.loading')}>
      <CircularProgress />
    </Box>
  );
}
