import { createRequire } from 'node:module';

const requireLibrary = createRequire(import.meta.url);

/**
 * A library loaded when a request first needs it instead of at start. The chart, spreadsheet, PDF
 * and image libraries hold about 100 MB once loaded; a server that renders no export, report or
 * logo needs none of it. Loaded synchronously, so the functions that use them keep their shape.
 */
function onFirstUse<Library>(name: string): () => Library {
  let library: Library | undefined;
  return () => (library ??= requireLibrary(name) as Library);
}

export const echartsLibrary = onFirstUse<typeof import('echarts')>('echarts');
export const resvgLibrary = onFirstUse<typeof import('@resvg/resvg-js')>('@resvg/resvg-js');
export const exceljsLibrary = onFirstUse<typeof import('exceljs')>('exceljs');
export const pdfkitLibrary = onFirstUse<typeof import('pdfkit')>('pdfkit');
export const svgToPdfLibrary = onFirstUse<typeof import('svg-to-pdfkit')>('svg-to-pdfkit');
export const sharpLibrary = onFirstUse<typeof import('sharp')>('sharp');
