import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { buildOrganization } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { addRespondent, buildSurvey, type BuiltSurvey } from '../results/test-fixtures.js';
import { createReportPdf } from './report-pdf.js';

const COMMENTS = 2500;

describe('text-only PDF report', () => {
  let database: Database;
  let survey: BuiltSurvey;

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
  afterAll(() => database.close());

  it('lists every comment once, read in a few statements rather than one per page', async () => {
    let statements = 0;
    const counted: Database = {
      ...database,
      query: (statement) => {
        statements++;
        return database.query(statement);
      },
    };
    const doc = createReportPdf(counted, {
      surveyId: survey.id,
      filter: [],
      translationFilter: [],
      surveyName: 'Fixture survey',
      header: '',
      locale: 'nl',
      isTextOnly: true,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    await new Promise((resolve, reject) => doc.on('end', resolve).on('error', reject));
    const text = execFileSync('pdftotext', ['-', '-'], { input: Buffer.concat(chunks) }).toString('utf8');
    const listed = text.match(/comment-\d{5}/g) ?? [];
    expect(listed.length).toBe(COMMENTS);
    expect(new Set(listed).size).toBe(COMMENTS);
    // The result cards' aggregates, the survey start and three batches of 1,000 comments.
    expect(statements).toBeLessThan(20);
  }, 180_000);
});
