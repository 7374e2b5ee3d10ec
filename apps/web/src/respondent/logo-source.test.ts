import { describe, expect, it } from 'vitest';
import { logoSource } from './logo-source';

const base64Of = (bytes: number[] | string) => btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes));

describe('logoSource', () => {
  it('reads the image type from the first bytes of bare base64', () => {
    const png = base64Of([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(logoSource(png)).toBe(`data:image/png;base64,${png}`);
    expect(logoSource(base64Of([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toMatch(/^data:image\/jpeg;base64,/);
    expect(logoSource(base64Of('GIF89a\x01\x00'))).toMatch(/^data:image\/gif;base64,/);
    expect(logoSource(base64Of('BM\x36\x00\x00\x00'))).toMatch(/^data:image\/bmp;base64,/);
  });

  it('recognises SVG, also after an XML declaration and with line breaks in the base64', () => {
    expect(logoSource(base64Of('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
    const withDeclaration = base64Of(
      '\xEF\xBB\xBF<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
    );
    const wrapped = withDeclaration.replace(/(.{20})/g, '$1\n');
    expect(logoSource(wrapped)).toBe(`data:image/svg+xml;base64,${withDeclaration}`);
  });

  it('keeps a data: URL and falls back to PNG for unknown or broken data', () => {
    expect(logoSource('data:image/webp;base64,AAAA')).toBe('data:image/webp;base64,AAAA');
    expect(logoSource(base64Of('hello world'))).toMatch(/^data:image\/png;base64,/);
    expect(logoSource('not base64!')).toMatch(/^data:image\/png;base64,/);
  });
});
