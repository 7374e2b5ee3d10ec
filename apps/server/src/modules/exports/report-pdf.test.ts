import { execFileSync } from 'node:child_process';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { buildOrganization } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { ExportWorkers } from './export-workers.js';
import { pdfLines, readPdf, visualWord } from '../../test/pdf-words.js';
import { addRespondent, buildSurvey, RESULTS_FIXTURE_PAGES, type KeyedSurvey } from '../../test/results-fixture.js';
import { COMMENTS_PER_BATCH, createReportPdf } from './report-pdf.js';

const COMMENTS = 2500;

describe('text-only PDF report', () => {
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
      answers: { likert: 1, open: 'comment-00001' },
    });
    // Comments on one day share their date, so the order rests on the id as well.
    await database.raw(
      `insert into answer_texts (respondent_id, survey_id, question_id, text, answered_at)
       select respondent_id, survey_id, question_id, 'comment-' || lpad(g::text, 5, '0'),
              answered_at + (g % 3) * interval '1 hour'
       from answer_texts, generate_series(2, $2) g where respondent_id = $1`,
      [first, COMMENTS],
    );
  });
  afterAll(() => Promise.all([database.close(), workers.close()]));

  it('lists every comment once, read in a few statements rather than one per page', async () => {
    let statements = 0;
    const counted: Database = {
      ...database,
      query: (statement) => {
        statements++;
        return database.query(statement);
      },
    };
    const doc = createReportPdf(
      counted,
      {
        surveyId: survey.id,
        filter: [],
        translationFilter: [],
        surveyName: 'Fixture survey',
        header: '',
        locale: 'nl',
        isTextOnly: true,
      },
      workers,
    );
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    await new Promise((resolve, reject) => doc.on('end', resolve).on('error', reject));
    const text = execFileSync('pdftotext', ['-', '-'], { input: Buffer.concat(chunks) }).toString('utf8');
    const listed = text.match(/comment-\d{5}/g) ?? [];
    expect(listed.length).toBe(COMMENTS);
    expect(new Set(listed).size).toBe(COMMENTS);
    // The result cards' aggregates, the survey start and the batches of comments (one per page
    // of 20 would be 125).
    expect(statements).toBeLessThan(17 + Math.ceil(COMMENTS / COMMENTS_PER_BATCH[database.kind]));
  }, 180_000);

  it('counts the texts per question without counting every answer as the dashboard does', async () => {
    const dialect = new PgDialect();
    const read: string[] = [];
    const recording: Database = {
      ...database,
      query: (statement) => {
        read.push(dialect.sqlToQuery(statement).sql);
        return database.query(statement);
      },
    };
    const pdf = await readPdf(
      createReportPdf(
        recording,
        {
          surveyId: survey.id,
          filter: [],
          translationFilter: [],
          surveyName: 'Fixture survey',
          header: '',
          locale: 'nl',
          isTextOnly: true,
        },
        workers,
      ),
    );
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
    expect(text).toContain('comment-02500');
    expect(read.some((statement) => /\banswer_texts\b/.test(statement))).toBe(true);
    expect(read.filter((statement) => /\banswers\b/.test(statement))).toEqual([]);
  }, 180_000);
});

describe('Arabic open answers in the PDF report', () => {
  let database: Database;
  const workers = new ExportWorkers();
  let survey: KeyedSurvey;
  // "The doctor was excellent, 10 out of 10, doctor Smith, thanks."
  const comment = 'الطبيب كان ممتازا 10 من 10 doctor Smith شكرا';
  // "Patient comment"
  const question = 'تعليق المريض';

  beforeAll(async () => {
    database = await openTestDatabase();
    const organization = await buildOrganization(database);
    const pages = RESULTS_FIXTURE_PAGES.map((page) => ({
      ...page,
      questions: page.questions.map((spec) => (spec.key === 'open' ? { ...spec, text: { nl: question } } : spec)),
    }));
    survey = await buildSurvey(database, { organizationId: organization.id, pages });
    await addRespondent(database, survey, {
      locale: 'nl',
      startedAt: '2024-01-10T10:00:00Z',
      answers: { likert: 1, open: comment },
    });
  });
  afterAll(() => Promise.all([database.close(), workers.close()]));

  it.each([true, false])(
    'right to left and flush right (text only: %s)',
    async (isTextOnly) => {
      const pdf = await readPdf(
        createReportPdf(
          database,
          {
            surveyId: survey.id,
            filter: [],
            translationFilter: [],
            surveyName: 'Fixture survey',
            header: '',
            locale: 'nl',
            isTextOnly,
          },
          workers,
        ),
      );
      const lines = pdfLines(pdf);
      const rightMargin = 595.28 - 30;
      const heading = lines.find((line) => line.some((word) => word.text === visualWord('المريض')))!;
      expect(heading.map((word) => word.text)).toEqual(['المريض', 'تعليق'].map(visualWord));
      expect(heading.at(-1)!.xMax).toBeCloseTo(rightMargin, 0);
      // The answer's date (Dutch day-month-year) opens the line, at its right end.
      const answer = lines.find((line) => line.some((word) => word.text === 'doctor'))!;
      expect(answer.map((word) => word.text)).toEqual(
        ['شكرا', 'doctor', 'Smith', '10', 'من', '10', 'ممتازا', 'كان', 'الطبيب', '10-01-2024'].map(visualWord),
      );
      expect(answer.at(-1)!.xMax).toBeCloseTo(rightMargin, 0);
    },
    60_000,
  );
});

describe('the PDF report names the languages it counts', () => {
  let database: Database;
  const workers = new ExportWorkers();
  let survey: KeyedSurvey;

  beforeAll(async () => {
    database = await openTestDatabase();
    survey = await buildSurvey(database, { organizationId: (await buildOrganization(database)).id });
    for (const locale of ['nl', 'de'])
      await addRespondent(database, survey, { locale, startedAt: '2024-01-10T10:00:00Z', answers: { likert: 1 } });
  });
  afterAll(() => Promise.all([database.close(), workers.close()]));

  const headOf = async (translationFilter: string[]) => {
    const options = { surveyId: survey.id, filter: [], surveyName: 'Fixture survey', header: '', isTextOnly: true };
    const pdf = await readPdf(createReportPdf(database, { ...options, translationFilter, locale: 'nl' }, workers));
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
  };

  it('among its filters when some are chosen, and not at all when every language counts', async () => {
    const chosen = await headOf(['de']);
    expect(chosen).toContain('Filters: Taal: Deutsch');
    // One of the two respondents: the German one.
    expect(chosen).toContain('Afgerond: 1 Niet afgerond: 0');
    expect(await headOf([])).not.toContain('Taal:');
  }, 60_000);
});
