import { describe, expect, it } from 'vitest';
import { needsStatement } from './login';

describe('needsStatement', () => {
  it('sends users of clients that require it to /statement until signed', () => {
    expect(needsStatement([{ id: 1, requires_signed_statement: true }], 0)).toBe(true);
    expect(needsStatement([{ id: 8, requires_signed_statement: true }], 1)).toBe(false);
    expect(needsStatement([{ id: 3, requires_signed_statement: false }], 0)).toBe(false);
    expect(needsStatement([], 0)).toBe(false);
  });
});
