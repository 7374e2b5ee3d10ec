import { execFileSync } from 'node:child_process';

export type PdfWord = { text: string; xMin: number; xMax: number; yMin: number };

/** The whole output of a PDFKit document once it has ended. */
export async function readPdf(doc: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise((resolve, reject) => doc.on('end', resolve).on('error', reject));
  return Buffer.concat(chunks);
}

/**
 * The lines of each page as pdftotext finds their words: top to bottom, each line's words from
 * left to right, so in visual order. A right-to-left word's letters come in visual order too.
 */
export function pdfLines(pdf: Buffer): PdfWord[][] {
  const xhtml = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf, maxBuffer: 1 << 30 }).toString('utf8');
  const lines: PdfWord[][] = [];
  for (const page of xhtml.split('<page ').slice(1)) {
    const words = Array.from(
      page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
      (match) => ({
        text: decodeEntities(match[4]!),
        xMin: Number(match[1]),
        yMin: Number(match[2]),
        xMax: Number(match[3]),
      }),
    ).sort((a, b) => a.yMin - b.yMin || a.xMin - b.xMin);
    let line: PdfWord[] = [];
    for (const word of words) {
      // Glyphs of one line differ a little in height; lines are a font size apart.
      if (line.length > 0 && word.yMin - line[0]!.yMin > 3) {
        lines.push(line.sort((a, b) => a.xMin - b.xMin));
        line = [];
      }
      line.push(word);
    }
    if (line.length > 0) lines.push(line.sort((a, b) => a.xMin - b.xMin));
  }
  return lines;
}

/** How pdfLines spells a word: an Arabic word's letters reversed, into visual order. */
export function visualWord(word: string): string {
  return /\p{Script=Arabic}/u.test(word) ? Array.from(word).reverse().join('') : word;
}

function decodeEntities(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}
