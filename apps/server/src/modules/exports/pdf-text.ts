import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import { layOutSimply, type FontkitFont, type SimpleRun } from './pdf-glyphs.js';

const bidi = bidiFactory();

/**
 * Characters of bidi class R, AL or AN and the right-to-left controls. Text without any of them
 * resolves to level 0 everywhere (UAX #9), so PDFKit's own left-to-right wrapping draws it right.
 */
const RTL_CHARACTER =
  /[\u0590-\u08FF\u200F\u202B\u202E\u2067\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** fontkit skips these when it picks a run's script from its first character. */
const SCRIPTLESS = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

/**
 * The scripts fontkit lays out right to left: it shapes their runs in logical order and then
 * reverses the glyphs. Kept equal to fontkit's own list (its `RTL` table).
 */
const FONTKIT_RTL_SCRIPT = new RegExp(
  [
    'Arabic',
    'Hebrew',
    'Syriac',
    'Thaana',
    'Cypriot',
    'Kharoshthi',
    'Phoenician',
    'Nko',
    'Lydian',
    'Avestan',
    'Imperial_Aramaic',
    'Inscriptional_Pahlavi',
    'Inscriptional_Parthian',
    'Old_South_Arabian',
    'Old_Turkic',
    'Samaritan',
    'Mandaic',
    'Meroitic_Cursive',
    'Meroitic_Hieroglyphs',
    'Manichaean',
    'Mende_Kikakui',
    'Nabataean',
    'Old_North_Arabian',
    'Palmyrene',
    'Psalter_Pahlavi',
  ]
    .map((script) => `\\p{Script=${script}}`)
    .join('|'),
  'u',
);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export type TextBox = {
  x: number;
  y: number;
  width: number;
};

/** One wrapped line: logical indices into its paragraph, trailing spaces left out. */
type Line = { start: number; end: number };

/**
 * Writes text at the current font and size, wrapped to `box.width`, and leaves doc.y below it
 * (adding pages as PDFKit's own wrapping does). Text with right-to-left characters is laid out
 * by the Unicode bidirectional algorithm (bidi-js): each paragraph takes its direction from its
 * first strong character, each wrapped line is reordered on its own, and right-to-left
 * paragraphs are set flush right. fontkit shapes Arabic (joined letter forms) in each run.
 * Left-to-right text is wrapped here too and its lines written in one go (see writeLeftToRight).
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, box: TextBox): void {
  if (!RTL_CHARACTER.test(text)) {
    const writer = new LeftToRightWriter(doc);
    writer.write(text, box);
    writer.flush();
    return;
  }
  writeBidirectional(doc, text, box);
}

/**
 * Writes texts one under the other as writeText does, each from the left margin `x`; a text
 * starts on a new page when less than `roomBefore` is left above `pageBottom`. The left-to-right
 * lines of a page go into one text object: a text object per comment, each with its own
 * coordinates and font, cost about 15 % of the CPU of a report of short comments.
 */
export function writeTexts(
  doc: PDFKit.PDFDocument,
  texts: Iterable<string>,
  { x, width }: Omit<TextBox, 'y'>,
  roomBefore: number,
  pageBottom: number,
): void {
  const writer = new LeftToRightWriter(doc);
  for (const text of texts) {
    if (doc.y + roomBefore > pageBottom) {
      writer.flush();
      doc.addPage();
    }
    const box = { x, y: doc.y, width };
    if (RTL_CHARACTER.test(text)) {
      writer.flush();
      writeBidirectional(doc, text, box);
    } else writer.write(text, box);
  }
  writer.flush();
}

function writeBidirectional(doc: PDFKit.PDFDocument, text: string, box: TextBox): void {
  doc.y = box.y;
  const lineHeight = doc.currentLineHeight(true);
  const measure = measurerOf(doc);
  for (const paragraph of text.split(PARAGRAPH_BREAK)) {
    const levels = bidi.getEmbeddingLevels(paragraph);
    const isRtl = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
    const lines = wrapLines(measure, paragraph, box.width);
    if (lines.length === 0) {
      doc.y += lineHeight;
      continue;
    }
    for (const line of lines) {
      if (doc.y + lineHeight > doc.page.maxY()) doc.addPage();
      const runs = visualRuns(doc, paragraph, levels, line);
      const width = runs.reduce((sum, run) => sum + run.width, 0);
      let x = isRtl ? box.x + box.width - width : box.x;
      const y = doc.y;
      for (const run of runs) x = drawRun(doc, run, x, y);
      doc.y = y + lineHeight;
    }
  }
  doc.x = box.x;
}

/** The height writeText takes for `text` in the current font and size. */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, width: number): number {
  const lineHeight = doc.currentLineHeight(true);
  const measure = measurerOf(doc);
  return text
    .split(PARAGRAPH_BREAK)
    .reduce((sum, paragraph) => sum + Math.max(1, wrapLines(measure, paragraph, width).length) * lineHeight, 0);
}

