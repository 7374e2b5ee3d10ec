import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.js';
import { buildUser, loginAs } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

describe('GET /api/v1/benchmark/dimensions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists dimensions in their order with names per locale, for any staff role', async () => {
    const [second] = await ctx.database.db
      .insert(t.dimensions)
      .values({ code: 'test-second', position: 902 })
      .returning();
    const [first] = await ctx.database.db
      .insert(t.dimensions)
      .values({ code: 'test-first', position: 901 })
      .returning();
    await ctx.database.db.insert(t.dimensionTexts).values([
      { dimensionId: first!.id, locale: 'nl', name: 'Eerste' },
      { dimensionId: first!.id, locale: 'en', name: 'First' },
      { dimensionId: second!.id, locale: 'nl', name: 'Tweede' },
    ]);
    const observer = await buildUser(ctx.database, { role: 4 });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/benchmark/dimensions',
      headers: { cookie: await loginAs(ctx.app, observer) },
    });
    expect(response.statusCode).toBe(200);
    const ours = response
      .json<{ code: string; names: Record<string, string> }[]>()
      .filter((row) => row.code.startsWith('test-'));
    expect(ours).toEqual([
      { id: first!.id, code: 'test-first', names: { nl: 'Eerste', en: 'First' } },
      { id: second!.id, code: 'test-second', names: { nl: 'Tweede' } },
    ]);
  });

  it('refuses anonymous callers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/benchmark/dimensions' });
    expect(response.statusCode).toBe(401);
  });
});
