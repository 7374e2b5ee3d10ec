// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderableApp, stubFetch } from '../../../app/test-providers';
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
    const { fetchStub, calls } = stubFetch({
      'GET /api/v1/isSessionValid': { body: { valid: false } },
      'GET /status': {
        body: {
          status: 'ok',
          version: '9.9.9',
          uptimeSeconds: 1,
          database: { kind: 'pglite', ok: true, latencyMs: 1 },
        },
      },
      'POST /api/v1/restart': { status: 202, body: { ok: true } },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { element } = renderableApp([{ path: '/restart', element: <ServerStatusPage /> }], '/restart');
    render(element);
    await waitFor(() => expect(screen.getByTestId('server-status').textContent).toBe('no problems present'));
    const button = screen.getByRole('button', { name: 'Restart server' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Restart token'), { target: { value: 'secret-token' } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    await screen.findByText('The restart has been requested.');
    expect(calls.find((call) => call.key === 'POST /api/v1/restart')?.body).toEqual({ token: 'secret-token' });
  });

  it.each([
    [403, 'forbidden', 'The restart failed. Check the token.'],
    [503, 'restart_not_configured', 'Restarting is not set up on this server (RESTART_URL is missing).'],
    [502, 'restart_failed', 'The update server could not be reached or refused the restart.'],
  ])("explains a refused restart (%i %s) in the user's language", async (status, code, text) => {
    const { fetchStub } = stubFetch({
      'GET /api/v1/isSessionValid': { body: { valid: false } },
      'GET /status': { status: 503, body: {} },
      'POST /api/v1/restart': { status, body: { error: { code, message: 'English fallback' } } },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { element } = renderableApp([{ path: '/restart', element: <ServerStatusPage /> }], '/restart');
    render(element);
    fireEvent.change(await screen.findByLabelText('Restart token'), { target: { value: 'secret-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restart server' }));
    await screen.findByText(text);
    expect(screen.queryByText('The restart has been requested.')).toBeNull();
  });
});
