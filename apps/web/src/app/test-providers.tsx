import type { TStaffLocale } from '@peil/contract/locales';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { initI18n } from '../i18n';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';

/** The app's providers (as in main.tsx) around a memory router, for component tests. */
export function renderableApp(routes: RouteObject[], initialPath: string, locale: TStaffLocale = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  const element = (
    <AppProviders i18n={initI18n(locale)} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  return { router, element, queryClient };
}

/** A fetch stub answering by "METHOD path"; unknown calls get a 404. */
export function stubFetch(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[key] ?? { status: 404, body: { error: { code: 'not_found', message: key } } };
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200 });
  };
  return { fetchStub, calls };
}
