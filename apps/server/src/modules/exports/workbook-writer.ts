import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { exceljsLibrary } from '../../lib/on-first-use.js';
import { styleHeaderRow } from '../../lib/spreadsheet-cells.js';
import { answerRowsOf, type AnswerColumns } from './answer-rows.js';
import type { JobWriter } from './export-worker.js';

export type WorkbookColumn = { header: string; width: number; style?: { numFmt: string } };
export type WorkbookCell = string | number | Date | null;

/**
 * A new sheet (the previous one is finished), or the next rows of the current one: as cells, or
 * as a chunk of respondents read by findExportChunk (its JSON), made into rows here.
 */
export type WorkbookPart =
  { sheet: string; columns: WorkbookColumn[] } | { rows: WorkbookCell[][] } | { respondents: string };

/** The questions and options that a workbook's chunks of respondents need (none without such parts). */
export type WorkbookInit = { answerColumns?: AnswerColumns } | null;

/**
 * Writes a workbook row by row into `sink` (ExcelJS's streaming writer, no shared strings), so
 * that neither the rows nor the workbook are held whole. Runs in the export worker.
 */
export function createWorkbookWriter(sink: Writable, init: WorkbookInit = null): JobWriter {
  const workbook = new (exceljsLibrary().stream.xlsx.WorkbookWriter)({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  let sheet: ExcelJS.Worksheet | undefined;
  return {
    async write(value) {
      const part = value as WorkbookPart;
      if ('sheet' in part) {
        sheet?.commit();
        sheet = workbook.addWorksheet(part.sheet);
        sheet.columns = part.columns;
        styleHeaderRow(sheet.getRow(1));
      } else {
        const rows = 'rows' in part ? part.rows : answerRowsOf(part.respondents, init!.answerColumns!);
        for (const row of rows) sheet!.addRow(row).commit();
        await compressed(sheet!, sink);
      }
    },
    async end() {
      sheet?.commit();
      // Resolves when the zip is finished and `sink` has taken its last byte.
      await workbook.commit();
    },
    abort() {
      sink.destroy();
    },
  };
}

/** The parts of a stream's state read here; ExcelJS's StreamBuf has `pipes` of its own. */
type StreamState = {
  pipes?: unknown;
  _readableState?: { length: number; pipes?: unknown };
  _writableState?: { length: number };
};

/**
 * Resolves once the sheet's rows so far have gone through the zip's compression into the sink.
 * ExcelJS passes a sheet's XML on without waiting, and the deflate stream compresses on the
 * thread pool: a part acknowledged before that let the server read on while the file's bytes
 * lagged behind, so a client that stopped reading no longer stopped the reading, and on a busy
 * machine the whole sheet could queue up here. So this waits until every stream between the
 * sheet and the sink is empty (ExcelJS keeps back at most one 64 KB batch, zlib its window).
 */
async function compressed(sheet: ExcelJS.Worksheet, sink: Writable): Promise<void> {
  const source = (sheet as unknown as { stream: StreamState }).stream;
  if (!Array.isArray(source.pipes)) {
    throw new Error("ExcelJS's sheet stream changed: the workbook writer's backpressure needs a new look");
  }
  // No event tells when a stream's queue empties below its high-water mark.
  while (!sink.destroyed && !isEmptyUpTo(source, sink)) await new Promise((resolve) => setTimeout(resolve, 1));
}

function isEmptyUpTo(stream: StreamState, sink: Writable): boolean {
  if ((stream._readableState?.length ?? 0) > 0 || (stream._writableState?.length ?? 0) > 0) return false;
  // Node's streams keep their pipes as a list; archiver's older readable-stream keeps one alone.
  const next = stream._readableState?.pipes ?? stream.pipes;
  const pipes = (Array.isArray(next) ? next : next ? [next] : []) as StreamState[];
  return pipes.every((pipe) => pipe === (sink as StreamState) || isEmptyUpTo(pipe, sink));
}
