// @vitest-environment happy-dom
import { API, endpointPath } from '@peil/contract/api';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

// The whole entry, as the browser runs it: the survey list must not wait in line behind the
// session check, the shell's code and the dashboard's mount.
it('asks for the survey list on /dashboard before the session check has answered', async () => {
  const paths: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    paths.push(new URL(input, 'http://localhost').pathname);
    return new Promise<Response>(() => {});
  });
  history.replaceState(null, '', '/dashboard');
  document.body.innerHTML = '<div id="root"></div>';
  await import('./main');
  await vi.waitFor(() => expect(paths).toContain(endpointPath(API.results.projectsSummary)), { timeout: 5000 });
  expect(paths.filter((path) => path === endpointPath(API.auth.sessionValid))).toHaveLength(1);
});
