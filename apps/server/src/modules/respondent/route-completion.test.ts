import { describe, expect, it } from 'vitest';
import { isRouteComplete, isRouteEnd, type StoredAnswer } from './route-completion.js';
import type { QuestionDefinition } from './survey-content-queries.js';
import type { SurveyStructure } from './survey-structure-cache.js';

const option = (id: number, routeToPage: number | null): QuestionDefinition['options'][number] => ({
  id,
  isOpen: false,
  excludeOthers: false,
  score: null,
  routeToPage,
  routeToUrl: null,
});

/** Page 1 routes to the end (page 4 of 3) or to the next page; pages 2 and 3 ask a required question. */
const structure: SurveyStructure = {
  pages: new Map([
    [1, [{ id: 1, position: 1, type: 11, required: true, options: [option(11, 4), option(12, 2)] }]],
    [2, [{ id: 2, position: 1, type: 5, required: true, options: [] }]],
    [3, [{ id: 3, position: 1, type: 5, required: true, options: [] }]],
  ]),
};
const answered = (...entries: Array<[number, StoredAnswer]>) => new Map(entries);

describe('route completion', () => {
  it('ends the route on a page that routes to the end of the survey', () => {
    const toEnd = answered([1, { optionIds: [11], numbers: [] }]);
    expect(isRouteEnd(structure, 1, toEnd)).toBe(true);
    expect(isRouteComplete(structure, toEnd)).toBe(true);
  });

  it('walks on through the next page when that is the route', () => {
    const toNext = answered([1, { optionIds: [12], numbers: [] }]);
    expect(isRouteEnd(structure, 1, toNext)).toBe(false);
    expect(isRouteComplete(structure, toNext)).toBe(false);
    const all = answered(
      [1, { optionIds: [12], numbers: [] }],
      [2, { optionIds: [], numbers: [] }],
      [3, { optionIds: [], numbers: [] }],
    );
    expect(isRouteComplete(structure, all)).toBe(true);
  });
});
