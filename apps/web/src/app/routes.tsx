import { Navigate, type RouteObject } from 'react-router';
import { aliasesOf, PROTECTED_ROUTES, PUBLIC_ROUTES, type TStaffRouteId } from '@peil/contract/routes';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { LogoutPage } from '../features/auth/pages/logout-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { StatementPage } from '../features/auth/pages/statement-page';
import { AppShell, type TStaffRouteHandle } from '../features/shell/components/app-shell';
import { BenchmarkExplanationPage } from '../features/static-pages/pages/benchmark-explanation-page';
import { DpaPage } from '../features/static-pages/pages/dpa-page';
import { NewsletterPage } from '../features/static-pages/pages/newsletter-page';
import { PrivacyStatementPage } from '../features/static-pages/pages/privacy-statement-page';
import { ServerStatusPage } from '../features/status/pages/server-status-page';
import { STATIC_PATHS } from '../lib/paths';
import { PageLoading, RedirectIfLoggedIn, RootLayout } from './root-layout';

type TLazyPage = () => Promise<{ Component: React.ComponentType }>;

// Each protected page is its own chunk, so charts and editors load only where they are used.
const PROTECTED_PAGES: Record<TStaffRouteId, TLazyPage> = {
  dashboard: async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }),
  results: async () => ({ Component: (await import('../features/dashboard/pages/results-page')).ResultsPage }),
  surveys: async () => ({ Component: (await import('../features/surveys/pages/surveys-page')).SurveysPage }),
  newSurvey: async () => ({ Component: (await import('../features/builder/pages/new-survey-page')).NewSurveyPage }),
  editSurvey: async () => ({ Component: (await import('../features/builder/pages/builder-page')).BuilderPage }),
  broadcasts: async () => ({
    Component: (await import('../features/broadcasts/pages/broadcasts-page')).BroadcastsPage,
  }),
  newBroadcast: async () => ({
    Component: (await import('../features/broadcasts/pages/new-broadcast-page')).NewBroadcastPage,
  }),
  benchmark: async () => ({ Component: (await import('../features/benchmark/pages/benchmark-page')).BenchmarkPage }),
  benchmarkTime: async () => ({
    Component: (await import('../features/benchmark/pages/benchmark-time-page')).BenchmarkTimePage,
  }),
  administration: async () => ({
    Component: (await import('../features/administration/pages/administration-page')).AdministrationPage,
  }),
  benchmarkSettings: async () => ({
    Component: (await import('../features/benchmark-settings/pages/benchmark-settings-page')).BenchmarkSettingsPage,
  }),
  benchmarkClusters: async () => ({
    Component: (await import('../features/benchmark-settings/pages/benchmark-clusters-page')).BenchmarkClustersPage,
  }),
  askQuestion: async () => ({
    Component: (await import('../features/ask-question/pages/ask-question-page')).AskQuestionPage,
  }),
};

function protectedRoutes(): RouteObject[] {
  return (Object.keys(PROTECTED_ROUTES) as TStaffRouteId[]).flatMap((routeId) =>
    aliasesOf(PROTECTED_ROUTES[routeId]).map((path) => ({
      path,
      handle: { routeId } satisfies TStaffRouteHandle,
      lazy: PROTECTED_PAGES[routeId],
    })),
  );
}

function aliasRoutes(aliases: Parameters<typeof aliasesOf>[0], element: React.ReactNode): RouteObject[] {
  return aliasesOf(aliases).map((path) => ({ path, element }));
}

/** Every staff path: public pages, every alias of every protected page, and the dashboard for the rest. */
export const staffRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: [
      ...aliasRoutes(
        PUBLIC_ROUTES.login,
        <RedirectIfLoggedIn>
          <LoginPage />
        </RedirectIfLoggedIn>,
      ),
      ...aliasRoutes(PUBLIC_ROUTES.register, <RegisterPage />),
      ...aliasRoutes(PUBLIC_ROUTES.forgotPassword, <ForgotPasswordPage />),
      ...aliasRoutes(PUBLIC_ROUTES.resetPassword, <ResetPasswordPage />),
      { path: STATIC_PATHS.resetPasswordLink, element: <ResetPasswordPage /> },
      { path: STATIC_PATHS.logout, element: <LogoutPage /> },
      { path: STATIC_PATHS.statement, element: <StatementPage /> },
      { path: STATIC_PATHS.privacyStatement, element: <PrivacyStatementPage /> },
      { path: STATIC_PATHS.dpaFerring, element: <DpaPage /> },
      { path: STATIC_PATHS.benchmarkExplanation, element: <BenchmarkExplanationPage /> },
      { path: STATIC_PATHS.newsletterNl, element: <NewsletterPage /> },
      { path: STATIC_PATHS.newsletterEn, element: <NewsletterPage /> },
      { path: STATIC_PATHS.restart, element: <ServerStatusPage /> },
      { element: <AppShell />, children: protectedRoutes() },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];
