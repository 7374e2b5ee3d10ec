import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { pathFor } from '../lib/paths';
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

/**
 * The login is its own page (login.html, served for /login): a link or redirect to it within
 * the staff app loads that page. Always its canonical address, which the server answers with
 * login.html, so that no spelling of it (/Login, /login/) loads the staff app again.
 */
export function LoginPageLoad() {
  useEffect(() => window.location.replace(pathFor('login', 'en')), []);
  return <PageLoading />;
}
