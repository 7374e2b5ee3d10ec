import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label.js';

describe('wrapLabel', () => {
  it('keeps labels of up to 25 characters on one line', () => {
    expect(wrapLabel('Respect voor patientwaard')).toBe('Respect voor patientwaard');
    expect(wrapLabel('Informatie')).toBe('Informatie');
  });

  it('breaks longer labels at spaces into lines of at most 25 characters', () => {
    const wrapped = wrapLabel('Respect voor patientwaarden en communicatie met de arts');
    expect(wrapped).toBe('Respect voor\npatientwaarden en\ncommunicatie met de arts');
    for (const line of wrapped.split('\n')) expect(line.length).toBeLessThanOrEqual(25);
  });

  it('cuts a single word longer than 25 characters', () => {
    expect(wrapLabel('a'.repeat(30))).toBe(`${'a'.repeat(25)}\n${'a'.repeat(5)}`);
  });

  it('collapses surrounding and repeated whitespace', () => {
    expect(wrapLabel('  Continuiteit   van zorg ')).toBe('Continuiteit van zorg');
  });
});
