import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * PDFKit's built-in Helvetica only encodes Latin-1: Russian, Polish, Turkish or Arabic survey
 * texts came out as garbage. DejaVu Sans covers every survey language; PDFKit embeds the
 * subset a report uses, so the file stays small.
 */
export const PDF_FONT = 'Peil-Body';
export const PDF_FONT_BOLD = 'Peil-Bold';

export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(PDF_FONT, path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont(PDF_FONT_BOLD, path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  doc.font(PDF_FONT);
}
