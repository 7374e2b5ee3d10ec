import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useMatches } from 'react-router';
import { pathFor, STATIC_PATHS } from '../lib/paths';
import { useSession } from '../lib/session-context';
import { useLanguage } from '../lib/use-language';

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

/** Marks the login route: the one page that need not wait for the start-up session check. */
export type TRootRouteHandle = { isLogin?: boolean };

/**
 * Waits for the start-up session check, so no page decides on a stale stored session. The login
 * of a browser without a stored session shows at once: the check can only confirm that there is
 * none, or find a live cookie, and then the login sends the user on like any logged-in visit.
 */
export function RootLayout() {
  const { status, session } = useSession();
  const isLogin = useMatches().some((match) => (match.handle as TRootRouteHandle | undefined)?.isLogin);
  return status === 'checking' && !(isLogin && session === null) ? <PageLoading /> : <Outlet />;
}

export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { locale } = useLanguage();
  if (!session) return children;
  return <Navigate to={session.mustSignStatement ? STATIC_PATHS.statement : pathFor('dashboard', locale)} replace />;
}
