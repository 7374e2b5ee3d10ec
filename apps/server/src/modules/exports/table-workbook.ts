import type { Writable } from 'node:stream';
import { exceljsLibrary } from '../../lib/on-first-use.js';
import { neutralizeFormula, styleHeaderRow } from '../../lib/spreadsheet-cells.js';
import type { JobWriter } from './export-worker.js';

export type TableCell = string | number | null;
/** `numFmt` is Excel's number format of the column's cells, such as '0.0%' for a share. */
export type TableColumn = { header: string; key: string; width: number; numFmt?: string };

/**
 * A sheet of a small workbook (the benchmark's, the respondent count's): a table under a bold
 * header row, `boldRows` (indexes into `rows`, such as a total row) bold as well; or lines of
 * cells under column widths and no header (an "About" sheet).
 */
export type TableSheet =
  | { name: string; columns: TableColumn[]; rows: Record<string, TableCell>[]; boldRows?: number[] }
  | { name: string; widths: number[]; lines: TableCell[][] };

export type TableWorkbookInit = { sheets: TableSheet[] };

function safe(value: TableCell): TableCell {
  return typeof value === 'string' ? neutralizeFormula(value) : value;
}

/**
 * Writes a whole workbook of a few sheets into `sink` when the job ends; the sheets come with
 * the job. Runs in the export worker: ExcelJS takes hundreds of milliseconds of CPU to load and
 * to zip even a small workbook. Every text cell is guarded against formula injection here.
 */
export function createTableWorkbook(init: TableWorkbookInit, sink: Writable): JobWriter {
  return {
    write() {
      throw new Error('a table workbook takes no parts');
    },
    async end() {
      const workbook = new (exceljsLibrary().Workbook)();
      for (const table of init.sheets) {
        const sheet = workbook.addWorksheet(table.name);
        if ('columns' in table) {
          sheet.columns = table.columns.map(({ numFmt, ...column }) => ({
            ...column,
            header: neutralizeFormula(column.header),
            ...(numFmt ? { style: { numFmt } } : {}),
          }));
          styleHeaderRow(sheet.getRow(1));
          const boldRows = new Set(table.boldRows);
          table.rows.forEach((row, index) => {
            const added = sheet.addRow(
              Object.fromEntries(Object.entries(row).map(([key, value]) => [key, safe(value)])),
            );
            if (boldRows.has(index)) added.font = { bold: true };
          });
        } else {
          table.widths.forEach((width, index) => (sheet.getColumn(index + 1).width = width));
          for (const line of table.lines) sheet.addRow(line.map(safe));
        }
      }
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      await new Promise<void>((resolve, reject) => {
        sink.once('finish', resolve).once('error', reject);
        sink.end(bytes);
      });
    },
    abort() {
      sink.destroy();
    },
  };
}
