import type { TStaffRouteId } from '@peil/contract/routes';
import type { TRole } from '@peil/contract/roles';

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

export type TNavLink = { id: TNavLinkId; routeId: TStaffRouteId | null };

/** Lowest rank (highest role number) allowed on each staff route; roles are 1 (highest) to 4. */
export const ROUTE_MAX_ROLE: Record<TStaffRouteId, TRole> = {
  dashboard: 4,
  results: 4,
  askQuestion: 4,
  surveys: 3,
  newSurvey: 3,
  editSurvey: 3,
  broadcasts: 3,
  newBroadcast: 3,
  benchmark: 3,
  benchmarkTime: 3,
  administration: 2,
  benchmarkSettings: 1,
  benchmarkClusters: 1,
};

const BENCHMARK_ROUTES: readonly TStaffRouteId[] = ['benchmark', 'benchmarkTime'];

export function canOpenRoute(routeId: TStaffRouteId, role: TRole, benchmarkEnabled: 0 | 1): boolean {
  if (BENCHMARK_ROUTES.includes(routeId) && benchmarkEnabled !== 1) return false;
  return role <= ROUTE_MAX_ROLE[routeId];
}

const ALL_LINKS: TNavLink[] = [
  { id: 'dashboard', routeId: 'dashboard' },
  { id: 'surveys', routeId: 'surveys' },
  { id: 'benchmark', routeId: 'benchmark' },
  { id: 'benchmarkTime', routeId: 'benchmarkTime' },
  { id: 'broadcasts', routeId: 'broadcasts' },
  { id: 'users', routeId: 'administration' },
  { id: 'editBenchmark', routeId: 'benchmarkSettings' },
  { id: 'askQuestion', routeId: 'askQuestion' },
  { id: 'logout', routeId: null },
];

/**
 * Sidebar links by role (spec §6): roles 1-3 see surveys, benchmark (only when enabled) and
 * broadcasts; 1-2 also users; 1 alone edit benchmark; everyone the dashboard, ask a question
 * and logout.
 */
export function navLinksFor(role: TRole, benchmarkEnabled: 0 | 1): TNavLink[] {
  return ALL_LINKS.filter((link) => link.routeId === null || canOpenRoute(link.routeId, role, benchmarkEnabled));
}
