import { it, expect } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
it('docs', async () => {
  const ctx = await createTestApp();
  const r = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(r.statusCode).toBe(200);
  expect(Object.keys(r.json().paths).filter((p: string) => p.includes('respondent'))).toHaveLength(2);
  await ctx.close();
});
