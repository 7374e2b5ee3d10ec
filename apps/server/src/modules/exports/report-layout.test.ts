import { execFileSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { inflateSync } from 'node:zlib';
import type { TResultCard } from '@peil/contract/results';
import { describe, expect, it } from 'vitest';
import { pdfLines, readPdf, visualWord } from '../../test/pdf-words.js';
import { createReportLayout, type ReportPart } from './report-layout.js';

const COMMENTS = 3000;
const BATCH = 250;
const marker = (index: number) => `m${String(index).padStart(5, '0')}`;
/** A word of 390 letters: wider than the text width, so it is broken over several lines. */
const longWord = (index: number) => `${marker(index)}x`.repeat(65);
// "The doctor was excellent, thanks" and "The patient's room was clean"; no lam-alef, whose
// ligature pdftotext reads in logical order.
const arabic = ['الطبيب كان ممتازا شكرا', 'غرفة المريض كانت نظيفة'];

/** The comments, each starting with its marker, in shapes that wrap and break differently. */
function commentText(index: number): string {
  switch (index % 6) {
    case 0:
      return `${marker(index)} ${'Een lange opmerking over de wachtkamer en de uitleg van de arts. '.repeat(3 + (index % 5))}`;
    case 1:
      return `${marker(index)} ${longWord(index)} einde`;
    case 2:
      return `${marker(index)} eerste regel\ntweede regel\r\n\nna een lege regel`;
    case 3:
      return `${arabic[index % 2]} ${marker(index)} ${arabic[(index + 1) % 2]}`;
    default:
      return `${marker(index)} Kort.`;
  }
}

const day = (index: number) => String(1 + (index % 28)).padStart(2, '0');
/** The comment's date as the Dutch report writes it. */
const writtenDate = (index: number) => `${day(index)}-03-2024`;

const card = {
  question_id: 7,
  question_text: 'Heeft u nog opmerkingen?',
  dimension_name: null,
  labels: [],
  refs: [],
  data: [],
  answers: null,
} as unknown as TResultCard;

/** The text-only report of one question with COMMENTS comments, laid out as the export worker does. */
async function textOnlyReport(commentCount = COMMENTS, textOf = commentText): Promise<Buffer> {
  const output = new PassThrough();
  const layout = createReportLayout({ title: 'Fixture', locale: 'nl' }, output);
  const pdf = readPdf(output);
  const parts: ReportPart[] = [
    {
      head: {
        logo: null,
        title: 'Fixture',
        subtitle: null,
        from: '2024-01-01',
        until: '2024-12-31',
        finished: commentCount,
        unfinished: 0,
        filters: [],
      },
    },
    { commentsOf: card },
  ];
  for (let first = 1; first <= commentCount; first += BATCH) {
    const comments = [];
    for (let index = first; index < first + BATCH && index <= commentCount; index++) {
      comments.push({ text: textOf(index), date: `2024-03-${day(index)}` });
    }
    parts.push({ comments });
  }
  parts.push({ sectionEnd: true });
  for (const part of parts) await layout.write(part);
  await layout.end();
  return pdf;
}

describe('the text-only report of many comments', () => {
  it('holds every comment, whole and in order, across page breaks', async () => {
    const pdf = await textOnlyReport();
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())![1]);
    expect(pages).toBeGreaterThan(100);

    const lines = pdfLines(pdf);
    // Every marker once, in order: a dropped, repeated or moved comment breaks the sequence. The
    // long words carry their comment's marker on each of their lines, so markers repeat there.
    const markers = lines
      .flatMap((line) => line.map((word) => word.text))
      .flatMap((word) => word.match(/m\d{5}/g) ?? [])
      .filter((found, index, all) => found !== all[index - 1]);
    expect(markers).toEqual(Array.from({ length: COMMENTS }, (_, index) => marker(index + 1)));

    // The left-to-right comments whole: their words in order, a long word's pieces together.
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf, maxBuffer: 1 << 30 })
      .toString('utf8')
      .replace(/\s+/g, '');
    let position = 0;
    for (let index = 1; index <= COMMENTS; index++) {
      if (index % 6 === 3) continue;
      const expected = `${writtenDate(index)}${commentText(index).replace(/\s+/g, '')}`;
      const found = text.indexOf(expected, position);
      expect(found, `comment ${index}`).toBeGreaterThanOrEqual(position);
      position = found + expected.length;
    }

    // Each right-to-left comment on a line of its own, its words in visual order, set flush right.
    const rightMargin = 595.28 - 30;
    for (let index = 3; index <= COMMENTS; index += 6) {
      const line = lines.find((candidate) => candidate.some((word) => word.text === marker(index)));
      const words = `${arabic[index % 2]} ${marker(index)} ${arabic[(index + 1) % 2]}`.split(' ');
      // The date opens the paragraph, so it stands at the line's right end.
      expect(line?.map((word) => word.text)).toEqual([...words.reverse().map(visualWord), writtenDate(index)]);
      expect(line!.at(-1)!.xMax).toBeCloseTo(rightMargin, 0);
    }
  }, 180_000);

  // A text object per comment, each with its own coordinates and font, cost about 15 % of the
  // CPU of a report of short comments.
  it('writes the comments of a page in one text object', async () => {
    const textObjects = async (commentCount: number) => {
      const pdf = await textOnlyReport(commentCount, () => 'Kort.');
      return pageContents(pdf).reduce((sum, content) => sum + (content.match(/\bBT\b/g) ?? []).length, 0);
    };
    // Both fit on the first page.
    expect(await textObjects(40)).toBe(await textObjects(10));
  });
});

/** The page content streams of a PDF (PDFKit compresses each), as text. */
function pageContents(pdf: Buffer): string[] {
  const contents: string[] = [];
  const source = pdf.toString('latin1');
  for (const match of source.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    // Only compressed streams (a zlib header) can be page contents.
    if (pdf[start] !== 0x78) continue;
    const content = inflateSync(pdf.subarray(start, source.indexOf('endstream', start))).toString('latin1');
    // Font files are streams too.
    if (/ Tf\b/.test(content)) contents.push(content);
  }
  return contents;
}

describe('the answers to a date question', () => {
  it('are written as the report language writes dates', async () => {
    const output = new PassThrough();
    const layout = createReportLayout({ title: 'Fixture', locale: 'nl' }, output);
    const pdf = readPdf(output);
    const head = { logo: null, title: 'Fixture', subtitle: null, from: '2024-01-01', until: '2024-12-31' };
    await layout.write({ head: { ...head, finished: 1, unfinished: 0, filters: [] } });
    await layout.write({
      commentsOf: { ...card, question_text: 'Wanneer was uw eerste bezoek?', special_type: 'date' },
    });
    await layout.write({ comments: [{ text: '2025-03-14', date: '2024-03-02' }] });
    await layout.write({ sectionEnd: true });
    await layout.end();
    const text = execFileSync('pdftotext', ['-', '-'], { input: await pdf }).toString('utf8');
    expect(text).toMatch(/02-03-2024\s+14-03-2025/);
    expect(text).not.toContain('2025-03-14');
  });
});