const PARAGRAPH_BREAK = /\r\n|\r|\n/;

/** What the left-to-right path uses of PDFKit's (0.20) embedded font: its name in the page, its glyphs. */
type EmbeddedFont = {
  id: string;
  ascender: number;
  font: FontkitFont;
  /** Thousandths of the size per font unit. */
  scale: number;
  subset: { includeGlyph(glyphId: number): number };
  /** Per glyph of the embedded subset: its advance, and the characters it stands for. */
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  /** The glyph ids (hex) a page shows for text, and their advances and kerning in thousandths. */
  encode(text: string): [string[], { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number }[]];
  widthOfString(text: string, size: number): number;
  ref(): unknown;
};
type DocumentInternals = { _font: EmbeddedFont; _fontSize: number };
/** PDFKit types a page's font resources as any: they are its references by font id. */
type PageInternals = { fonts: Record<string, PDFKit.PDFKitReference | undefined> };

/**
 * A piece as PDFKit lays text out: up to and including a space or tab. `advance` is its width in
 * thousandths of the size; `simple` its glyphs when laid out without fontkit (pdf-glyphs.ts).
 * `operands`, once it is drawn, are its TJ operands (glyph ids, kerning), null when a glyph is
 * moved off the baseline (combining marks), which only PDFKit's text() draws.
 */
type Piece = { advance: number; simple?: SimpleRun; operands?: string | null };

/** Per font, every piece laid out so far in a document: a report repeats its words thousands of times. */
const piecesByFont = new WeakMap<EmbeddedFont, Map<string, Piece>>();

function pieceOf(font: EmbeddedFont, pieces: Map<string, Piece>, text: string): Piece {
  let piece = pieces.get(text);
  if (!piece) {
    const simple = layOutSimply(font.font, font.scale, text);
    piece = simple ? { advance: simple.advance, simple } : { advance: font.widthOfString(text, 1000) };
    pieces.set(text, piece);
  }
  return piece;
}

/** The TJ operands of a piece, as PDFKit's text() writes them; encoding adds its glyphs to the embedded font. */
function operandsOf(font: EmbeddedFont, piece: Piece, text: string): string | null {
  if (piece.operands !== undefined) return piece.operands;
  if (piece.simple) return (piece.operands = simpleOperands(font, piece.simple));
  const [glyphs, positions] = font.encode(text);
  const operands: string[] = [];
  let last = 0;
  let isOnBaseline = true;
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    if (position.xOffset || position.yOffset) isOnBaseline = false;
    const kerning = position.xAdvance - position.advanceWidth;
    if (kerning !== 0) {
      operands.push(`<${glyphs.slice(last, i + 1).join('')}> ${pdfNumber(-kerning)}`);
      last = i + 1;
    }
  }
  if (last < glyphs.length) operands.push(`<${glyphs.slice(last).join('')}>`);
  return (piece.operands = isOnBaseline ? operands.join(' ') : null);
}

/** The TJ operands of glyphs laid out by layOutSimply, with the embedded font's records that PDFKit's encode() keeps. */
function simpleOperands(font: EmbeddedFont, { glyphs, kerning }: SimpleRun): string {
  const operands: string[] = [];
  let hex = '';
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!;
    const id = font.subset.includeGlyph(glyph.id);
    hex += `0000${id.toString(16)}`.slice(-4);
    font.widths[id] ??= glyph.advanceWidth * font.scale;
    font.unicode[id] ??= glyph.codePoints;
    // As PDFKit computes it from fontkit's positions, scaled each on its own.
    const adjustment = (glyph.advanceWidth + kerning[i]!) * font.scale - glyph.advanceWidth * font.scale;
    if (adjustment !== 0) {
      operands.push(`<${hex}> ${pdfNumber(-adjustment)}`);
      hex = '';
    }
  }
  if (hex) operands.push(`<${hex}>`);
  return operands.join(' ');
}

/** Calls `each` with the pieces of `text` in PDFKit's way: split after each space and tab. */
function forEachPiece(text: string, each: (piece: string) => void): void {
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 9) {
      each(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < text.length) each(text.slice(start));
}

/** The width of text in points at the current font and size, from the cached pieces. */
type Measure = (text: string) => number;

function measurerOf(doc: PDFKit.PDFDocument): Measure {
  const { _font: font, _fontSize: size } = doc as unknown as DocumentInternals;
  const pieces = piecesFor(font);
  return (text) => {
    let advance = 0;
    forEachPiece(text, (piece) => (advance += pieceOf(font, pieces, piece).advance));
    return (advance * size) / 1000;
  };
}

