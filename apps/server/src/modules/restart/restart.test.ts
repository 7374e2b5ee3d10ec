import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/** A stand-in update host on 127.0.0.1 that records what it is sent and answers `status`. */
function startUpdateHost(status: number) {
  const requests: { method?: string; url?: string; token?: string | string[] }[] = [];
  const server = http.createServer((request, response) => {
    requests.push({ method: request.method, url: request.url, token: request.headers['x-restart-token'] });
    response.writeHead(status).end();
  });
  return {
    requests,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/restart-peil`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /api/v1/restart', () => {
  const healthy = startUpdateHost(200);
  const broken = startUpdateHost(500);
  const apps: TestContext[] = [];
  let healthyUrl: string;
  let brokenUrl: string;

  const appWith = async (env: Record<string, string>) => {
    const ctx = await createTestApp(env);
    apps.push(ctx);
    return ctx;
  };
  const restart = (ctx: TestContext, token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/restart', payload: { token } });

  beforeAll(async () => {
    healthyUrl = await healthy.listen();
    brokenUrl = await broken.listen();
  });
  afterAll(async () => {
    for (const ctx of apps) await ctx.close();
    await healthy.close();
    await broken.close();
  });

  it('sends GET with X-restart-token to the update host once the token matches', async () => {
    const ctx = await appWith({ RESTART_TOKEN: 'the-restart-token', RESTART_URL: healthyUrl });
    const wrong = await restart(ctx, 'the-restart');
    expect(wrong.statusCode).toBe(403);
    expect(healthy.requests).toHaveLength(0);

    const right = await restart(ctx, 'the-restart-token');
    expect(right.statusCode).toBe(202);
    expect(right.json()).toEqual({ ok: true });
    expect(healthy.requests).toEqual([{ method: 'GET', url: '/restart-peil', token: 'the-restart-token' }]);
  });

  it('reports an update host that fails or cannot be reached', async () => {
    const failing = await appWith({ RESTART_TOKEN: 'secret', RESTART_URL: brokenUrl });
    const answer = await restart(failing, 'secret');
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({ error: { code: 'restart_failed' } });
    expect(broken.requests).toHaveLength(1);

    // A port nobody listens on.
    const unreachable = await appWith({ RESTART_TOKEN: 'secret', RESTART_URL: 'http://127.0.0.1:9/restart' });
    expect((await restart(unreachable, 'secret')).json()).toMatchObject({ error: { code: 'restart_failed' } });
  });

  it('says so when no update host is configured, and refuses every token without RESTART_TOKEN', async () => {
    const withoutUrl = await appWith({ RESTART_TOKEN: 'secret' });
    const answer = await restart(withoutUrl, 'secret');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ error: { code: 'restart_not_configured' } });
    // The token is checked first: a stranger does not learn how the server is set up.
    expect((await restart(withoutUrl, 'guess')).statusCode).toBe(403);

    const withoutToken = await appWith({ RESTART_URL: healthyUrl });
    expect((await restart(withoutToken, 'anything')).statusCode).toBe(403);
  });

  it('refuses a RESTART_URL that is not http(s) at start', async () => {
    await expect(appWith({ RESTART_URL: 'ftp://update.example/restart' })).rejects.toThrow(
      'Invalid configuration: RESTART_URL="ftp://update.example/restart" must be an http:// or https:// URL',
    );
  });
});
