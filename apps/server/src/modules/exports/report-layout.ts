import type { Writable } from 'node:stream';
import {
  answerColors,
  answerShares,
  buildResultChartOption,
  hasChart,
  hasHorizontalBars,
} from '@peil/contract/chart-options';
import { resolveColorScheme } from '@peil/contract/color-schemes';
import type { TResultCard } from '@peil/contract/results';
import { renderChartSvg } from '../../lib/chart-render.js';
import { FONT_FAMILY } from '../../lib/fonts.js';
import { netPromoterTexts } from '../../lib/net-promoter-texts.js';
import { pdfkitLibrary, svgToPdfLibrary } from '../../lib/on-first-use.js';
import type { JobWriter } from './export-worker.js';
import { exportTexts } from './export-texts.js';
import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from './pdf-fonts.js';
import { heightOfText, writeText, writeTexts } from './pdf-text.js';

export type ReportInit = { title: string; locale: string; colorScheme?: string[] | string };

/**
 * The report's parts, in the order the main thread sends them: the head once, then per question
 * its card (with chart) or, in the text-only report, its heading, its comments in batches and
 * the end of its section.
 */
export type ReportPart =
  | {
      head: {
        logo: Uint8Array | null;
        title: string;
        /** The survey name under a heading of its own; null when it would repeat the heading. */
        subtitle: string | null;
        from: string;
        until: string;
        finished: number;
        unfinished: number;
        filters: string[];
      };
    }
  | { card: TResultCard }
  | { commentsOf: TResultCard }
  | { comments: { text: string; date: string }[] }
  | { sectionEnd: true };

/**
 * The report's layout (second spec §9): chart 50 percent wide, heading 24 bold, right margin 30,
 * a thin grey rule between sections. The spec's px are taken as PDF points. The half beside a
 * chart holds the question's counts table.
 */
const MARGINS = { top: 48, bottom: 48, left: 48, right: 30 };
const A4_WIDTH = 595.28;
const TEXT_WIDTH = A4_WIDTH - MARGINS.left - MARGINS.right;
const CHART_WIDTH = TEXT_WIDTH / 2;
const CHART_HEIGHT = 210;
const GUTTER = 14;
const TABLE_LEFT = MARGINS.left + CHART_WIDTH + GUTTER;
const TABLE_WIDTH = TEXT_WIDTH - CHART_WIDTH - GUTTER;
/**
 * The chart is drawn this much larger and scaled into its half page, so that its 11-point texts
 * come out near the 8.5 points of the table beside it and more label fits under each bar.
 */
const CHART_RENDER_SCALE = 1.4;
const CHART_LABEL_SIZE = 10;
/** Room for a label beside a horizontal bar; the narrowest under an upright bar (drawing units). */
const HORIZONTAL_LABEL_WIDTH = 110;
const MIN_CATEGORY_WIDTH = 24;
/** Kept free between the labels of neighbouring upright bars, so that two labels never touch. */
const CATEGORY_LABEL_GAP = 8;
const TABLE_COUNT_WIDTH = 46;
const TABLE_SHARE_WIDTH = 66;
const TABLE_FONT_SIZE = 8.5;
const SWATCH_SIZE = 7;
const HEADING_SIZE = 24;
const RULE_COLOR = '#cccccc';

type TExportTexts = ReturnType<typeof exportTexts>;

/**
 * Lays out the PDF report in the export worker from the parts the main thread reads from the
 * database, and writes its bytes into `sink`. Survey texts go in as plain PDF text, never as
 * markup.
 */
