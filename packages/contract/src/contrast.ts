// Plain values without zod, so that the respondent bundle can import them and stay small.

/** WCAG 2 AA for normal text. Black or white on any colour reaches at least 4.58:1. */
export const MIN_TEXT_CONTRAST = 4.5;

export const BLACK_TEXT = '#000000';
export const WHITE_TEXT = '#ffffff';

/** WCAG 2 relative luminance of '#rgb' or '#rrggbb'. */
export function relativeLuminance(color: string): number {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? hex.replace(/./g, (digit) => digit + digit) : hex;
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * The text colour for a button of this colour: white or black, whichever contrasts more, so
 * every chosen colour meets AA (white on the default #039cfd would be 2.9:1). An unreadable
 * colour value gets white, the colour the buttons had before.
 */
export function readableTextColor(background: string): typeof BLACK_TEXT | typeof WHITE_TEXT {
  if (!/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(background.trim())) return WHITE_TEXT;
  return contrastRatio(background, BLACK_TEXT) > contrastRatio(background, WHITE_TEXT) ? BLACK_TEXT : WHITE_TEXT;
}
