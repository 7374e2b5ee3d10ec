import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { netPromoterScore } from '@peil/scoring';
import type { Database } from '../../db/database.js';
import { netPromoterTexts } from '../../lib/net-promoter-texts.js';
import { neutralizeFormula } from '../../lib/spreadsheet-cells.js';
import { findSurveyOptions, findSurveyQuestions } from '../results/queries/survey-questions.js';
import { exportTexts } from './export-texts.js';
import type { ExportJob, ExportWorkers } from './export-workers.js';
import { findChunkAnswers, findChunkTexts, findRespondentChunk } from './queries/export-rows.js';
import { countNetPromoterGroups } from './queries/net-promoter-counts.js';
import type { WorkbookCell } from './workbook-writer.js';

/**
 * Small enough that one chunk's queries and rows hold the event loop for a few milliseconds. The
 * embedded database runs each query on the server's own thread, and /status waits for the one
 * running: there a chunk is a quarter of the size.
 */
export const RESPONDENTS_PER_CHUNK = { postgres: 200, pglite: 50 } as const;

export type ExcelExportOptions = { surveyId: number; locale: string; fromDate?: string; toDate?: string };

/**
 * Writes the survey's answers as XLSX to `output`, one row per respondent, reading respondents
 * in chunks (keyset on the id) so that neither the rows nor the workbook are ever held in memory
 * whole. The workbook is written in an export worker; this thread reads the chunks and sends
 * their rows. Between chunks it gives the event loop a turn and waits while `output` is full, so
 * a client that reads slowly slows the export instead of filling the server's memory.
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
  const optionText = new Map(optionRows.map((option) => [option.id, option.text]));
  const columnOf = new Map(questions.map((question, index) => [question.id, index]));

  const job = workers.start('workbook', null, output);
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
    });
    await writeAnswerRows(database, options, job, { questions, optionText, columnOf }, respondentsPerChunk);
    await addNetPromoterSheet(database, job, options, questions);
    await job.end();
  } catch (error) {
    job.fail(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

async function writeAnswerRows(
  database: Database,
  options: ExcelExportOptions,
  job: ExportJob,
  survey: {
    questions: ReadonlyArray<{ id: number }>;
    optionText: ReadonlyMap<number, string>;
    columnOf: ReadonlyMap<number, number>;
  },
  respondentsPerChunk: number,
): Promise<void> {
  const { questions, optionText, columnOf } = survey;
  let afterId = 0;
  for (;;) {
    const respondents = await findRespondentChunk(database, options, afterId, respondentsPerChunk);
    if (respondents.length === 0) break;
    const ids = respondents.map((respondent) => respondent.id);
    const answers = await findChunkAnswers(database, options.surveyId, ids);
    const openTexts = await findChunkTexts(database, options.surveyId, ids);

    // Cells per respondent: column index -> the parts joined with '; ' (several options).
    const cells = new Map<number, Map<number, (string | number)[]>>();
    const add = (respondentId: number, questionId: number, part: string | number) => {
      const column = columnOf.get(questionId);
      if (column === undefined) return;
      let row = cells.get(respondentId);
      if (!row) cells.set(respondentId, (row = new Map<number, (string | number)[]>()));
      row.set(column, [...(row.get(column) ?? []), part]);
    };
    const openTextByOption = new Map(
      openTexts
        .filter((row) => row.option_id !== null)
        .map((row) => [`${row.respondent_id}:${row.option_id}`, row.text]),
    );
    for (const answer of answers) {
      if (answer.option_id !== null) {
        const label = optionText.get(answer.option_id) ?? '';
        const open = openTextByOption.get(`${answer.respondent_id}:${answer.option_id}`);
        add(answer.respondent_id, answer.question_id, open ? `${label}: ${open}` : label);
      } else if (answer.number_value !== null) {
        add(answer.respondent_id, answer.question_id, answer.number_value);
      }
    }
    for (const text of openTexts) if (text.option_id === null) add(text.respondent_id, text.question_id, text.text);

    const rows = respondents.map((respondent) => {
      const row = cells.get(respondent.id);
      const values: WorkbookCell[] = [respondent.id, respondent.started_at, respondent.finished_at, respondent.locale];
      for (let column = 0; column < questions.length; column++) {
        const parts = row?.get(column);
        if (!parts) values.push(null);
        else if (parts.length === 1 && typeof parts[0] === 'number') values.push(parts[0]);
        else values.push(neutralizeFormula(parts.join('; ')));
      }
      return values;
    });
    // Waits while the worker has the previous chunk in hand or `output` is full.
    await job.send({ rows });
    afterId = respondents[respondents.length - 1]!.id;
    if (respondents.length < respondentsPerChunk) break;
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
