import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginPage } from '../../../lib/open-login-page';
import { useSession } from '../../../lib/session-context';
import { logout } from '../api/logout';

/** Ends the server session, forgets the stored values and cached answers, and goes to the login page. */
export function LogoutPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();

  useEffect(() => {
    let isCurrent = true;
    logout()
      .catch((error: unknown) => console.error('logout failed', error))
      .finally(() => {
        signOut();
        if (isCurrent) openLoginPage();
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
