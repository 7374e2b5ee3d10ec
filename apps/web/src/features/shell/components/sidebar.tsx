import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TStaffRouteId } from '@peil/contract/routes';
import { pathFor, STATIC_PATHS } from '../../../lib/paths';
import { useRequiredSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { navLinksFor, type TNavLink } from '../nav-links';

type TSidebarProps = { activeRouteId: TStaffRouteId | null; onNavigate: () => void };

export function Sidebar({ activeRouteId, onNavigate }: TSidebarProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const location = useLocation();
  const session = useRequiredSession();
  const links = navLinksFor(session.role, session.benchmarkEnabled);

  function targetOf(link: TNavLink) {
    if (link.routeId === null) return STATIC_PATHS.logout;
    // The dashboard link keeps the current query string (spec §2).
    if (link.routeId === 'dashboard') return { pathname: pathFor('dashboard', locale), search: location.search };
    return pathFor(link.routeId, locale);
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ px: 2, py: 2 }}>
        <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {t('common.appName')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, '& dt': { fontSize: 12, color: 'text.secondary' }, '& dd': { m: 0, mb: 0.5 } }}
        >
          <dt>{t('shell.username')}</dt>
          <dd data-testid="sidebar-username">{session.username}</dd>
          <dt>{t('shell.organization')}</dt>
          <dd data-testid="sidebar-organization">{session.organizationName}</dd>
          <dt>{t('shell.role')}</dt>
          <dd data-testid="sidebar-role">{t(`roles.${session.role}`)}</dd>
        </Box>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.mainNavigation')} sx={{ flexGrow: 1 }}>
        <List>
          {links.map((link) => (
            <ListItemButton
              key={link.id}
              component={RouterLink}
              to={targetOf(link)}
              selected={isActive(link, activeRouteId)}
              aria-current={isActive(link, activeRouteId) ? 'page' : undefined}
              onClick={onNavigate}
              data-nav-link={link.id}
            >
              <ListItemText primary={t(`nav.${link.id}`)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 1 }} data-testid="sidebar-version">
        {t('shell.version')} {session.versionNumber}
      </Typography>
    </Box>
  );
}

function isActive(link: TNavLink, activeRouteId: TStaffRouteId | null): boolean {
  if (link.routeId === null || activeRouteId === null) return false;
  if (link.routeId === activeRouteId) return true;
  const related: Partial<Record<TStaffRouteId, TStaffRouteId[]>> = {
    dashboard: ['results'],
    surveys: ['newSurvey', 'editSurvey'],
    broadcasts: ['newBroadcast'],
    benchmarkSettings: ['benchmarkClusters'],
  };
  return related[link.routeId]?.includes(activeRouteId) ?? false;
}
