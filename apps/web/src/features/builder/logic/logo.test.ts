import { describe, expect, it } from 'vitest';
import { LIMITS } from '@peil/contract/limits';
import { logoFileProblem, scaleLogo } from './logo';

describe('logo', () => {
  it('accepts png, jpg, jpeg, gif and bmp up to the size limit', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.bmp'])
      expect(logoFileProblem({ name, size: 10 })).toBeNull();
    expect(logoFileProblem({ name: 'f.svg', size: 10 })).toBe('type');
    expect(logoFileProblem({ name: 'g.png', size: LIMITS.maxLogoBytes + 1 })).toBe('size');
  });

  it('scales by 0.8 for minus and 1.2 for plus', () => {
    expect(scaleLogo(1, 'minus')).toBe(0.8);
    expect(scaleLogo(1, 'plus')).toBe(1.2);
    expect(scaleLogo(scaleLogo(1, 'plus'), 'plus')).toBe(1.44);
  });
});
