import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

const MAX_DEPTH = 64;

/**
 * PostgreSQL text cannot hold the NUL character: a string with one would fail deep inside a
 * query as a 500. Every route's params, query and body are checked once, before validation,
 * and refused as a 400 naming the field.
 */
export function registerRefuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value, [part], 0);
      if (path) {
        throw new AppError('bad_request', 'Text may not contain the NUL character.', [
          { path: path.join('.'), message: 'must not contain the NUL character' },
        ]);
      }
    }
  });
}

function findNul(value: unknown, path: string[], depth: number): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
