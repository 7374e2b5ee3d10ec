import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './server-root.js';
import {
  echartsLibrary,
  exceljsLibrary,
  pdfkitLibrary,
  resvgLibrary,
  sharpLibrary,
  svgToPdfLibrary,
} from './on-first-use.js';

const HEAVY_LIBRARIES = ['echarts', '@resvg/resvg-js', 'exceljs', 'pdfkit', 'svg-to-pdfkit', 'sharp'];

describe('libraries loaded on first use', () => {
  it('are not imported by the server bundle at start', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'peil-bundle-'));
    try {
      execFileSync(process.execPath, ['build.mjs', outdir], { cwd: SERVER_ROOT });
      const bundle = fs.readFileSync(path.join(outdir, 'server.js'), 'utf8');
      const imported = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
      expect(imported).toContain('fastify');
      for (const name of HEAVY_LIBRARIES) expect(imported).not.toContain(name);
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  }, 120_000);

  it('load when asked, once', () => {
    expect(typeof echartsLibrary().init).toBe('function');
    expect(echartsLibrary()).toBe(echartsLibrary());
    expect(typeof resvgLibrary().Resvg).toBe('function');
    expect(typeof exceljsLibrary().Workbook).toBe('function');
    expect(typeof pdfkitLibrary()).toBe('function');
    expect(typeof svgToPdfLibrary()).toBe('function');
    expect(typeof sharpLibrary()).toBe('function');
  });
});
