// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@peil/contract/api';
import { renderableApp } from '../../../app/test-providers';
import { on, stubEndpoints } from '../../../test/stub-endpoints';
import { ServerStatusPage, toStatusView } from './server-status-page';

describe('server status page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('maps pending, healthy and failed checks to orange, green and red', () => {
    expect(toStatusView(true, false)).toMatchObject({ key: 'status.unknown', color: '#ed6c02' });
    expect(toStatusView(false, true)).toMatchObject({ key: 'status.ok', color: '#2e7d32' });
    expect(toStatusView(false, false)).toMatchObject({ key: 'status.unreachable', color: '#d32f2f' });
  });

  it('shows the status and sends the typed token; the button needs a token', async () => {
    const { bodiesTo } = stubEndpoints(
      on(API.auth.sessionValid, { body: { valid: false } }),
      on(API.status.health, {
        body: {
          status: 'ok',
          version: '9.9.9',
          uptimeSeconds: 1,
          database: { kind: 'pglite', ok: true, latencyMs: 1 },
        },
      }),
      on(API.restart.restart, { body: { ok: true } }),
    );
    const { element } = renderableApp([{ path: '/restart', element: <ServerStatusPage /> }], '/restart');
    render(element);
    await waitFor(() => expect(screen.getByTestId('server-status').textContent).toBe('no problems present'));
    const button = screen.getByRole('button', { name: 'Restart server' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Restart token'), { target: { value: 'secret-token' } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    await screen.findByText('The restart has been requested.');
    expect(bodiesTo(API.restart.restart)).toEqual([{ token: 'secret-token' }]);
  });

  it.each([
    [403, 'forbidden', 'The restart failed. Check the token.'],
    [503, 'restart_not_configured', 'Restarting is not set up on this server (RESTART_URL is missing).'],
    [502, 'restart_failed', 'The update server could not be reached or refused the restart.'],
  ] as const)("explains a refused restart (%i %s) in the user's language", async (status, code, text) => {
    stubEndpoints(
      on(API.auth.sessionValid, { body: { valid: false } }),
      on(API.status.health, { status: 503, body: {} }),
      on(API.restart.restart, { status, body: { error: { code, message: 'English fallback' } } }),
    );
    const { element } = renderableApp([{ path: '/restart', element: <ServerStatusPage /> }], '/restart');
    render(element);
    fireEvent.change(await screen.findByLabelText('Restart token'), { target: { value: 'secret-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restart server' }));
    await screen.findByText(text);
    expect(screen.queryByText('The restart has been requested.')).toBeNull();
  });

  it('shows a superadmin the job queue with the last failure; other roles do not ask for it', async () => {
    const healthy = {
      status: 'ok',
      version: '9.9.9',
      uptimeSeconds: 1,
      database: { kind: 'pglite', ok: true, latencyMs: 1 },
    } as const;
    const session = {
      valid: true,
      username: 'beheerder',
      organization_id: 3,
      organization_name: 'Kliniek Amsterdam',
      versionNumber: '1.0.0',
      role: 1,
      benchmark_enabled: 1,
      signed_statements: 1,
      requires_signed_statement: false,
      language_locale: 'en',
      time_zone: 'Europe/Amsterdam',
    } as const;
    const superadmin = stubEndpoints(
      on(API.auth.sessionValid, { body: session }),
      on(API.status.health, { body: healthy }),
      on(API.jobs.queueStatus, {
        body: {
          queues: [{ name: 'mail', waiting: 2, running: 1, failed: 1 }],
          lastFailed: [
            {
              id: 'j1',
              queue: 'mail',
              failedAt: '2026-11-26T06:00:00.000Z',
              attempts: 9,
              error: 'connect ECONNREFUSED',
            },
          ],
        },
      }),
    );
    const { element } = renderableApp([{ path: '/restart', element: <ServerStatusPage /> }], '/restart');
    render(element);
    const section = await screen.findByTestId('job-queue');
    expect(section.textContent).toContain('Background jobs');
    await waitFor(() => expect(section.querySelector('[data-queue="mail"]')?.textContent).toBe('mail211'));
    expect(section.textContent).toContain('9 attempts');
    expect(section.textContent).toContain('connect ECONNREFUSED');
    cleanup();
    localStorage.clear();

    const researcher = stubEndpoints(
      on(API.auth.sessionValid, { body: { ...session, role: 3 } }),
      on(API.status.health, { body: healthy }),
    );
    render(renderableApp([{ path: '/restart', element: <ServerStatusPage /> }], '/restart').element);
    await waitFor(() => expect(screen.getByTestId('server-status').textContent).toBe('no problems present'));
    expect(screen.queryByTestId('job-queue')).toBeNull();
    expect(researcher.callsTo(API.jobs.queueStatus)).toEqual([]);
    expect(superadmin.callsTo(API.jobs.queueStatus)).toHaveLength(1);
  });
});
