import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

describe('GET /status', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('reports health with a database round trip', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/status' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(ctx.database.kind);
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports degraded with 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/status' });
    expect(response.statusCode).toBe(503);
    expect(response.json().database.ok).toBe(false);
    await other.app.close();
  });
});