export function createReportLayout(init: ReportInit, sink: Writable): JobWriter {
  const texts = exportTexts(init.locale);
  const scheme = resolveColorScheme(init.colorScheme);
  const doc = new (pdfkitLibrary())({ size: 'A4', margins: MARGINS, info: { Title: init.title } });
  registerPdfFonts(doc);
  doc.pipe(sink);
  const commentDate = memoized(texts.formats.date);
  // The comments that follow a question's heading answer that question: dates are written out.
  let isDateQuestion = false;
  let isFirstSection = true;
  const startSection = () => {
    if (!isFirstSection) writeRule(doc);
    isFirstSection = false;
  };
  return {
    write(value) {
      const part = value as ReportPart;
      if ('head' in part) writeHead(doc, part.head, texts);
      else if ('card' in part) {
        startSection();
        writeCard(doc, part.card, scheme, texts);
      } else if ('commentsOf' in part) {
        startSection();
        writeQuestionHeading(doc, part.commentsOf);
        isDateQuestion = part.commentsOf.special_type === 'date';
        if (hasChart(part.commentsOf)) writeOpenOptionCaption(doc, texts);
      } else if ('comments' in part) {
        writeComments(doc, part.comments, commentDate, isDateQuestion);
      } else doc.moveDown();
    },
    end: () =>
      new Promise<void>((resolve, reject) => {
        sink.once('finish', resolve).once('error', reject);
        doc.end();
      }),
    abort() {
      doc.unpipe(sink);
      sink.destroy();
    },
  };
}

function writeHead(
  doc: PDFKit.PDFDocument,
  head: Extract<ReportPart, { head: unknown }>['head'],
  texts: TExportTexts,
): void {
  writeLogo(doc, head.logo ? Buffer.from(head.logo.buffer, head.logo.byteOffset, head.logo.byteLength) : null);
  doc.font(PDF_FONT_BOLD).fontSize(HEADING_SIZE).fillColor('#000000');
  writeText(doc, head.title, textBox(doc));
  doc.font(PDF_FONT);
  if (head.subtitle) {
    doc.fontSize(12).fillColor('#444444');
    writeText(doc, head.subtitle, textBox(doc));
  }
  doc.moveDown(0.5).fontSize(10).fillColor('#444444');
  doc.text(`${texts.period}: ${texts.formats.date(head.from)} – ${texts.formats.date(head.until)}`);
  doc.text(`${texts.completed}: ${head.finished}   ${texts.notCompleted}: ${head.unfinished}`);
  if (head.filters.length > 0) writeText(doc, `${texts.filters}: ${head.filters.join('; ')}`, textBox(doc));
  doc.moveDown();
}

/** The thin grey line between two questions; at the top of a new page it is left out. */
function writeRule(doc: PDFKit.PDFDocument): void {
  if (doc.y + 60 > pageBottom(doc)) {
    doc.addPage();
    return;
  }
  const y = doc.y;
  doc
    .save()
    .moveTo(MARGINS.left, y)
    .lineTo(MARGINS.left + TEXT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOR)
    .stroke()
    .restore();
  doc.y = y + 10;
}

function writeLogo(doc: PDFKit.PDFDocument, logo: Buffer | null): void {
  if (!logo) return;
  doc.image(logo, { fit: [140, 60] });
  doc.moveDown(0.5);
}

function pageBottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - MARGINS.bottom;
}

