import { describe, expect, it } from 'vitest';
import { LIMITS } from '@peil/contract/limits';
import { LOGO_ACCEPT, logoFileProblem } from './logo-file';

describe('logo file', () => {
  it('accepts png, jpg, jpeg, gif and bmp up to the size limit, in any case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.gif', 'e.bmp']) {
      expect(logoFileProblem({ name, size: 10 })).toBeNull();
    }
    for (const name of ['f.svg', 'logo.webp', 'png', 'logo.png.exe']) {
      expect(logoFileProblem({ name, size: 10 })).toBe('type');
    }
    expect(logoFileProblem({ name: 'g.png', size: LIMITS.maxLogoBytes })).toBeNull();
    expect(logoFileProblem({ name: 'g.png', size: LIMITS.maxLogoBytes + 1 })).toBe('size');
  });

  it('offers the same extensions to the file picker', () => {
    expect(LOGO_ACCEPT).toBe('.png,.jpg,.jpeg,.gif,.bmp');
  });
});
