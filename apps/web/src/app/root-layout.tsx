import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { openLoginPage } from '../lib/open-login-page';
import { useSession } from '../lib/session-context';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      // Padding, not margin: a first child's margin collapses through <body>, which then counts
      // as a layout shift when the page replaces this.
      sx={{ display: 'flex', justifyContent: 'center', pt: 10 }}
      role="status"
      aria-label={t('shell.sessionChecking')}
    >
      <CircularProgress />
    </Box>
  );
}

/** Marks the login route: it leaves the staff app without waiting for the start-up session check. */
export type TRootRouteHandle = { isLogin?: boolean };

/** Waits for the start-up session check, so no page decides on a stale stored session. */
export function RootLayout() {
  const { status } = useSession();
  const isLogin = useMatches().some((match) => (match.handle as TRootRouteHandle | undefined)?.isLogin);
  return status === 'checking' && !isLogin ? <PageLoading /> : <Outlet />;
}

/** Where the staff app's router meets /login (a link, a redirect): it loads the login page. */
export function LoginPageLoad() {
  useEffect(openLoginPage, []);
  return <PageLoading />;
}
