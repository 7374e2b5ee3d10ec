import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './database.js';

/**
 * The results aggregates that read only respondent ids must be served by an index alone: on a
 * large survey a heap visit per answer cost the answer filter and the multiple choice count more
 * than a second of buffer reads. Plans are asked with the other scans switched off, so that the
 * empty test tables do not tempt the planner into a sequential scan.
 */
describe('answer indexes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  async function planOf(query: string): Promise<{ type: string; index: string | undefined }> {
    const statements = ['set enable_seqscan = off', 'set enable_bitmapscan = off', `explain (format json) ${query}`];
    let plan: unknown;
    if (database.pool) {
      const client = await database.pool.connect();
      try {
        await client.query('begin');
        for (const statement of statements) plan = (await client.query(statement.replace('set', 'set local'))).rows;
        await client.query('rollback');
      } finally {
        client.release();
      }
    } else {
      for (const statement of statements) plan = await database.raw(statement);
      await database.raw('reset enable_seqscan');
      await database.raw('reset enable_bitmapscan');
    }
    const root = (plan as { 'QUERY PLAN': [{ Plan: PlanNode }] }[])[0]!['QUERY PLAN'][0].Plan;
    const scan = findScan(root);
    return { type: scan['Node Type'], index: scan['Index Name'] };
  }

  it('finds the respondents of an answer filter in the (question, option, respondent) index alone', async () => {
    expect(await planOf('select respondent_id from answers where question_id = 1 and option_id = 2')).toEqual({
      type: 'Index Only Scan',
      index: 'answers_question_option_respondent_idx',
    });
  });

  it('counts the respondents per question of a survey and period in the survey index alone', async () => {
    expect(
      await planOf(`select question_id, count(distinct respondent_id) from answers
                    where survey_id = 1 and answered_at >= '2020-01-01' and answered_at < '2030-01-01'
                      and question_id in (3, 4)
                    group by question_id`),
    ).toEqual({ type: 'Index Only Scan', index: 'answers_survey_question_date_idx' });
  });

  it("finds the structure version every page save checks, the survey's highest page id, in one index probe", async () => {
    expect(await planOf('select max(p.id) from survey_pages p where p.survey_id = 1')).toEqual({
      type: 'Index Only Scan',
      index: 'survey_pages_survey_version_idx',
    });
  });
});

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

function findScan(node: PlanNode): PlanNode {
  if (node['Node Type'].includes('Scan')) return node;
  for (const child of node.Plans ?? []) {
    const scan = findScan(child);
    if (scan['Node Type'].includes('Scan')) return scan;
  }
  return node;
}
