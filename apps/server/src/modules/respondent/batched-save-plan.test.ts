import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPE } from '@peil/contract/domain';
import type { Database } from '../../db/database.js';
import { buildSurveyWithQuestions, type BuiltQuestion, type BuiltSurvey } from '../../test/factories.js';
import { laneThrough } from '../../test/lane-through.js';
import { openTestDatabase } from '../../test/test-database.js';
import { replaceManyPageAnswersOfToken, saveRateKey } from './page-answers-store.js';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

const scansOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(scansOf)];

describe('a statement of batched saves', () => {
  let database: Database;
  let built: BuiltSurvey;

  beforeAll(async () => {
    database = await openTestDatabase();
    built = await buildSurveyWithQuestions(database, {
      pages: [
        [{ type: QUESTION_TYPE.singleChoice, options: [{ score: 4 }, { score: 0 }] }, { type: QUESTION_TYPE.text }],
      ],
    });
    // Many respondents with an answer and a text each, as a clinic has after a few weeks.
    const [question, textQuestion] = built.pages[0]!.questions as [BuiltQuestion, BuiltQuestion];
    await database.raw(
      `with made as (
         insert into respondents (survey_id, locale, token_hash, token_expires_at)
         select $1, 'nl', 'plan-' || g, now() + interval '1 hour' from generate_series(1, 3000) g returning id
       ), answered as (
         insert into answers (respondent_id, survey_id, question_id, option_id, number_value)
         select id, $1, $2, $3, 4 from made
       )
       insert into answer_texts (respondent_id, survey_id, question_id, text) select id, $1, $4, 'text' from made`,
      [built.survey.id, question.id, question.optionIds[0], textQuestion.id],
    );
    await database.raw('analyze respondents, answers, answer_texts');
  });
  afterAll(() => database.close());

  it('finds the saving respondents by their tokens, and their earlier answers and texts, through indexes', async () => {
    const plans: PlanNode[] = [];
    // The statement explained instead of run: its plan is what the saves would get.
    const explaining = laneThrough(database, async <Row>(text: string, params?: unknown[]) => {
      const [row] = await database.raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${text}`, params);
      plans.push(row!['QUERY PLAN'][0].Plan);
      return [] as Row[];
    });
    const respondents = await database.raw<{ id: string; token_hash: string }>(
      `select id::text, token_hash from respondents where token_hash like 'plan-%' order by id limit 12`,
    );
    const questionIds = built.pages[0]!.questions.map((question) => question.id);

    await replaceManyPageAnswersOfToken(
      explaining,
      respondents.map((respondent) => ({
        write: {
          surveyId: built.survey.id,
          questionIds,
          rows: { answers: [], texts: [] },
          tokenHash: respondent.token_hash,
          structureVersion: null,
        },
        limit: { key: saveRateKey(respondent.token_hash), windowMs: 60_000, max: 60 },
      })),
    ).catch(() => {});

    expect(plans).toHaveLength(1);
    const scanned = scansOf(plans[0]!)
      .filter((node) => node['Relation Name'] === 'answers' || node['Relation Name'] === 'answer_texts')
      .map((node) => `${node['Node Type']} ${node['Relation Name']}`);
    expect(scanned.filter((scan) => !scan.startsWith('ModifyTable'))).not.toEqual([]);
    expect(scanned.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
    const respondentScans = scansOf(plans[0]!)
      .filter((node) => node['Relation Name'] === 'respondents')
      .map((node) => node['Node Type']);
    expect(respondentScans).toEqual(['Index Scan']);
  });
});
