import type { TStaffRouteId } from '@peil/contract/routes';
import { isRoleAtLeast, ROLE, type TRole } from '@peil/contract/domain';

export type TNavLinkId =
  | 'dashboard'
  | 'surveys'
  | 'benchmark'
  | 'benchmarkTime'
  | 'broadcasts'
  | 'users'
  | 'editBenchmark'
  | 'askQuestion'
  | 'logout';

/** The sidebar's group headings (spec: the entries "Research" and "Tools"). */
export type TNavGroupId = 'research' | 'tools';

export type TNavLink = { id: TNavLinkId; routeId: TStaffRouteId | null; group: TNavGroupId | null };

/** Links under one heading, or (group null) links without one. */
export type TNavSection = { group: TNavGroupId | null; links: TNavLink[] };

/** The lowest role allowed on each staff route. */
export const ROUTE_MIN_ROLE: Record<TStaffRouteId, TRole> = {
  dashboard: ROLE.observer,
  results: ROLE.observer,
  askQuestion: ROLE.observer,
  surveys: ROLE.researcher,
  // The builder's server calls are superadmin-only (route-access-table.ts).
  newSurvey: ROLE.superadmin,
  editSurvey: ROLE.superadmin,
  broadcasts: ROLE.researcher,
  newBroadcast: ROLE.researcher,
  benchmark: ROLE.researcher,
  benchmarkTime: ROLE.researcher,
  administration: ROLE.admin,
  benchmarkSettings: ROLE.superadmin,
  benchmarkClusters: ROLE.superadmin,
};

const BENCHMARK_ROUTES: readonly TStaffRouteId[] = ['benchmark', 'benchmarkTime'];

export function canOpenRoute(routeId: TStaffRouteId, role: TRole, benchmarkEnabled: 0 | 1): boolean {
  if (BENCHMARK_ROUTES.includes(routeId) && benchmarkEnabled !== 1) return false;
  return isRoleAtLeast(role, ROUTE_MIN_ROLE[routeId]);
}

const ALL_LINKS: TNavLink[] = [
  { id: 'dashboard', routeId: 'dashboard', group: 'research' },
  { id: 'surveys', routeId: 'surveys', group: 'research' },
  { id: 'benchmark', routeId: 'benchmark', group: 'research' },
  { id: 'benchmarkTime', routeId: 'benchmarkTime', group: 'research' },
  { id: 'broadcasts', routeId: 'broadcasts', group: 'tools' },
  { id: 'users', routeId: 'administration', group: 'tools' },
  { id: 'editBenchmark', routeId: 'benchmarkSettings', group: 'tools' },
  { id: 'askQuestion', routeId: 'askQuestion', group: null },
  { id: 'logout', routeId: null, group: null },
];

/** Researchers and above see the Research and Tools headings; an observer's three links need none. */
const LOWEST_ROLE_WITH_GROUPS = ROLE.researcher;

/**
 * Sidebar links by role (spec §6): roles 1-3 see surveys, benchmark (only when enabled) and
 * broadcasts; 1-2 also users; 1 alone edit benchmark; everyone the dashboard, ask a question
 * and logout.
 */
export function navLinksFor(role: TRole, benchmarkEnabled: 0 | 1): TNavLink[] {
  return ALL_LINKS.filter((link) => link.routeId === null || canOpenRoute(link.routeId, role, benchmarkEnabled));
}

/** The sidebar links of navLinksFor, under their headings in the order of the links. */
export function navSectionsFor(role: TRole, benchmarkEnabled: 0 | 1): TNavSection[] {
  const sections: TNavSection[] = [];
  for (const link of navLinksFor(role, benchmarkEnabled)) {
    const group = isRoleAtLeast(role, LOWEST_ROLE_WITH_GROUPS) ? link.group : null;
    const last = sections.at(-1);
    if (last && last.group === group) last.links.push(link);
    else sections.push({ group, links: [link] });
  }
  return sections;
}