function piecesFor(font: EmbeddedFont): Map<string, Piece> {
  let pieces = piecesByFont.get(font);
  if (!pieces) piecesByFont.set(font, (pieces = new Map<string, Piece>()));
  return pieces;
}

/**
 * Left-to-right text, wrapped as wrapLines does, its lines written as PDF text operators in one
 * text object per page it takes (and per page of the texts a writer writes), glyphs and kerning
 * exactly as PDFKit's text() would draw them. Calling text() per line (or with a width) merges
 * options, measures and lays out again, and writes each line in a text object of its own:
 * several times the CPU, which a report of 100,000 comments feels. The font and size are the
 * document's when the writer is made.
 */
class LeftToRightWriter {
  private readonly font: EmbeddedFont;
  private readonly size: number;
  private readonly pieces: Map<string, Piece>;
  private readonly measure: Measure;
  private readonly lineHeight: number;
  /** PDFKit puts a line's top at y: its baseline is the font's ascent lower. */
  private readonly ascent: number;
  private block: string[] = [];

  constructor(private readonly doc: PDFKit.PDFDocument) {
    const { _font: font, _fontSize: size } = doc as unknown as DocumentInternals;
    this.font = font;
    this.size = size;
    this.pieces = piecesFor(font);
    this.measure = measurerOf(doc);
    this.lineHeight = doc.currentLineHeight(true);
    this.ascent = (font.ascender / 1000) * size;
  }

  write(text: string, box: TextBox): void {
    const { doc, font, pieces, lineHeight } = this;
    doc.y = box.y;
    for (const paragraph of text.split(PARAGRAPH_BREAK)) {
      const lines = wrapLines(this.measure, paragraph, box.width);
      if (lines.length === 0) doc.y += lineHeight;
      for (const line of lines) {
        if (doc.y + lineHeight > doc.page.maxY()) {
          this.flush();
          doc.addPage();
        }
        const lineText = paragraph.slice(line.start, line.end);
        const operands: (string | null)[] = [];
        forEachPiece(lineText, (piece) => operands.push(operandsOf(font, pieceOf(font, pieces, piece), piece)));
        if (!operands.includes(null)) {
          const baseline = doc.page.height - doc.y - this.ascent;
          this.block.push(`1 0 0 1 ${pdfNumber(box.x)} ${pdfNumber(baseline)} Tm [${operands.join(' ')}] TJ`);
        } else {
          this.flush();
          doc.text(lineText, box.x, doc.y, { lineBreak: false });
        }
        doc.y += lineHeight;
      }
    }
    doc.x = box.x;
  }

  /** Writes the lines so far into the page; before the page ends or anything else is drawn. */
  flush(): void {
    if (this.block.length === 0) return;
    const { doc, font } = this;
    (doc.page as unknown as PageInternals).fonts[font.id] ??= font.ref() as PDFKit.PDFKitReference;
    // The page's coordinates are flipped (y down); text is drawn in PDF's own, y up.
    // Bytes, which PDFKit takes as they are; a string it converts character by character.
    const content = `q 1 0 0 -1 0 ${pdfNumber(doc.page.height)} cm BT /${font.id} ${pdfNumber(this.size)} Tf\n${this.block.join('\n')}\nET Q\n`;
    doc.addContent(Buffer.from(content, 'latin1'));
    this.block = [];
  }
}

