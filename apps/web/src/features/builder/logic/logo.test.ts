import { describe, expect, it } from 'vitest';
import { dataUrlBytes, scaledLogoType, scaledSize, scaleLogo } from './logo';

describe('logo', () => {
  it('scales by 0.8 for minus and 1.2 for plus', () => {
    expect(scaleLogo(1, 'minus')).toBe(0.8);
    expect(scaleLogo(1, 'plus')).toBe(1.2);
    expect(scaleLogo(scaleLogo(1, 'plus'), 'plus')).toBe(1.44);
  });

  it('redraws the stored logo at the chosen scale, keeping jpeg as jpeg and the rest as png', () => {
    expect(scaledSize(200, 100, 0.8)).toEqual({ width: 160, height: 80 });
    expect(scaledSize(250, 75, 1.44)).toEqual({ width: 360, height: 108 });
    expect(scaledSize(1, 1, 0.512)).toEqual({ width: 1, height: 1 });
    expect(scaledLogoType('data:image/jpeg;base64,AAAA')).toBe('image/jpeg');
    expect(scaledLogoType('data:image/jpg;base64,AAAA')).toBe('image/jpeg');
    expect(scaledLogoType('data:image/png;base64,AAAA')).toBe('image/png');
    expect(scaledLogoType('data:image/gif;base64,AAAA')).toBe('image/png');
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2);
  });
});
