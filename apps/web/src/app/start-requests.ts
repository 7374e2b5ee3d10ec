import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { getSurveyStart, surveyNameQuery, surveyTranslationsQuery } from '../features/dashboard/api/get-survey-details';
import { surveyResultsQuery } from '../features/dashboard/api/get-survey-results';
import { dashboardKeys } from '../features/dashboard/api/query-keys';
import { todayIsoDate } from '../features/dashboard/logic/date-range';
import { toRequestFilters } from '../features/dashboard/logic/result-filters';
import { projectsSummaryQueryOptions } from '../features/shell/api/get-projects-summary';
import { toSurveyOptions } from '../features/shell/survey-options';
import { sessionValidityQuery } from '../lib/session-context';
import { readSelectedSurvey } from '../lib/session-storage';
import type { TStaffRouteHandle } from '../features/shell/components/app-shell';

// A failed start is the screen's to show: its own query finds the error in the cache.
const ignore = () => undefined;

/**
 * An answer that came in before its screen mounted would be stale at once and asked again on
 * mount (the screens keep the default staleTime of 0): the results twice, at start-up.
 */
const START_UP_FRESH_MS = 30_000;

function keepFreshForFirstMount(queryClient: QueryClient, ...queryKeys: QueryKey[]) {
  for (const queryKey of queryKeys) queryClient.setQueryDefaults(queryKey, { staleTime: START_UP_FRESH_MS });
}

/** The pages that show the dashboard screen; every unknown path is sent to /dashboard. */
function showsDashboard(routes: RouteObject[], pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!leaf) return false;
  const routeId = (leaf.handle as TStaffRouteHandle | undefined)?.routeId;
  return routeId === 'dashboard' || routeId === 'results' || leaf.path === '*';
}

/**
 * A survey's first requests, as SurveyDashboard asks them: name and start date at once, then
 * the results and languages of the whole period with no filter, which wait for the start date.
 */
async function startSurveyRequests(queryClient: QueryClient, surveyId: number, locale: string) {
  const nameQuery = surveyNameQuery(surveyId, locale);
  const startQuery = { queryKey: dashboardKeys.start(surveyId), queryFn: () => getSurveyStart(surveyId) };
  keepFreshForFirstMount(queryClient, nameQuery.queryKey, startQuery.queryKey);
  void queryClient.query(nameQuery).catch(ignore);
  const startDate = await queryClient.query(startQuery).catch(() => null);
  if (!startDate) return;
  const scope = { fromDate: startDate, toDate: todayIsoDate(), filter: toRequestFilters([]), translationFilter: [] };
  const resultsQuery = surveyResultsQuery(surveyId, scope, locale);
  const translationsQuery = surveyTranslationsQuery(surveyId, scope);
  keepFreshForFirstMount(queryClient, resultsQuery.queryKey, translationsQuery.queryKey);
  void queryClient.query(resultsQuery).catch(ignore);
  void queryClient.query(translationsQuery).catch(ignore);
}

/**
 * Starts the requests the first screen waits on while the app's code is still loading, so they
 * no longer run one after the other (session check, shell, survey list, dashboard, results).
 * Each lands in the query cache under the key its screen uses, which then finds it in flight.
 * Without a session they answer 401 like the screens' own would: the app signs out as before.
 */
export function startFirstRequests(
  queryClient: QueryClient,
  routes: RouteObject[],
  pathname: string,
  locale: string,
): void {
  void queryClient.query(sessionValidityQuery()).catch(ignore);
  if (!showsDashboard(routes, pathname)) return;
  const storedSurveyId = readSelectedSurvey();
  if (storedSurveyId !== null) void startSurveyRequests(queryClient, storedSurveyId, locale);
  void queryClient
    .query(projectsSummaryQueryOptions())
    .then((surveys) => {
      // The survey picker's choice when the stored survey is not offered: the first one.
      const offered = toSurveyOptions(surveys).map((option) => option.surveyId);
      if (storedSurveyId !== null && offered.includes(storedSurveyId)) return;
      if (offered[0] !== undefined) void startSurveyRequests(queryClient, offered[0], locale);
    })
    .catch(ignore);
}
