import { PassThrough } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { buildOrganization } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { ExportWorkers } from './export-workers.js';
import { addRespondent, buildSurvey, type KeyedSurvey } from '../../test/results-fixture.js';
import { writeExcelExport } from './excel-export.js';

const RESPONDENTS = 1000;
const PER_CHUNK = 50;

/**
 * A survey of RESPONDENTS respondents with a long, poorly compressing comment each: about 1 MB of
 * file, so that the client's buffer fills within the first parts even though the worker's zip
 * and its 64 KB messages hold back up to a part's bytes. A part is acknowledged only once it is
 * compressed: before, a busy machine's zip lagged far enough behind that the whole survey was
 * read before the client's buffer filled.
 */
describe('XLSX export streaming', () => {
  let database: Database;
  const workers = new ExportWorkers();
  let survey: KeyedSurvey;

  beforeAll(async () => {
    database = await openTestDatabase();
    const organization = await buildOrganization(database);
    survey = await buildSurvey(database, { organizationId: organization.id });
    const first = await addRespondent(database, survey, {
      locale: 'nl',
      startedAt: '2024-01-10T10:00:00Z',
      answers: { likert: 1, slider: 8, number: 3, open: 'first' },
    });
    await database.raw(
      `insert into respondents (survey_id, locale, token_hash, token_expires_at, started_at, finished_at)
       select survey_id, locale, token_hash || g, token_expires_at, started_at, finished_at
       from respondents, generate_series(2, $2) g where id = $1`,
      [first, RESPONDENTS],
    );
    await database.raw(
      `insert into answers (respondent_id, survey_id, question_id, option_id, number_value, answered_at)
       select r.id, a.survey_id, a.question_id, a.option_id, a.number_value, a.answered_at
       from answers a cross join respondents r where a.respondent_id = $1 and r.survey_id = a.survey_id and r.id <> $1`,
      [first],
    );
    await database.raw(
      `insert into answer_texts (respondent_id, survey_id, question_id, text, answered_at)
       select r.id, a.survey_id, a.question_id,
              (select string_agg(md5(r.id::text || '-' || g), ' ') from generate_series(1, 48) g), a.answered_at
       from answer_texts a cross join respondents r where a.respondent_id = $1 and r.survey_id = a.survey_id and r.id <> $1`,
      [first],
    );
  });
  afterAll(() => Promise.all([database.close(), workers.close()]));

  /** The database, counting the statements the export sends. */
  function counting(): { database: Database; statements: () => number } {
    let statements = 0;
    const counted: Database = {
      ...database,
      query: (statement) => {
        statements++;
        return database.query(statement);
      },
    };
    return { database: counted, statements: () => statements };
  }

  async function waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function readRows(chunks: Buffer[]): Promise<number> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    return workbook.worksheets[0]!.actualRowCount;
  }

  it('stops reading the database while the client does not read, and finishes when it does', async () => {
    const { database: counted, statements } = counting();
    const output = new PassThrough();
    let isSettled = false;
    const exported = writeExcelExport(
      counted,
      { surveyId: survey.id, locale: 'nl' },
      output,
      workers,
      PER_CHUNK,
    ).finally(() => (isSettled = true));
    await waitFor(() => output.writableNeedDrain);
    // Nothing reads the output: the export may finish the chunk in hand, then has to wait.
    const stalledAt = statements();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(isSettled).toBe(false);
    expect(statements()).toBeLessThanOrEqual(stalledAt + 3);
    expect(statements()).toBeLessThan((RESPONDENTS / PER_CHUNK) * 3);

    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await exported;
    if (!output.readableEnded) await new Promise((resolve) => output.on('end', resolve));
    expect(await readRows(chunks)).toBe(RESPONDENTS + 1);
  }, 120_000);

  it("reads each chunk as one row of JSON: the server thread decodes none of the survey's answers", async () => {
    // Decoding thousands of rows per chunk in the database driver, and building their cells, held
    // the server's event loop for tens of milliseconds at a time; the worker now makes the rows.
    let rowsRead = 0;
    const counted: Database = {
      ...database,
      query: async <Row>(statement: SQL) => {
        const rows = await database.query<Row>(statement);
        rowsRead += rows.length;
        return rows;
      },
    };
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeExcelExport(counted, { surveyId: survey.id, locale: 'nl' }, output, workers, PER_CHUNK);
    if (!output.readableEnded) await new Promise((resolve) => output.on('end', resolve));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(RESPONDENTS + 1);
    // A bold header whose long question texts wrap within their columns.
    expect(sheet.getRow(1).getCell(5).font).toMatchObject({ bold: true });
    expect(sheet.getRow(1).getCell(5).alignment).toMatchObject({ wrapText: true });
    const [stored] = await database.raw<{ started_ms: number }>(
      'select (extract(epoch from started_at) * 1000)::float8 as started_ms from respondents where survey_id = $1 order by id limit 1',
      [survey.id],
    );
    expect((sheet.getRow(2).getCell(2).value as Date).getTime()).toBe(stored!.started_ms);
    // The questions, their options and Net Promoter counts, then one row per chunk.
    const [counts] = await database.raw<{ questions: number; options: number }>(
      `select (select count(*) from questions where survey_id = $1)::int as questions,
              (select count(*) from question_options o join questions q on q.id = o.question_id
               where q.survey_id = $1)::int as options`,
      [survey.id],
    );
    expect(rowsRead).toBeLessThanOrEqual(2 * counts!.questions + counts!.options + RESPONDENTS / PER_CHUNK + 1);
  }, 120_000);

  it('gives the event loop a turn between chunks even when the database never does', async () => {
    // The export's statements are recorded, then answered again from memory: without a turn of
    // its own the export would then run from its first row to its last without one timer tick.
    const recorded: unknown[] = [];
    const recording: Database = {
      ...database,
      query: async <Row>(statement: SQL) => {
        const rows = await database.query<Row>(statement);
        recorded.push(rows);
        return rows;
      },
    };
    await writeExcelExport(
      recording,
      { surveyId: survey.id, locale: 'nl' },
      new PassThrough().resume(),
      workers,
      PER_CHUNK,
    );
    let next = 0;
    let ticks = 0;
    let ticksBeforeLastStatement = 0;
    const replaying: Database = {
      ...database,
      query: <Row>() => {
        ticksBeforeLastStatement = ticks;
        return Promise.resolve(recorded[next++] as Row[]);
      },
    };

    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const timer = setInterval(() => ticks++, 1);
    try {
      await writeExcelExport(replaying, { surveyId: survey.id, locale: 'nl' }, output, workers, PER_CHUNK);
    } finally {
      clearInterval(timer);
    }
    if (!output.readableEnded) await new Promise((resolve) => output.on('end', resolve));
    expect(await readRows(chunks)).toBe(RESPONDENTS + 1);
    expect(next).toBe(recorded.length);
    // A timer due every millisecond fires on most of the turns between the chunks (the ticks
    // while the finished workbook is compressed do not count).
    expect(ticksBeforeLastStatement).toBeGreaterThanOrEqual(RESPONDENTS / PER_CHUNK / 2);
  }, 120_000);
});