/** The full text width from the left margin, at the current line. */
function textBox(doc: PDFKit.PDFDocument) {
  return { x: MARGINS.left, y: doc.y, width: TEXT_WIDTH };
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

function writeQuestionHeading(doc: PDFKit.PDFDocument, card: TResultCard, roomBelow = 30): void {
  // Keeps a heading on the page of its chart or first comments.
  ensureRoom(doc, 40 + roomBelow);
  doc.font(PDF_FONT_BOLD).fontSize(12).fillColor('#000000');
  writeText(doc, card.question_text, textBox(doc));
  doc.font(PDF_FONT);
  if (card.dimension_name) {
    doc.fontSize(9).fillColor('#666666');
    writeText(doc, card.dimension_name, textBox(doc));
  }
}

function writeCard(doc: PDFKit.PDFDocument, card: TResultCard, scheme: readonly string[], texts: TExportTexts): void {
  const isChartShown = hasChart(card) && card.data.some((value) => value > 0);
  writeQuestionHeading(doc, card, isChartShown ? CHART_HEIGHT + 20 : 30);
  doc.fontSize(9).fillColor('#444444');
  const summary = [texts.sampleSize(card.n)];
  if (card.score !== null) summary.push(`${texts.average}: ${texts.formats.score(card.score)}`);
  doc.text(summary.join('   '));
  if (card.nps) doc.text(netPromoterTexts(texts.formats.locale).line(card.nps));
  if (isChartShown) {
    // A difficulty card's labels are the keys of its buckets.
    const difficultyTexts = new Map<string, string>(Object.entries(texts.difficulty));
    const labels =
      card.special_type === 'difficulty' ? card.labels.map((key) => difficultyTexts.get(key) ?? key) : card.labels;
    writeChart(doc, card, labels, scheme, texts.formats.locale);
    writeCountsTable(doc, card, labels, scheme, texts);
  } else if (!card.answers || card.answers.total === 0) {
    doc.text(texts.noAnswers);
  }
  if (card.answers && card.answers.total > 0) {
    // Without a caption these texts read as if they were answers of their own.
    if (hasChart(card)) writeOpenOptionCaption(doc, texts);
    writeComments(doc, card.answers.rows, texts.formats.date, card.special_type === 'date');
    if (card.answers.total > card.answers.rows.length) {
      doc.fontSize(8).fillColor('#666666').text(texts.moreAnswers(card.answers.rows.length, card.answers.total));
    }
  }
  doc.x = MARGINS.left;
  doc.moveDown();
}

/** The chart in the left half; leaves doc.y at its top, where the counts table starts. */
function writeChart(
  doc: PDFKit.PDFDocument,
  card: TResultCard,
  labels: readonly string[],
  scheme: readonly string[],
  locale: string,
) {
  const width = Math.round(CHART_WIDTH * CHART_RENDER_SCALE);
  const height = Math.round(CHART_HEIGHT * CHART_RENDER_SCALE);
  // Upright bars get a share of the width each (less the value axis and padding), and their
  // labels wrap beneath them; when even a short label does not fit, ECharts leaves some out.
  // Beside horizontal bars the label column is narrowed: the table has the whole label.
  const categoryWidth = Math.floor((width - 60) / Math.max(1, labels.length));
  const categoryLabel = hasHorizontalBars(card)
    ? { width: HORIZONTAL_LABEL_WIDTH, overflow: 'truncate' as const, fontSize: CHART_LABEL_SIZE }
    : {
        width: Math.max(MIN_CATEGORY_WIDTH, categoryWidth - CATEGORY_LABEL_GAP),
        overflow: 'break' as const,
        fontSize: CHART_LABEL_SIZE,
        interval: categoryWidth < MIN_CATEGORY_WIDTH ? ('auto' as const) : (0 as const),
      };
  const option = buildResultChartOption(card, scheme, {
    labels,
    animation: false,
    fontFamily: FONT_FAMILY,
    categoryLabel,
    gridLeft: Math.round(HORIZONTAL_LABEL_WIDTH * 0.25),
    hasLegendBeside: true,
    locale,
  });
  const svg = renderChartSvg(option, width, height);
  ensureRoom(doc, CHART_HEIGHT + 10);
  const top = doc.y + 4;
  svgToPdfLibrary()(doc, svg, MARGINS.left, top, {
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    assumePt: true,
    // Fits the larger drawing into the viewport instead of drawing it at its own size.
    preserveAspectRatio: 'xMinYMin meet',
    fontCallback: () => PDF_FONT,
  });
  doc.y = top;
}

/**
 * Answer (after a swatch of its colour in the chart), count and share beside the chart. A long
 * table (a number question with many values) runs on over the page in the same column;
 * afterwards doc.y is below both chart and table.
 */
function writeCountsTable(
  doc: PDFKit.PDFDocument,
  card: TResultCard,
  labels: readonly string[],
  scheme: readonly string[],
  texts: TExportTexts,
) {
  const chartPage = doc.page;
  const chartBottom = doc.y + CHART_HEIGHT + 4;
  const labelLeft = TABLE_LEFT + SWATCH_SIZE + 5;
  const countLeft = TABLE_LEFT + TABLE_WIDTH - TABLE_COUNT_WIDTH - TABLE_SHARE_WIDTH;
  const shareLeft = countLeft + TABLE_COUNT_WIDTH;
  const labelWidth = countLeft - labelLeft - 6;
  const shares = answerShares(card);
  const colors = answerColors(card, scheme);

  const writeRow = (cells: [string, string, string], swatch: string | null) => {
    const isHeader = swatch === null;
    doc
      .font(isHeader ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(TABLE_FONT_SIZE)
      .fillColor(isHeader ? '#000000' : '#333333');
    const height =
      Math.max(heightOfText(doc, cells[0], labelWidth), doc.heightOfString(cells[2], { width: TABLE_SHARE_WIDTH })) + 4;
    if (doc.y + height > pageBottom(doc)) doc.addPage();
    const y = doc.y;
    if (swatch)
      doc
        .save()
        .rect(TABLE_LEFT, y + 1, SWATCH_SIZE, SWATCH_SIZE)
        .fill(swatch)
        .restore();
    writeText(doc, cells[0], { x: labelLeft, y, width: labelWidth });
    doc.text(cells[1], countLeft, y, { width: TABLE_COUNT_WIDTH, align: 'right' });
    doc.text(cells[2], shareLeft, y, { width: TABLE_SHARE_WIDTH, align: 'right' });
    doc.y = y + height;
    if (isHeader) {
      doc
        .save()
        .moveTo(TABLE_LEFT, doc.y - 2)
        .lineTo(TABLE_LEFT + TABLE_WIDTH, doc.y - 2)
        .lineWidth(0.5)
        .strokeColor(RULE_COLOR)
        .stroke()
        .restore();
      doc.y += 1;
    }
  };

  doc.y += 8;
  writeRow([texts.answer, texts.count, texts.percentage], null);
  card.data.forEach((count, index) =>
    writeRow([labels[index] ?? '', String(count), texts.share(shares[index]!)], colors[index]!),
  );
  doc.font(PDF_FONT);
  doc.x = MARGINS.left;
  if (doc.page === chartPage) doc.y = Math.max(doc.y, chartBottom);
}

/** A choice question's texts are those typed into its open option ("Other, namely ..."). */
function writeOpenOptionCaption(doc: PDFKit.PDFDocument, texts: TExportTexts): void {
  ensureRoom(doc, 50);
  doc.x = MARGINS.left;
  doc.moveDown(0.5).font(PDF_FONT_BOLD).fontSize(9).fillColor('#444444');
  doc.text(texts.openOptionTexts, { width: TEXT_WIDTH }).font(PDF_FONT);
}

/** Each comment after the day it was given; an answer to a date question is a date, written out too. */
function writeComments(
  doc: PDFKit.PDFDocument,
  comments: readonly { text: string; date: string }[],
  formatDate: (isoDate: string) => string,
  isDateAnswer: boolean,
): void {
  doc.fontSize(9).fillColor('#000000');
  const texts = comments.map(({ text, date }) => `${formatDate(date)}  ${isDateAnswer ? formatDate(text) : text}`);
  writeTexts(doc, texts, { x: MARGINS.left, width: TEXT_WIDTH }, 30, pageBottom(doc));
}

/** A report of many comments has a few hundred distinct dates; formatting each again cost more than its layout. */
function memoized(format: (value: string) => string): (value: string) => string {
  const formatted = new Map<string, string>();
  return (value) => {
    let text = formatted.get(value);
    if (text === undefined) formatted.set(value, (text = format(value)));
    return text;
  };
}
