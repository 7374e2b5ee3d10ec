import { describe, expect, it } from 'vitest';
import { findBuilderProblems, type TBuilderProblemsInput } from './builder-problems.js';
import { QUESTION_TYPE } from './question-types.js';

const survey = (pages: TBuilderProblemsInput['pages']): TBuilderProblemsInput => ({
  internal_name: 'Intake',
  translations: [
    { locale: 'nl', title: 'Intake' },
    { locale: 'de', title: 'Aufnahme' },
  ],
  pages,
});
const texts = { nl: 'tekst', de: 'Text' };

describe('findBuilderProblems', () => {
  it('finds nothing in a complete survey, routes to the end of the survey included', () => {
    const input = survey([
      {
        titles: texts,
        questions: [
          { type: QUESTION_TYPE.routingChoice, texts, options: [{ texts, route_to_page: 2 }] },
          { type: QUESTION_TYPE.slider0to10, texts, is_nps: true, options: [] },
        ],
      },
    ]);
    expect(findBuilderProblems(input)).toEqual([]);
  });

  it('names each problem by code, place and locale, in the order of the survey', () => {
    const input: TBuilderProblemsInput = {
      internal_name: ' ',
      translations: [
        { locale: 'nl', title: 'Intake' },
        { locale: 'de', title: '' },
      ],
      pages: [
        {
          titles: { nl: 'Pagina' },
          questions: [
            { type: QUESTION_TYPE.singleChoice, texts, importance: 0, options: [] },
            { type: QUESTION_TYPE.text, texts, is_nps: true, options: [{ texts }] },
            { type: QUESTION_TYPE.dropdown, texts, options: [{ texts: { nl: 'ja' }, route_to_page: 3 }] },
          ],
        },
      ],
    };
    expect(findBuilderProblems(input).map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'no_internal_name', params: {} },
      { code: 'survey_title', params: { locale: 'de' } },
      { code: 'page_title', params: { page: 1, locale: 'de' } },
      { code: 'importance', params: { page: 1, question: 1 } },
      { code: 'no_options', params: { page: 1, question: 1 } },
      { code: 'nps_type', params: { page: 1, question: 2 } },
      { code: 'options_not_allowed', params: { page: 1, question: 2 } },
      { code: 'option_text', params: { page: 1, question: 3, option: 1, locale: 'de' } },
      { code: 'missing_route', params: { page: 1, question: 3, option: 1 } },
    ]);
  });

  it('asks a 0-10 slider for no options or one per value, and never for their texts', () => {
    const values = (count: number) => Array.from({ length: count }, () => ({ texts: {} }));
    const slider = (count: number) =>
      survey([{ titles: texts, questions: [{ type: 12, texts, options: values(count) }] }]);
    expect(findBuilderProblems(slider(11))).toEqual([]);
    expect(findBuilderProblems(slider(3)).map((problem) => problem.code)).toEqual(['slider_options']);
  });

  it('refuses repeated ids, a repeated language and a second report group of one kind', () => {
    const input: TBuilderProblemsInput = {
      ...survey([
        {
          titles: texts,
          questions: [
            { id: 7, type: 1, texts, report_group: 'treatment', options: [{ id: 3, texts }] },
            { id: '7', type: 1, texts, report_group: 'treatment', options: [{ id: 3, texts }] },
          ],
        },
      ]),
      translations: [
        { locale: 'nl', title: 'a' },
        { locale: 'nl', title: 'b' },
      ],
    };
    expect(findBuilderProblems(input).map((problem) => problem.code)).toEqual([
      'locale_twice',
      'repeated_id',
      'report_group_twice',
      'repeated_id',
    ]);
  });

  it('reports a survey without language or pages', () => {
    const codes = findBuilderProblems({ internal_name: 'x', translations: [], pages: [] }).map((p) => p.code);
    expect(codes).toEqual(['no_locale', 'no_pages']);
  });
});
