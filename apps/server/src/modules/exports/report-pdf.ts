import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { buildResultChartOption, hasChart } from '@peil/contract/chart-options';
import { resolveColorScheme } from '@peil/contract/color-schemes';
import { LIMITS } from '@peil/contract/limits';
import { DEFAULT_RESULTS_FROM_DATE, type TResultCard, type TResultFilter } from '@peil/contract/results';
import type { Database } from '../../db/database.js';
import { findOpenAnswersPage } from '../results/queries/open-answers-page.js';
import { findSurveyStart } from '../results/queries/respondent-counts.js';
import { buildResultCards } from '../results/result-cards.js';
import { renderChartSvg } from '../../lib/chart-render.js';
import { exportTexts } from './export-texts.js';
import { FONT_FAMILY } from '../../lib/fonts.js';
import { PDF_FONT, PDF_FONT_BOLD, registerPdfFonts } from './pdf-fonts.js';
import { findReportLogo } from './queries/report-logo.js';

export type ReportOptions = {
  surveyId: number;
  fromDate?: string;
  toDate?: string;
  filter: TResultFilter[];
  translationFilter: string[];
  surveyName: string;
  header: string;
  logo?: string | null;
  colorScheme?: string[] | string;
  locale: string;
  isTextOnly: boolean;
};

const MARGIN = 48;
/** The report's layout (second spec §9): a 24-point bold heading, a thin grey rule between sections. */
const HEADING_SIZE = 24;
const RULE_COLOR = '#cccccc';
const CHART_WIDTH = 500;
const CHART_HEIGHT = 240;
// The text-only report lists every comment; this bounds a runaway document.
const MAX_COMMENT_PAGES = 500;

/**
 * Creates the PDF report and returns it as a stream at once; the content is written while the
 * caller streams it out. Survey texts go in as plain PDF text, never as markup.
 */
export function createReportPdf(database: Database, options: ReportOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: options.surveyName || 'Report' } });
  registerPdfFonts(doc);
  writeReport(database, doc, options).then(
    () => doc.end(),
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}

async function writeReport(database: Database, doc: PDFKit.PDFDocument, options: ReportOptions): Promise<void> {
  const texts = exportTexts(options.locale);
  const scope = {
    surveyId: options.surveyId,
    fromDate: options.fromDate,
    toDate: options.toDate,
    filter: options.filter,
    translationFilter: options.translationFilter,
  };
  const cards = await buildResultCards(database, scope, options.locale);
  const scheme = resolveColorScheme(options.colorScheme);

  writeLogo(doc, options.logo || (await findReportLogo(database, options.surveyId)));
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(HEADING_SIZE)
    .fillColor('#000000')
    .text(options.header || options.surveyName)
    .font(PDF_FONT);
  if (options.header && options.surveyName) doc.fontSize(12).fillColor('#444444').text(options.surveyName);
  doc.moveDown(0.5).fontSize(10).fillColor('#444444');
  // Without dates the dashboard shows the whole period: from the survey's start to today.
  const from = options.fromDate ?? (await findSurveyStart(database, options.surveyId)) ?? DEFAULT_RESULTS_FROM_DATE;
  doc.text(`${texts.period}: ${from} – ${options.toDate ?? localIsoDate(new Date())}`);
  if (options.filter.length > 0) doc.text(`${texts.filters}: ${describeFilters(cards, options.filter).join('; ')}`);
  doc.moveDown();

  let isFirstSection = true;
  for (const card of cards) {
    if (options.isTextOnly && !(card.answers && card.answers.total > 0)) continue;
    if (!isFirstSection) writeRule(doc);
    isFirstSection = false;
    if (options.isTextOnly) await writeAllComments(database, doc, card, scope);
    else writeCard(doc, card, scheme, texts);
  }
}

/** 'YYYY-MM-DD' of the server's local day. */
function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The thin grey line between two questions; at the top of a new page it is left out. */
function writeRule(doc: PDFKit.PDFDocument): void {
  if (doc.y + 60 > doc.page.height - MARGIN) {
    doc.addPage();
    return;
  }
  const y = doc.y;
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOR)
    .stroke()
    .restore();
  doc.y = y + 10;
}

