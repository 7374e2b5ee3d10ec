import { createRequire } from 'node:module';

const requireLibrary = createRequire(import.meta.url);

/**
 * A library loaded when a request first needs it instead of at start. The chart, spreadsheet, PDF
 * and image libraries hold about 100 MB once loaded; a server that renders no export, report or
 * logo needs none of it. Loaded synchronously, so the functions that use them keep their shape.
 */
function onFirstUse(name: string): () => unknown {
  let library: unknown;
  return () => (library ??= requireLibrary(name) as unknown);
}

export const echartsLibrary = onFirstUse('echarts') as () => typeof import('echarts');
export const resvgLibrary = onFirstUse('@resvg/resvg-js') as () => typeof import('@resvg/resvg-js');
export const exceljsLibrary = onFirstUse('exceljs') as () => typeof import('exceljs');
export const pdfkitLibrary = onFirstUse('pdfkit') as () => typeof import('pdfkit');
export const svgToPdfLibrary = onFirstUse('svg-to-pdfkit') as () => typeof import('svg-to-pdfkit');
export const sharpLibrary = onFirstUse('sharp') as () => typeof import('sharp');
