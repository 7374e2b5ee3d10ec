import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useMatches } from 'react-router';
import type { TStaffRouteId } from '@peil/contract/routes';
import { openLoginPage } from '../../../lib/open-login-page';
import { pathFor, STATIC_PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { canOpenRoute } from '../nav-links';
import { MenuIcon } from '../../../lib/icons';
import { Sidebar } from './sidebar';
import { SurveyPicker } from './survey-picker';
import { TopBarMenu } from './top-bar-menu';

const SIDEBAR_WIDTH = 248;

/** Pages whose title is Dashboard, Resultaten or Benchmark (Benchmarking, Référence) show the survey dropdown. */
export const SURVEY_PICKER_ROUTES: readonly TStaffRouteId[] = ['dashboard', 'results', 'benchmark', 'benchmarkTime'];

export type TStaffRouteHandle = { routeId: TStaffRouteId };

function useActiveRouteId(): TStaffRouteId | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as TStaffRouteHandle | undefined;
    if (handle?.routeId) return handle.routeId;
  }
  return null;
}

/** Layout of every protected page: sidebar (a drawer on phones), top bar and the page. */
export function AppShell() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { session } = useSession();
  const activeRouteId = useActiveRouteId();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // One sidebar in the page: permanent from tablet width up, a drawer on phones.
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

  useEffect(() => {
    if (!session) openLoginPage();
  }, [session]);

  if (!session) return null;
  if (session.mustSignStatement) return <Navigate to={STATIC_PATHS.statement} replace />;
  if (activeRouteId && !canOpenRoute(activeRouteId, session.role, session.benchmarkEnabled)) {
    return <Navigate to={pathFor('dashboard', locale)} replace />;
  }

  const title = activeRouteId ? t(`pages.${activeRouteId}`) : t('common.appName');
  const sidebar = <Sidebar activeRouteId={activeRouteId} onNavigate={() => setIsDrawerOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="aside" sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
        {isDesktop ? (
          <Drawer variant="permanent" open sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}>
            {sidebar}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={isDrawerOpen}
            onClose={() => setIsDrawerOpen(false)}
            sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH } }}
          >
            {sidebar}
          </Drawer>
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
            {!isDesktop && (
              <IconButton edge="start" aria-label={t('nav.openNavigation')} onClick={() => setIsDrawerOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, minWidth: 0 }} data-testid="page-title">
              {title}
            </Typography>
            {activeRouteId && SURVEY_PICKER_ROUTES.includes(activeRouteId) && (
              <Box sx={{ order: { xs: 10, md: 0 }, width: { xs: '100%', md: 'auto' }, display: 'flex' }}>
                <SurveyPicker />
              </Box>
            )}
            <TopBarMenu />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
