import { createRequire } from 'node:module';

/** Whether this thread has loaded ExcelJS: it loads through require (lib/on-first-use.ts). */
export function isExcelJsLoadedHere(): boolean {
  return Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/exceljs/'));
}
