import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
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

/** Waits for the start-up session check, so no page decides on a stale stored session. */
export function RootLayout() {
  const { status } = useSession();
  return status === 'checking' ? <PageLoading /> : <Outlet />;
}

export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { locale } = useLanguage();
  if (!session) return children;
  return <Navigate to={session.mustSignStatement ? STATIC_PATHS.statement : pathFor('dashboard', locale)} replace />;
}
