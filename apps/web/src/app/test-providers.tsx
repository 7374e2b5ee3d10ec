import type { TStaffLocale } from '@peil/contract/locale-codes';
import type { i18n as TI18n } from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { administrationDictionaries } from '../features/administration/i18n/dictionaries';
import { askQuestionDictionaries } from '../features/ask-question/i18n/dictionaries';
import { benchmarkSettingsDictionaries } from '../features/benchmark-settings/i18n/dictionaries';
import { benchmarkDictionaries } from '../features/benchmark/i18n/dictionaries';
import { broadcastsDictionaries } from '../features/broadcasts/i18n/dictionaries';
import { builderDictionaries } from '../features/builder/i18n/dictionaries';
import { dashboardDictionaries } from '../features/dashboard/i18n/dictionaries';
import { exportsDictionaries } from '../features/exports/i18n/dictionaries';
import { surveysDictionaries } from '../features/surveys/i18n/dictionaries';
import { i18n, initI18n, STAFF_NAMESPACE } from '../i18n';
import { staffDictionaries } from '../i18n/staff-dictionaries';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';

const NAMESPACES: Record<string, Record<TStaffLocale, object>> = {
  [STAFF_NAMESPACE]: staffDictionaries,
  administration: administrationDictionaries,
  askQuestion: askQuestionDictionaries,
  benchmarkSettings: benchmarkSettingsDictionaries,
  benchmark: benchmarkDictionaries,
  broadcasts: broadcastsDictionaries,
  builder: builderDictionaries,
  dashboard: dashboardDictionaries,
  exports: exportsDictionaries,
  surveys: surveysDictionaries,
};

/**
 * i18n with every dictionary of every language bundled, so a component test renders its texts
 * at once (the app imports one language at a time); the instance is ready when this returns.
 */
export function initTestI18n(locale: TStaffLocale): TI18n {
  const languages = Object.keys(staffDictionaries) as TStaffLocale[];
  const bundled = Object.fromEntries(
    languages.map((code) => [
      code,
      Object.fromEntries(Object.entries(NAMESPACES).map(([namespace, byLocale]) => [namespace, byLocale[code]])),
    ]),
  ) as Record<TStaffLocale, Record<string, object>>;
  void initI18n(locale, bundled);
  return i18n;
}

/** The app's providers (as in main.tsx) around a memory router, for component tests. */
export function renderableApp(routes: RouteObject[], initialPath: string, locale: TStaffLocale = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const element = (
    <AppProviders i18n={initTestI18n(locale)} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { router, element, queryClient };
}
