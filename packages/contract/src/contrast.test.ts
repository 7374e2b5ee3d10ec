import { describe, expect, it } from 'vitest';
import { BLACK_TEXT, contrastRatio, MIN_TEXT_CONTRAST, readableTextColor, WHITE_TEXT } from './contrast.js';

describe('readableTextColor', () => {
  it('puts black text on the default button colour #039cfd, where white reaches only 2.9:1', () => {
    expect(contrastRatio('#039cfd', WHITE_TEXT)).toBeCloseTo(2.9, 1);
    expect(readableTextColor('#039cfd')).toBe(BLACK_TEXT);
    expect(contrastRatio('#039cfd', BLACK_TEXT)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('puts white text on dark colours, the survey default #3b699c among them', () => {
    expect(readableTextColor('#3b699c')).toBe(WHITE_TEXT);
    expect(readableTextColor('#000')).toBe(WHITE_TEXT);
    expect(readableTextColor('#eee')).toBe(BLACK_TEXT);
  });

  it('meets AA 4.5:1 on every colour of a coarse sweep of the colour cube', () => {
    const steps = ['00', '33', '66', '77', '88', '99', 'cc', 'ff'];
    for (const red of steps) {
      for (const green of steps) {
        for (const blue of steps) {
          const color = `#${red}${green}${blue}`;
          expect(contrastRatio(color, readableTextColor(color)), color).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    }
  });

  it('computes the WCAG ratio: black on white is 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
