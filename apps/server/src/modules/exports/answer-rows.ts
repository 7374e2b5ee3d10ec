import { neutralizeFormula } from '../../lib/spreadsheet-cells.js';
import type { WorkbookCell } from './workbook-writer.js';

/** What turns a chunk's answers into cells: the questions in column order and the options' texts. */
export type AnswerColumns = { questionIds: number[]; optionTexts: [number, string][] };

type ChunkRespondent = [
  id: number,
  locale: string,
  startedAt: number,
  finishedAt: number | null,
  answers: [questionId: number, optionId: number | null, numberValue: number | null][] | null,
  texts: [questionId: number, optionId: number | null, text: string][] | null,
];

/**
 * The sheet's rows of one chunk (findExportChunk's JSON), one per respondent: id, started,
 * finished, locale, then a cell per question. A chosen option shows its text, and the text typed
 * into it after a colon; several options (or an option and an open text) are joined with '; '.
 * A cell of one number stays a number; text is guarded against formulas.
 */
export function answerRowsOf(json: string, columns: AnswerColumns): WorkbookCell[][] {
  const columnOf = new Map(columns.questionIds.map((id, index) => [id, index]));
  const optionText = new Map(columns.optionTexts);
  const respondents = JSON.parse(json) as ChunkRespondent[];
  return respondents.map(([id, locale, startedAt, finishedAt, answers, texts]) => {
    const parts: (string | number)[][] = [];
    const add = (questionId: number, part: string | number) => {
      const column = columnOf.get(questionId);
      if (column !== undefined) (parts[column] ??= []).push(part);
    };
    const openTextOfOption = new Map<number, string>();
    for (const [, optionId, text] of texts ?? []) if (optionId !== null) openTextOfOption.set(optionId, text);
    for (const [questionId, optionId, numberValue] of answers ?? []) {
      if (optionId !== null) {
        const label = optionText.get(optionId) ?? '';
        const open = openTextOfOption.get(optionId);
        add(questionId, open ? `${label}: ${open}` : label);
      } else if (numberValue !== null) {
        add(questionId, numberValue);
      }
    }
    for (const [questionId, optionId, text] of texts ?? []) if (optionId === null) add(questionId, text);

    const row: WorkbookCell[] = [id, new Date(startedAt), finishedAt === null ? null : new Date(finishedAt), locale];
    for (let column = 0; column < columns.questionIds.length; column++) {
      const cell = parts[column];
      if (!cell) row.push(null);
      else if (cell.length === 1 && typeof cell[0] === 'number') row.push(cell[0]);
      else row.push(neutralizeFormula(cell.join('; ')));
    }
    return row;
  });
}
