import { Navigate, type RouteObject } from 'react-router';
import { aliasesOf, PROTECTED_ROUTES, PUBLIC_ROUTES, type TStaffRouteId } from '@peil/contract/routes';
import type { TStaffRouteHandle } from '../features/shell/components/app-shell';
import { STATIC_PATHS } from '../lib/paths';
import { LoginPageLoad, PageLoading, RootLayout, type TRootRouteHandle } from './root-layout';

type TLazyPage = () => Promise<{ Component: React.ComponentType }>;

// Every page, and the shell around the protected ones, is its own chunk, so charts and editors
// load only where they are used. The login is a page of its own (login.html).
const PUBLIC_PAGES = {
  register: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }),
  forgotPassword: async () => ({
    Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
  }),
  resetPassword: async () => ({
    Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
  }),
  logout: async () => ({ Component: (await import('../features/auth/pages/logout-page')).LogoutPage }),
  statement: async () => ({ Component: (await import('../features/auth/pages/statement-page')).StatementPage }),
  verifyEmail: async () => ({
    Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
  }),
  privacyStatement: async () => ({
    Component: (await import('../features/static-pages/pages/privacy-statement-page')).PrivacyStatementPage,
  }),
  dpa: async () => ({ Component: (await import('../features/static-pages/pages/dpa-page')).DpaPage }),
  benchmarkExplanation: async () => ({
    Component: (await import('../features/static-pages/pages/benchmark-explanation-page')).BenchmarkExplanationPage,
  }),
  newsletter: async () => ({
    Component: (await import('../features/static-pages/pages/newsletter-page')).NewsletterPage,
  }),
  serverStatus: async () => ({
    Component: (await import('../features/status/pages/server-status-page')).ServerStatusPage,
  }),
  shell: async () => ({ Component: (await import('../features/shell/components/app-shell')).AppShell }),
} satisfies Record<string, TLazyPage>;

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

function aliasRoutes(aliases: Parameters<typeof aliasesOf>[0], lazy: TLazyPage): RouteObject[] {
  return aliasesOf(aliases).map((path) => ({ path, lazy }));
}

/** Every staff path: public pages, every alias of every protected page, and the dashboard for the rest. */
export const staffRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: [
      ...aliasesOf(PUBLIC_ROUTES.login).map((path) => ({
        path,
        handle: { isLogin: true } satisfies TRootRouteHandle,
        element: <LoginPageLoad />,
      })),
      ...aliasRoutes(PUBLIC_ROUTES.register, PUBLIC_PAGES.register),
      ...aliasRoutes(PUBLIC_ROUTES.forgotPassword, PUBLIC_PAGES.forgotPassword),
      ...aliasRoutes(PUBLIC_ROUTES.resetPassword, PUBLIC_PAGES.resetPassword),
      ...aliasRoutes(PUBLIC_ROUTES.verifyEmail, PUBLIC_PAGES.verifyEmail),
      { path: STATIC_PATHS.resetPasswordLink, lazy: PUBLIC_PAGES.resetPassword },
      { path: STATIC_PATHS.logout, lazy: PUBLIC_PAGES.logout },
      { path: STATIC_PATHS.statement, lazy: PUBLIC_PAGES.statement },
      { path: STATIC_PATHS.privacyStatement, lazy: PUBLIC_PAGES.privacyStatement },
      { path: STATIC_PATHS.dpaFerring, lazy: PUBLIC_PAGES.dpa },
      { path: STATIC_PATHS.benchmarkExplanation, lazy: PUBLIC_PAGES.benchmarkExplanation },
      { path: STATIC_PATHS.newsletterNl, lazy: PUBLIC_PAGES.newsletter },
      { path: STATIC_PATHS.newsletterEn, lazy: PUBLIC_PAGES.newsletter },
      { path: STATIC_PATHS.restart, lazy: PUBLIC_PAGES.serverStatus },
      { lazy: PUBLIC_PAGES.shell, children: protectedRoutes() },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];
