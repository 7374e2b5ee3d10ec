import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from './pdf-fonts.js';
import { layOutSimply, type FontkitFont } from './pdf-glyphs.js';

function fontkitFont(name: string): FontkitFont {
  const doc = new PDFDocument();
  registerPdfFonts(doc);
  doc.font(name);
  return (doc as unknown as { _font: { font: FontkitFont } })._font.font;
}

/** Letters, digits and punctuation of the scripts laid out glyph by glyph, kerning pairs among them. */
const POOL = [
  ...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
  ...Array.from(' .,;:!?-–—\'"“”‘’()[]/@#%&*+=_…€$'),
  ...Array.from(
    'ÀÁÂÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÖØÙÚÛÜÝßàáâäåæçèéêëìíîïñòóôöøùúûüýÿĀāĂăĄąĆćČčĎďĘęĚěğİıŁłŃńŇňŐőŒœŘřŚśŞşŠšŢţŤťŮůŰűŸŹźŻżŽžș',
  ),
  ...Array.from('ΑΒΓΔΕΖΗΘαβγδεζηθικλμνξοπρστυφχψωάέ'),
  ...Array.from('АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюяёЁ'),
];

/** The same random texts on every run. */
function texts(count: number): string[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 14) }, () => POOL[Math.floor(next() * POOL.length)]).join(''),
  );
}

describe('laying out text glyph by glyph', () => {
  it.each([PDF_FONT, PDF_FONT_BOLD])(
    'gives the glyphs and advances of fontkit for text in simple scripts (%s)',
    (name) => {
      const font = fontkitFont(name);
      const samples = [
        ...texts(3000),
        'AVATAR',
        'Toyota',
        'WAVE,',
        'Yvonne’s',
        'patient12345@example.com',
        '2024-03-05',
        'Привет',
      ];
      let kerned = 0;
      for (const text of samples) {
        const simple = layOutSimply(font, 1, text);
        expect(simple, text).not.toBeNull();
        const run = font.layout(text);
        expect(
          simple!.glyphs.map((glyph) => glyph.id),
          text,
        ).toEqual(run.glyphs.map((glyph) => glyph.id));
        expect(
          simple!.glyphs.map((glyph, index) => glyph.advanceWidth + simple!.kerning[index]!),
          text,
        ).toEqual(run.positions.map((position) => position.xAdvance));
        if (simple!.kerning.some((value) => value !== 0)) kerned++;
      }
      // Kerning pairs are common among these texts: the comparison covers them.
      expect(kerned).toBeGreaterThan(100);
    },
    60_000,
  );

  it('leaves combining marks, controls, soft hyphens and right-to-left scripts to fontkit', () => {
    const font = fontkitFont(PDF_FONT);
    for (const text of ['Cafe\u0301', 'a\u00ADb', 'tab\there', 'شكرا', 'שלום', 'a\u200Db']) {
      expect(layOutSimply(font, 1, text), text).toBeNull();
    }
  });
});