function writeLogo(doc: PDFKit.PDFDocument, logo: string | null | undefined): void {
  if (!logo) return;
  const base64 = logo.replace(/^data:image\/[a-z+]+;base64,/i, '');
  try {
    doc.image(Buffer.from(base64, 'base64'), { fit: [140, 60] });
    doc.moveDown(0.5);
  } catch {
    // Not a PNG or JPEG PDFKit can read: the report goes without a logo rather than failing.
  }
}

function describeFilters(cards: readonly TResultCard[], filters: readonly TResultFilter[]): string[] {
  return filters.map((filter) => {
    const card = cards.find((candidate) => candidate.question_id === filter.questionId);
    const index = card?.refs.indexOf(filter.optionId) ?? -1;
    const option = index >= 0 ? card!.labels[index] : String(filter.optionId);
    return card ? `${card.question_text}: ${option}` : option!;
  });
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function writeQuestionHeading(doc: PDFKit.PDFDocument, card: TResultCard, roomBelow = 30): void {
  // Keeps a heading on the page of its chart or first comments.
  ensureRoom(doc, 40 + roomBelow);
  doc.font(PDF_FONT_BOLD).fontSize(12).fillColor('#000000').text(card.question_text, { width: CHART_WIDTH });
  doc.font(PDF_FONT);
  if (card.dimension_name) doc.fontSize(9).fillColor('#666666').text(card.dimension_name);
}

function writeCard(
  doc: PDFKit.PDFDocument,
  card: TResultCard,
  scheme: readonly string[],
  texts: ReturnType<typeof exportTexts>,
): void {
  const isChartShown = hasChart(card) && card.data.some((value) => value > 0);
  writeQuestionHeading(doc, card, isChartShown ? CHART_HEIGHT + 20 : 30);
  doc.fontSize(9).fillColor('#444444');
  const summary = [`n = ${card.n}`];
  if (card.score !== null) summary.push(`${texts.average}: ${card.score.toFixed(2)}`);
  doc.text(summary.join('   '));
  if (isChartShown) {
    const labels =
      card.special_type === 'difficulty' ? card.labels.map((key) => texts.difficulty[key] ?? key) : undefined;
    const option = buildResultChartOption(card, scheme, { labels, animation: false, fontFamily: FONT_FAMILY });
    const svg = renderChartSvg(option, CHART_WIDTH, CHART_HEIGHT);
    ensureRoom(doc, CHART_HEIGHT + 10);
    const top = doc.y + 4;
    SVGtoPDF(doc, svg, MARGIN, top, {
      width: CHART_WIDTH,
      height: CHART_HEIGHT,
      assumePt: true,
      fontCallback: () => PDF_FONT,
    });
    doc.y = top + CHART_HEIGHT + 4;
  } else if (!card.answers || card.answers.total === 0) {
    doc.text(texts.noAnswers);
  }
  if (card.answers && card.answers.total > 0) {
    for (const row of card.answers.rows) writeComment(doc, row.text, row.date);
    if (card.answers.total > card.answers.rows.length) {
      doc.fontSize(8).fillColor('#666666').text(texts.moreAnswers(card.answers.rows.length, card.answers.total));
    }
  }
  doc.x = MARGIN;
  doc.moveDown();
}

function writeComment(doc: PDFKit.PDFDocument, text: string, date: string): void {
  ensureRoom(doc, 30);
  doc.fontSize(9).fillColor('#000000').text(`${date}  ${text}`, MARGIN, doc.y, { width: CHART_WIDTH });
}

async function writeAllComments(
  database: Database,
  doc: PDFKit.PDFDocument,
  card: TResultCard,
  scope: Parameters<typeof findOpenAnswersPage>[1],
): Promise<void> {
  writeQuestionHeading(doc, card);
  for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
    const { rows } = await findOpenAnswersPage(database, scope, card.question_id, page, '');
    for (const row of rows) writeComment(doc, row.text, row.date);
    if (rows.length === 0 || page * LIMITS.tableRowsPerPage >= card.answers!.total) break;
  }
  doc.moveDown();
}
