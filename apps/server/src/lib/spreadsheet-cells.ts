import type ExcelJS from 'exceljs';

/**
 * Text that a spreadsheet could read as a formula (= + - @, or a leading tab or carriage return)
 * gets an apostrophe in front, the usual guard against formula injection (OWASP "CSV injection").
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A sheet's header row: bold, and long headings wrapped within their column's width, since a
 * heading wider than its column is cut off where the next one starts.
 */
export function styleHeaderRow(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.alignment = { wrapText: true, vertical: 'bottom' };
}
