import { execFileSync } from 'node:child_process';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfLines, readPdf, visualWord } from '../../test/pdf-words.js';
import { registerPdfFonts } from './pdf-fonts.js';
import { writeText } from './pdf-text.js';

const LEFT = 72;
const FONT_SIZE = 14;

/** A one-page PDF with each text written in turn at the left margin, `width` wide. */
async function renderTexts(texts: string[], width: number, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress: options.compress ?? true });
  registerPdfFonts(doc);
  doc.fontSize(FONT_SIZE);
  for (const text of texts) writeText(doc, text, { x: LEFT, y: doc.y, width });
  doc.end();
  return readPdf(doc);
}

const words = (line: { text: string }[]) => line.map((word) => word.text);

describe('PDF text in right-to-left and mixed scripts', () => {
  it('orders a mixed line by the bidirectional algorithm and sets it flush right', async () => {
    // "The doctor was excellent, 10 out of 10, doctor Smith, thanks": Arabic words, numbers and
    // Latin words. The two Latin words and the number before them are separate left-to-right runs.
    const pdf = await renderTexts(['الطبيب كان ممتازا 10 من 10 doctor Smith شكرا'], 450);
    const [line] = pdfLines(pdf);
    // Left to right as Chromium draws the same paragraph with dir="auto".
    expect(words(line!)).toEqual(
      ['شكرا', 'doctor', 'Smith', '10', 'من', '10', 'ممتازا', 'كان', 'الطبيب'].map(visualWord),
    );
    const right = LEFT + 450;
    expect(line!.at(-1)!.xMax).toBeCloseTo(right, 0);
    // Where each word starts, counted from the right edge, as pdftotext -bbox finds it in
    // Chromium's PDF of the same paragraph (DejaVu Sans 14pt, dir="auto", 450pt wide).
    const chromium = [303.8, 268.3, 219.0, 173.7, 151.5, 128.9, 106.6, 67.5, 41.8];
    line!.forEach((word, index) => expect(right - word.xMin).toBeCloseTo(chromium[index]!, 0));
  });

  it('reorders each wrapped line on its own, so the lines read on from top to bottom', async () => {
    // Two sentences about the clinic, without lam-alef: pdftotext keeps that ligature's letters
    // in logical order inside a reversed word.
    const sentence = 'الطبيب كان ممتازا والممرضات لطيفات جدا في غرفة خدمة جيدة أكثر من دقيقة';
    const logical = `${sentence} المريض نظيف سريع ${sentence}`.split(' ');
    const pdf = await renderTexts([logical.join(' ')], 200);
    const lines = pdfLines(pdf);
    expect(lines.length).toBeGreaterThan(3);
    // Read right to left, line after line, the words come back in their written order.
    const read = lines.flatMap((line) => words(line).reverse().map(visualWord));
    expect(read).toEqual(logical);
    for (const line of lines) expect(line.at(-1)!.xMax).toBeCloseTo(LEFT + 200, 0);
  });

  it('keeps a left-to-right paragraph with an Arabic word flush left, the Arabic word right to left', async () => {
    const pdf = await renderTexts(['Service was good, شكرا جدا to all.'], 450);
    const [line] = pdfLines(pdf);
    expect(words(line!)).toEqual(['Service', 'was', 'good,', 'جدا', 'شكرا', 'to', 'all.'].map(visualWord));
    expect(line![0]!.xMin).toBeCloseTo(LEFT, 0);
  });

  it('orders punctuation alone, Arabic-Indic and Persian digits as Chromium does', async () => {
    const pdf = await renderTexts(
      ['الطبيب - ممتازا', 'الغرفة ١٢٣ جيدة', 'room ١٢٣ ok', 'نمره ۴۵۶ خوب', 'room ۴۵۶ ok'],
      300,
    );
    const v = visualWord;
    // Digits run left to right in either script; pdftotext spells them as written.
    expect(pdfLines(pdf).map(words)).toEqual([
      [v('ممتازا'), '-', v('الطبيب')],
      [v('جيدة'), '١٢٣', v('الغرفة')],
      ['room', '١٢٣', 'ok'],
      [v('خوب'), '۴۵۶', v('نمره')],
      ['room', '۴۵۶', 'ok'],
    ]);
  });

  it('embeds a font with the Arabic glyphs and draws joined letter forms', async () => {
    const pdf = await renderTexts(['ببب', 'الطبيب كان ممتازا'], 450, { compress: false });
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
    expect(fonts).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    // The glyph ids of each text run, from the TJ operators of the uncompressed page.
    const shown = Array.from(pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g), (operator) =>
      Array.from(operator[1]!.matchAll(/<([0-9a-f]+)>/g), (hex) => hex[1]!.match(/.{4}/g)!).flat(),
    );
    // Initial, medial and final beh and a space; unshaped, one beh glyph three times.
    expect(new Set(shown[0]).size).toBe(4);
    // Glyph 0 is the font's "missing glyph" box.
    expect(shown.flat()).not.toContain('0000');
  });

  it('draws left-to-right text with the glyphs, kerning and places of PDFKit text()', async () => {
    // Kerning pairs (AV, To, Yo), Latin letters beyond ASCII, Cyrillic, combining marks.
    const texts = [
      'AVATAR Toyota WAVE, Yvonne’s “Tâche” — ok.',
      'Łódź Ørsted Ægir Straße, Привет мир',
      'Cafe\u0301 n\u0303o',
    ];
    const pdfkit = new PDFDocument({ size: 'A4' });
    registerPdfFonts(pdfkit);
    pdfkit.fontSize(FONT_SIZE);
    let y = pdfkit.y;
    for (const text of texts) {
      pdfkit.text(text, LEFT, y, { lineBreak: false });
      y += pdfkit.currentLineHeight(true);
    }
    pdfkit.end();
    const expected = pdfLines(await readPdf(pdfkit));
    const drawn = pdfLines(await renderTexts(texts, 450));
    expect(drawn.map(words)).toEqual(expected.map(words));
    expect(drawn.map(words).flat().join(' ')).toContain('Привет');
    drawn.flat().forEach((word, index) => {
      const twin = expected.flat()[index]!;
      expect([word.xMin, word.xMax, word.yMin]).toEqual([twin.xMin, twin.xMax, twin.yMin]);
    });
  });

  it('wraps left-to-right text within its width, words in order, a word too long for a line in pieces', async () => {
    const paragraph = `${'Wachttijd en uitleg waren goed, de parkeerplaats niet. '.repeat(6)}${'x'.repeat(90)} einde`;
    const pdf = await renderTexts([`${paragraph}\nTweede alinea.`], 200);
    const lines = pdfLines(pdf);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line[0]!.xMin).toBeCloseTo(LEFT, 0);
      expect(line.at(-1)!.xMax).toBeLessThanOrEqual(LEFT + 200);
    }
    const read = lines.flatMap(words);
    const long = read.filter((word) => /^x+$/.test(word));
    expect(long.length).toBeGreaterThan(1);
    expect(long.join('')).toBe('x'.repeat(90));
    expect(read.filter((word) => !/^x+$/.test(word))).toEqual(
      `${paragraph.replace(/x+/, '')} Tweede alinea.`.split(/\s+/).filter(Boolean),
    );
  });
});
