import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { initI18n } from '../i18n';
import { SessionProvider } from '../lib/session-context';
import { createQueryClient } from './query-client';

/** The app's providers around a memory router, for component tests. */
export function renderableApp(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const element = (
    <I18nextProvider i18n={initI18n('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { router, element };
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
