import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { TStaffRouteId } from '@peil/contract/routes';
import { pathFor, STATIC_PATHS } from '../../../lib/paths';
import { useRequiredSession } from '../../../lib/session-context';
import { useLanguage } from '../../../lib/use-language';
import { navSectionsFor, type TNavLink } from '../nav-links';

type TSidebarProps = { activeRouteId: TStaffRouteId | null; onNavigate: () => void };

export function Sidebar({ activeRouteId, onNavigate }: TSidebarProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const location = useLocation();
  const session = useRequiredSession();
  const sections = navSectionsFor(session.role, session.benchmarkEnabled);

  function targetOf(link: TNavLink) {
    if (link.routeId === null) return STATIC_PATHS.logout;
    // The dashboard link keeps the current query string (spec §2).
    if (link.routeId === 'dashboard') return { pathname: pathFor('dashboard', locale), search: location.search };
    return pathFor(link.routeId, locale);
  }

  function renderLink(link: TNavLink) {
    const isCurrent = isActive(link, activeRouteId);
    return (
      <ListItem key={link.id} disablePadding>
        <ListItemButton
          component={RouterLink}
          to={targetOf(link)}
          selected={isCurrent}
          aria-current={isCurrent ? 'page' : undefined}
          onClick={onNavigate}
          data-nav-link={link.id}
        >
          <ListItemText primary={t(`nav.${link.id}`)} />
        </ListItemButton>
      </ListItem>
    );
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
      {/* A list of links and of headed sub-lists, so screen readers announce the groups and their sizes. */}
      <Box component="nav" aria-label={t('nav.mainNavigation')} sx={{ flexGrow: 1 }}>
        <List>
          {sections.map((section) =>
            section.group === null ? (
              section.links.map(renderLink)
            ) : (
              <li key={section.group}>
                <ListSubheader
                  component="h2"
                  id={`nav-group-${section.group}`}
                  disableSticky
                  sx={{ lineHeight: 2.5, mt: 1, fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.5 }}
                >
                  {t(`nav.groups.${section.group}`)}
                </ListSubheader>
                <List disablePadding aria-labelledby={`nav-group-${section.group}`}>
                  {section.links.map(renderLink)}
                </List>
              </li>
            ),
          )}
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
