import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * DejaVu Sans covers every survey language (Latin, Cyrillic, Turkish, Arabic), unlike the
 * Latin-1 fonts PDF and SVG renderers fall back to. Used by PDFs and chart images alike.
 */
export const FONT_FILES = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
} as const;

export const FONT_FAMILY = 'DejaVu Sans';
