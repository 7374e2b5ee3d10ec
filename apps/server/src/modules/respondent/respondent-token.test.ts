import { describe, expect, it } from 'vitest';
import { createRespondentToken, surveyOfToken } from './respondent-token.js';

describe('a respondent token', () => {
  it('names its survey before a secret of 32 random bytes', () => {
    const token = createRespondentToken(42);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(createRespondentToken(42)).not.toBe(token);
    expect(surveyOfToken(token)).toBe(42);
  });

  it('names no survey when made before tokens named one, or when what it names is no survey id', () => {
    expect(surveyOfToken('q0Zq3wE9cJ6l0m1_8yW-3sFhX2b4u5v6w7x8y9z0AB4')).toBeNull();
    expect(surveyOfToken('0.secret')).toBeNull();
    expect(surveyOfToken('2147483648.secret')).toBeNull();
    expect(surveyOfToken('2147483647.secret')).toBe(2_147_483_647);
    expect(surveyOfToken('-1.secret')).toBeNull();
    expect(surveyOfToken('12secret')).toBeNull();
  });
});
