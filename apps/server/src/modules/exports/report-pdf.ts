import { PassThrough, type Readable } from 'node:stream';
import { NATIVE_LANGUAGE_NAMES } from '@peil/contract/locale-codes';
import { DEFAULT_RESULTS_FROM_DATE, type TResultCard, type TResultFilter } from '@peil/contract/results';
import type { Database } from '../../db/database.js';
import { findOpenAnswersAfter, type OpenAnswerKey } from '../results/queries/open-answers-page.js';
import { countRespondents, findSurveyStart } from '../results/queries/respondent-counts.js';
import { findFilteredRespondents } from '../results/queries/answer-scope.js';
import { findSurveyOptions, findSurveyQuestions } from '../results/queries/survey-questions.js';
import { buildResultCards, TEXT_SPECIAL_TYPES } from '../results/result-cards.js';
import { exportTexts } from './export-texts.js';
import type { ExportJob, ExportWorkers } from './export-workers.js';
import { countOpenAnswers } from './queries/open-answer-counts.js';
import { findReportLogo } from './queries/report-logo.js';
import { logoForPdf } from '../../lib/logo-validation.js';
import type { ReportPart } from './report-layout.js';

export type ReportOptions = {
  surveyId: number;
  fromDate?: string;
  toDate?: string;
  filter: TResultFilter[];
  translationFilter: string[];
  surveyName: string;
  header: string;
  /** The request's logo, already checked and scaled (logoForPdf); without one the survey's is used. */
  logo?: Buffer | null;
  colorScheme?: string[] | string;
  locale: string;
  isTextOnly: boolean;
};

/**
 * Comments read per query and sent to the worker as one part; fewer on the embedded database,
 * where every other request's statements wait behind the one running (see RESPONDENTS_PER_CHUNK).
 */
export const COMMENTS_PER_BATCH = { postgres: 1000, pglite: 250 } as const;

/**
 * Creates the PDF report and returns it as a stream at once; the content is written while the
 * caller streams it out. This thread reads the database; an export worker draws the charts and
 * lays out the pages (report-layout.ts), part by part, as fast as the client reads.
 */
export function createReportPdf(database: Database, options: ReportOptions, workers: ExportWorkers): Readable {
  const texts = exportTexts(options.locale);
  const output = new PassThrough();
  const job = workers.start(
    'report',
    { title: options.surveyName || texts.reportTitle, locale: options.locale, colorScheme: options.colorScheme },
    output,
  );
  writeReport(database, job, options)
    .then(() => job.end())
    // A failed report ends the stream with its error; the caller's pipeline reports it.
    .catch((error: unknown) => job.fail(error instanceof Error ? error : new Error(String(error))));
  return output;
}

async function writeReport(database: Database, job: ExportJob, options: ReportOptions): Promise<void> {
  const texts = exportTexts(options.locale);
  const send = (part: ReportPart) => job.send(part);
  const scope = {
    surveyId: options.surveyId,
    fromDate: options.fromDate,
    toDate: options.toDate,
    filter: options.filter,
    translationFilter: options.translationFilter,
  };
  const cards = options.isTextOnly
    ? await textOnlyCards(database, scope, options.locale)
    : await buildResultCards(database, scope, options.locale);
  const counts = await countRespondents(database, scope);
  const header = options.header.trim();
  const logo = options.logo ?? (await storedReportLogo(database, options.surveyId));
  // Without dates the dashboard shows the whole period: from the survey's start to today.
  const from = options.fromDate ?? (await findSurveyStart(database, options.surveyId)) ?? DEFAULT_RESULTS_FROM_DATE;
  await send({
    head: {
      logo,
      title: header || options.surveyName || texts.reportTitle,
      // The survey name under a heading of its own, not a second time under itself.
      subtitle: header && options.surveyName && !isSameText(header, options.surveyName) ? options.surveyName : null,
      from,
      until: options.toDate ?? localIsoDate(new Date()),
      finished: counts.finished,
      unfinished: counts.unfinished,
      filters: [
        ...describeFilters(cards, options.filter),
        ...describeLanguages(options.translationFilter, texts.locale),
      ],
    },
  });
  for (const card of cards) {
    if (!options.isTextOnly) await send({ card });
    else if (card.answers && card.answers.total > 0) await sendAllComments(database, job, card, scope);
  }
}

/**
 * The text-only report's questions, each with how many open texts it has and its options (for
 * the filters' names). The dashboard's cards count every answer of every question as well, which
 * this report does not show: on the embedded database that took a second before the first comment.
 */
async function textOnlyCards(
  database: Database,
  scope: Parameters<typeof buildResultCards>[1],
  locale: string,
): Promise<TResultCard[]> {
  const respondents = await findFilteredRespondents(database, scope);
  const [questions, options, totals] = await Promise.all([
    findSurveyQuestions(database, scope.surveyId, locale),
    findSurveyOptions(database, scope.surveyId, locale),
    countOpenAnswers(database, scope, respondents),
  ]);
  const totalOf = new Map(totals.map((row) => [row.question_id, row.total]));
  return questions.map((question) => {
    const questionOptions = options.filter((option) => option.question_id === question.id);
    const total = totalOf.get(question.id) ?? 0;
    return {
      question_id: question.id,
      type: question.type,
      question_text: question.text,
      title: question.page_title,
      // Only whether the question has a chart matters here: it captions an open option's texts.
      special_type: TEXT_SPECIAL_TYPES[question.type] ?? 'choice',
      dimension_name: question.dimension_name,
      labels: questionOptions.map((option) => option.text),
      data: [],
      refs: questionOptions.map((option) => option.id),
      colors: [],
      date: null,
      answers: total > 0 ? { rows: [], total } : null,
      timestamps: [],
      score: null,
      n: total,
      nps: null,
    };
  });
}

function isSameText(first: string, second: string): boolean {
  return first.trim().toLocaleLowerCase() === second.trim().toLocaleLowerCase();
}

/** 'YYYY-MM-DD' of the server's local day. */
function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The survey's (or its organisation's) logo for the report; one it cannot use is left out. */
async function storedReportLogo(database: Database, surveyId: number): Promise<Buffer | null> {
  const logo = await findReportLogo(database, surveyId);
  if (!logo) return null;
  try {
    return await logoForPdf(logo);
  } catch {
    return null;
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

/** The dashboard's language choice, as its chips name the languages; none chosen counts every language. */
function describeLanguages(locales: readonly string[], label: string): string[] {
  if (locales.length === 0) return [];
  const known: Partial<Record<string, string>> = NATIVE_LANGUAGE_NAMES;
  const names = locales.map((locale) => known[locale] ?? locale);
  return [`${label}: ${names.join(', ')}`];
}

async function sendAllComments(
  database: Database,
  job: ExportJob,
  card: TResultCard,
  scope: Parameters<typeof findOpenAnswersAfter>[1],
): Promise<void> {
  await job.send({ commentsOf: card } satisfies ReportPart);
  // Every comment, read once: the text-only report leaves none out.
  const perBatch = COMMENTS_PER_BATCH[database.kind];
  let after: OpenAnswerKey | null = null;
  for (;;) {
    const batch = await findOpenAnswersAfter(database, scope, card.question_id, after, perBatch);
    await job.send({ comments: batch.rows } satisfies ReportPart);
    if (batch.rows.length < perBatch) break;
    after = batch.last;
  }
  await job.send({ sectionEnd: true } satisfies ReportPart);
}
