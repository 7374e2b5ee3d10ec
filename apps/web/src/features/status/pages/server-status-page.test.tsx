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
});
