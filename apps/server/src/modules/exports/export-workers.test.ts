import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { PassThrough, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { buildOrganization } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { readPdf } from '../../test/pdf-words.js';
import { addRespondent, buildSurvey, type KeyedSurvey } from '../../test/results-fixture.js';
import { ExportWorkers, type ExportJob } from './export-workers.js';
import { createReportLayout, type ReportInit } from './report-layout.js';
import { createReportPdf, type ReportOptions } from './report-pdf.js';

/** The same jobs laid out on this thread: what the report was before the worker. */
const onThisThread = {
  start(_kind: 'report', init: unknown, output: Writable): ExportJob {
    const layout = createReportLayout(init as ReportInit, output);
    return {
      send: async (part: unknown) => layout.write(part),
      end: () => layout.end(),
      fail: (error: Error) => output.destroy(error),
    } as unknown as ExportJob;
  },
} as unknown as ExportWorkers;

const loadedHere = (name: string) =>
  Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes(`/node_modules/${name}/`));

describe('the PDF report in an export worker', () => {
  let database: Database;
  let survey: KeyedSurvey;
  const workers = new ExportWorkers();

  beforeAll(async () => {
    database = await openTestDatabase();
    const organization = await buildOrganization(database);
    survey = await buildSurvey(database, { organizationId: organization.id });
    for (const [index, likert] of [1, 2, 2, 3, 4].entries()) {
      await addRespondent(database, survey, {
        locale: 'nl',
        startedAt: `2024-01-1${index}T10:00:00Z`,
        answers: { likert, slider: 3 + index, number: index, open: `opmerking ${index}` },
      });
    }
  });
  afterAll(() => Promise.all([database.close(), workers.close()]));

  const options = (isTextOnly: boolean): ReportOptions => ({
    surveyId: survey.id,
    fromDate: '2024-01-01',
    toDate: '2024-12-31',
    filter: [],
    translationFilter: [],
    surveyName: 'Fixture survey',
    header: 'Kwartaalrapport',
    locale: 'nl',
    isTextOnly,
  });
  const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

  /** The PDF's streams (pages, fonts, images) as written, each still compressed. */
  const pdfStreams = (pdf: Buffer): Buffer[] => {
    const streams: Buffer[] = [];
    for (let at = pdf.indexOf('stream\n'); at >= 0; at = pdf.indexOf('stream\n', at)) {
      const end = pdf.indexOf('\nendstream', at);
      streams.push(pdf.subarray(at + 'stream\n'.length, end));
      at = end + '\nendstream'.length;
    }
    return streams;
  };
  const inflatedLength = (pdf: Buffer) =>
    pdfStreams(pdf).reduce((sum, stream) => sum + zlib.inflateSync(stream).length, 0);

  it('gives the same pages as laid out on the server thread, without loading the chart or PDF libraries there', async () => {
    const inWorker = [
      await readPdf(createReportPdf(database, options(false), workers)),
      await readPdf(createReportPdf(database, options(true), workers)),
    ];
    expect(workers.threadCount).toBeGreaterThan(0);
    for (const name of ['echarts', 'pdfkit', 'svg-to-pdfkit']) expect(loadedHere(name), name).toBe(false);

    for (const [index, isTextOnly] of [false, true].entries()) {
      const before = await readPdf(createReportPdf(database, options(isTextOnly), onThisThread));
      expect(pdfText(inWorker[index]!)).toBe(pdfText(before));
      expect(pdfText(inWorker[index]!)).toContain('opmerking 4');
      // The same drawing, compressed at another level (see below).
      expect(inflatedLength(inWorker[index]!), `text only: ${isTextOnly}`).toBe(inflatedLength(before));
    }
  }, 120_000);

  // PDFKit deflated every page at zlib's default level: a fifth of the CPU of a report of comments.
  it("compresses the report's streams at zlib's fastest level", async () => {
    for (const isTextOnly of [false, true]) {
      const streams = pdfStreams(await readPdf(createReportPdf(database, options(isTextOnly), workers)));
      expect(streams.length).toBeGreaterThan(2);
      // A zlib header's second byte gives the level: 0x01 the fastest, 0x9c the default.
      for (const stream of streams) expect(stream.subarray(0, 2).toString('hex')).toBe('7801');
    }
  }, 120_000);

  it('ends the stream with an error when the worker fails, and serves the next report', async () => {
    const output = new PassThrough();
    const job = workers.start('report', { title: 'x', locale: 'nl' }, output);
    const failed = new Promise<Error>((resolve) => output.on('error', resolve));
    await job.send({ card: null });
    await expect(job.end()).rejects.toThrow();
    expect((await failed).message).toMatch(/card|null/);
    expect(pdfText(await readPdf(createReportPdf(database, options(false), workers)))).toContain('Kwartaalrapport');
  }, 120_000);

  it('sends the file back in a few large chunks, not one message per write of PDFKit', async () => {
    const output = new PassThrough();
    const job = workers.start('report', { title: 'Chunks', locale: 'nl' }, output);
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => output.on('end', resolve));
    const parts = 8;
    await job.send({ commentsOf: { question_id: 1, question_text: 'Opmerkingen', dimension_name: null, labels: [] } });
    for (let part = 1; part < parts; part++) {
      await job.send({
        comments: Array.from({ length: 300 }, (_, index) => ({
          text: `opmerking ${part}-${index}`,
          date: '2024-01-10',
        })),
      });
    }
    await job.end();
    await ended;
    const bytes = Buffer.concat(chunks);
    expect(pdfText(bytes)).toContain('opmerking 7-299');
    // Each part's bytes in one message when under 64 KB; PDFKit writes a page in dozens of pieces.
    expect(chunks.length).toBeLessThanOrEqual(parts + 1 + Math.ceil(bytes.length / 65_536));
  }, 120_000);

  // At the server thread's priority an export took the CPU from /status and saves on a busy machine.
  it.skipIf(process.platform !== 'linux')(
    'runs the exports at a lower CPU priority than the server thread',
    async () => {
      const niceOfThreads = () => fs.readdirSync('/proc/self/task').map((threadId) => os.getPriority(Number(threadId)));
      await readPdf(createReportPdf(database, options(true), workers));
      const serverNice = os.getPriority();
      expect(workers.threadCount).toBeGreaterThan(0);
      // The export workers, and no other thread.
      expect(niceOfThreads().filter((nice) => nice > serverNice)).toEqual(
        Array.from({ length: workers.threadCount }, () => Math.min(19, serverNice + 10)),
      );
    },
    120_000,
  );
});
