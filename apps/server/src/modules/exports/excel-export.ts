import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { netPromoterScore } from '@peil/scoring';
import type { Database } from '../../db/database.js';
import { netPromoterTexts } from '../../lib/net-promoter-texts.js';
import { neutralizeFormula } from '../../lib/spreadsheet-cells.js';
import { findSurveyOptions, findSurveyQuestions } from '../results/queries/survey-questions.js';
import { exportTexts } from './export-texts.js';
import type { ExportJob, ExportWorkers } from './export-workers.js';
import type { AnswerColumns } from './answer-rows.js';
import { findExportChunk } from './queries/export-rows.js';
import { countNetPromoterGroups } from './queries/net-promoter-counts.js';
import type { WorkbookInit, WorkbookPart } from './workbook-writer.js';

/**
 * Respondents per chunk: one statement, one JSON text back, and one part for the worker. On the
 * embedded database a statement holds its one connection, and every other request's statements
 * wait behind it: there a chunk is a quarter of the size.
 */
export const RESPONDENTS_PER_CHUNK = { postgres: 200, pglite: 50 } as const;

export type ExcelExportOptions = { surveyId: number; locale: string; fromDate?: string; toDate?: string };

/**
 * Writes the survey's answers as XLSX to `output`, one row per respondent, reading respondents
 * in chunks (keyset on the id) so that neither the rows nor the workbook are ever held in memory
 * whole. The workbook is written in an export worker, which also makes each chunk's cells from
 * its JSON: this thread only reads the chunks and passes them on. Between chunks it gives the
 * event loop a turn and waits while `output` is full, so a client that reads slowly slows the
 * export instead of filling the server's memory.
 */
export async function writeExcelExport(
  database: Database,
  options: ExcelExportOptions,
  output: Writable,
  workers: ExportWorkers,
  respondentsPerChunk: number = RESPONDENTS_PER_CHUNK[database.kind],
): Promise<void> {
  const texts = exportTexts(options.locale);
  const questions = await findSurveyQuestions(database, options.surveyId, options.locale);
  const optionRows = await findSurveyOptions(database, options.surveyId, options.locale);
  const answerColumns: AnswerColumns = {
    questionIds: questions.map((question) => question.id),
    optionTexts: optionRows.map((option) => [option.id, option.text]),
  };

  const job = workers.start('workbook', { answerColumns } satisfies WorkbookInit, output);
  try {
    await job.send({
      sheet: texts.sheetName,
      columns: [
        { header: texts.respondent, width: 12 },
        { header: texts.started, width: 20, style: { numFmt: texts.formats.excelDateTime } },
        { header: texts.finished, width: 20, style: { numFmt: texts.formats.excelDateTime } },
        { header: texts.locale, width: 8 },
        ...questions.map((question) => ({ header: neutralizeFormula(question.text), width: 30 })),
      ],
    } satisfies WorkbookPart);
    await sendAnswerRows(database, options, job, respondentsPerChunk);
    await addNetPromoterSheet(database, job, options, questions);
    await job.end();
  } catch (error) {
    job.fail(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

async function sendAnswerRows(
  database: Database,
  options: ExcelExportOptions,
  job: ExportJob,
  respondentsPerChunk: number,
): Promise<void> {
  let afterId = 0;
  for (;;) {
    const chunk = await findExportChunk(database, options, afterId, respondentsPerChunk);
    if (chunk.respondents === 0) break;
    // Waits while the worker has the previous chunk in hand or `output` is full.
    await job.send({ respondents: chunk.json } satisfies WorkbookPart);
    afterId = chunk.lastId!;
    if (chunk.respondents < respondentsPerChunk) break;
    // Between chunks the other requests get a turn, whatever the database driver does.
    await nextTurn();
  }
}

// Four decimals, as the benchmark sends its figures: no floating-point noise in the cells.
function round(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10_000) / 10_000;
}

/** The Net Promoter questions' scores over the listed respondents, as the dashboard card gives them. */
async function addNetPromoterSheet(
  database: Database,
  job: ExportJob,
  options: ExcelExportOptions,
  questions: ReadonlyArray<{ id: number; text: string; is_nps: boolean }>,
): Promise<void> {
  const netPromoterQuestions = questions.filter((question) => question.is_nps);
  if (netPromoterQuestions.length === 0) return;
  const counts = await countNetPromoterGroups(
    database,
    options,
    netPromoterQuestions.map((question) => question.id),
  );
  const texts = netPromoterTexts(options.locale);
  const columns = [
    { header: texts.question, width: 50 },
    { header: texts.nps, width: 10 },
    { header: texts.lower, width: 14 },
    { header: texts.upper, width: 14 },
    { header: texts.promoters, width: 12 },
    { header: texts.passives, width: 12 },
    { header: texts.detractors, width: 12 },
    { header: texts.respondents, width: 8 },
  ].map((column) => ({ ...column, header: neutralizeFormula(column.header) }));
  await job.send({ sheet: texts.sheetName, columns });
  const rows = netPromoterQuestions.map((question) => {
    const row = counts.find((candidate) => candidate.question_id === question.id);
    const score = row
      ? netPromoterScore([
          [10, row.promoters],
          [8, row.passives],
          [0, row.detractors],
        ])
      : null;
    return [
      neutralizeFormula(question.text),
      round(score?.score ?? null),
      round(score?.lower ?? null),
      round(score?.upper ?? null),
      score?.promoters ?? 0,
      score?.passives ?? 0,
      score?.detractors ?? 0,
      score?.n ?? 0,
    ];
  });
  await job.send({ rows });
}
