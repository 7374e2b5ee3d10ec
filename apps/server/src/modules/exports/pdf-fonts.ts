import { FONT_FILES } from '../../lib/fonts.js';

/**
 * PDFKit's built-in Helvetica only encodes Latin-1: Russian, Polish, Turkish or Arabic survey
 * texts came out as garbage. PDFKit embeds the subset of DejaVu Sans a report uses, so the file
 * stays small.
 */
export const PDF_FONT = 'Peil-Body';
export const PDF_FONT_BOLD = 'Peil-Bold';

export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont(PDF_FONT, FONT_FILES.regular);
  doc.registerFont(PDF_FONT_BOLD, FONT_FILES.bold);
  doc.font(PDF_FONT);
}