/** A number in a content stream as PDFKit writes it: at most six decimals. */
function pdfNumber(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/** A word and the spaces after it; no-break spaces belong to the word. */
const WORD = /((?:[^\s]|[\u00A0\u2007\u202F])+)((?:(?![\u00A0\u2007\u202F])\s)*)/g;

/**
 * Breaks a paragraph after spaces so that each line fits, in logical order; a word longer than a
 * line is broken between graphemes. Widths are measured on the logical text: shaping a word does
 * not depend on where its line puts it.
 */
function wrapLines(measure: Measure, paragraph: string, width: number): Line[] {
  const lines: Line[] = [];
  let line: Line | null = null;
  let lineWidth = 0;
  for (const match of paragraph.matchAll(WORD)) {
    const start = match.index;
    const word = match[1]!;
    const wordWidth = measure(word);
    if (line && lineWidth + wordWidth <= width) {
      line.end = start + word.length;
      lineWidth += wordWidth;
    } else {
      if (line) lines.push(line);
      line = null;
      if (wordWidth <= width) {
        line = { start, end: start + word.length };
        lineWidth = wordWidth;
      } else {
        for (const piece of breakWord(measure, word, width)) {
          if (line) lines.push(line);
          line = { start: start + piece.start, end: start + piece.end };
          lineWidth = piece.width;
        }
      }
    }
    if (match[2]) lineWidth += measure(match[2]);
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A word longer than a line, in pieces that fit, broken between graphemes. The widths of the
 * graphemes are added up (kerning between two is left out) so that a long word costs linear time.
 */
function breakWord(measure: Measure, word: string, width: number) {
  const pieces: { start: number; end: number; width: number }[] = [];
  for (const { index, segment } of graphemes.segment(word)) {
    const piece = pieces.at(-1);
    const segmentWidth = measure(segment);
    if (piece && piece.width + segmentWidth <= width) {
      piece.end = index + segment.length;
      piece.width += segmentWidth;
    } else {
      pieces.push({ start: index, end: index + segment.length, width: segmentWidth });
    }
  }
  return pieces;
}

/**
 * A stretch of a line at one embedding level, contiguous in the logical text, with its drawing:
 * `pieces` go from left to right, each laid out by PDFKit; `shift` moves them left.
 */
type Run = { pieces: string[]; features?: PDFKit.Mixins.OpenTypeFeatures[]; shift: number; width: number };

/** The line's runs from left to right, in the visual order bidi-js gives (UAX #9, L1-L4). */
function visualRuns(doc: PDFKit.PDFDocument, paragraph: string, levels: EmbeddingLevels, line: Line): Run[] {
  // bidi-js returns the whole paragraph's indices with only this line's reversed.
  const order = bidi.getReorderedIndices(paragraph, levels, line.start, line.end - 1).slice(line.start, line.end);
  const mirrored = bidi.getMirroredCharactersMap(paragraph, levels.levels, line.start, line.end - 1);
  const characterAt = (index: number) => mirrored.get(index) ?? paragraph[index]!;
  const runs: Run[] = [];
  let first = 0;
  for (let i = 1; i <= order.length; i++) {
    const level = levels.levels[order[first]!]!;
    const step = level % 2 === 1 ? -1 : 1;
    if (i < order.length && levels.levels[order[i]!] === level && order[i] === order[i - 1]! + step) continue;
    const from = Math.min(order[first]!, order[i - 1]!);
    const to = Math.max(order[first]!, order[i - 1]!);
    let text = '';
    for (let index = from; index <= to; index++) text += characterAt(index);
    runs.push(layOutRun(doc, text, step === -1));
    first = i;
  }
  return runs;
}

/**
 * How a run is handed to PDFKit. PDFKit splits a text after each space and lays out (and caches)
 * each piece on its own; fontkit shapes a piece in an RTL script and reverses its glyphs, its
 * trailing space included. So a right-to-left run goes in as its words from left to right, each
 * with one space after it (drawn on its left), one extra space in front shifted out of the run.
 * A word of punctuation alone would not be reversed: then the whole run goes to fontkit in one
 * piece (`features` given). A run whose direction fontkit would get wrong (Arabic-Indic or
 * Persian digits, which are Arabic script, in a left-to-right run; punctuation alone at a
 * right-to-left level) goes grapheme by grapheme in visual order.
 */
function layOutRun(doc: PDFKit.PDFDocument, text: string, isRtl: boolean): Run {
  const measure = (pieces: string[], features?: PDFKit.Mixins.OpenTypeFeatures[], shift = 0): Run => ({
    pieces,
    features,
    shift,
    width: pieces.reduce((sum, piece) => sum + doc.widthOfString(piece, { features }), 0) - shift,
  });
  const inGraphemes = () => Array.from(graphemes.segment(text), ({ segment }) => segment);
  if (!isRtl) return text.split(/[ \t]/).some(isLaidOutRtl) ? measure(inGraphemes()) : measure([text]);
  if (!isLaidOutRtl(text)) return measure(inGraphemes().reverse());
  const words = text.split(' ');
  if (text.includes('\t') || !words.every((word) => word === '' || isLaidOutRtl(word))) return measure([text], []);
  // Visual order: the last word first; an empty word stands for one more space.
  const visual = words.reverse().map((word) => `${word} `);
  return measure([visual.join('')], undefined, doc.widthOfString(' '));
}

/** Whether fontkit lays the text out right to left: it goes by the first character with a script. */
function isLaidOutRtl(text: string): boolean {
  for (const character of text) {
    if (SCRIPTLESS.test(character)) continue;
    return FONTKIT_RTL_SCRIPT.test(character);
  }
  return false;
}

/** Draws a run with its left edge at x; returns the x after it. */
function drawRun(doc: PDFKit.PDFDocument, run: Run, x: number, y: number): number {
  let left = x - run.shift;
  for (const piece of run.pieces) {
    doc.text(piece, left, y, { lineBreak: false, features: run.features });
    left += doc.widthOfString(piece, { features: run.features });
  }
  return x + run.width;
}
