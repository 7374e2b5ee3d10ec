import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { exceljsLibrary } from '../../lib/on-first-use.js';
import type { JobWriter } from './export-worker.js';

export type WorkbookColumn = { header: string; width: number; style?: { numFmt: string } };
export type WorkbookCell = string | number | Date | null;

/** A new sheet (the previous one is finished), or the next rows of the current one. */
export type WorkbookPart = { sheet: string; columns: WorkbookColumn[] } | { rows: WorkbookCell[][] };

/**
 * Writes a workbook row by row into `sink` (ExcelJS's streaming writer, no shared strings), so
 * that neither the rows nor the workbook are held whole. Runs in the export worker.
 */
export function createWorkbookWriter(sink: Writable): JobWriter {
  const workbook = new (exceljsLibrary().stream.xlsx.WorkbookWriter)({
    stream: sink,
    useStyles: true,
    useSharedStrings: false,
  });
  let sheet: ExcelJS.Worksheet | undefined;
  return {
    write(value) {
      const part = value as WorkbookPart;
      if ('sheet' in part) {
        sheet?.commit();
        sheet = workbook.addWorksheet(part.sheet);
        sheet.columns = part.columns;
      } else {
        for (const row of part.rows) sheet!.addRow(row).commit();
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
