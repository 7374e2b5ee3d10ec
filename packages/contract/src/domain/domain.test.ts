import { describe, expect, it } from 'vitest';
import {
  ALL_QUESTION_TYPES,
  ALL_ROLES,
  canRoute,
  hasOptions,
  hasSliderOptions,
  isActive,
  isInactive,
  isRole,
  isRoleAtLeast,
  isSingleOption,
  isSlider,
  isTextAnswer,
  SLIDER_ROUTE_VALUES,
} from './index.js';

// The spec's numbers, written out: the named terms must keep meaning exactly these.
const typesWhere = (predicate: (type: number) => boolean) => ALL_QUESTION_TYPES.filter(predicate);

describe('question types', () => {
  it('are the twelve of the spec, in order', () => {
    expect(ALL_QUESTION_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('group as the builder, the respondent pages and the server expect', () => {
    expect(typesWhere(hasOptions)).toEqual([1, 2, 3, 11]);
    expect(typesWhere(isSingleOption)).toEqual([1, 3, 11]);
    expect(typesWhere(isTextAnswer)).toEqual([4, 5, 6, 7]);
    expect(typesWhere(isSlider)).toEqual([9, 10, 12]);
    expect(typesWhere(canRoute)).toEqual([11, 12]);
    expect(typesWhere(hasSliderOptions)).toEqual([12]);
    expect(SLIDER_ROUTE_VALUES).toBe(11);
  });
});

describe('roles', () => {
  it('rank 1 highest and 4 lowest', () => {
    expect(ALL_ROLES).toEqual([1, 2, 3, 4]);
    expect(ALL_ROLES.filter((role) => isRoleAtLeast(role, 2))).toEqual([1, 2]);
    expect(ALL_ROLES.filter((role) => isRoleAtLeast(4, role))).toEqual([4]);
  });

  it('are recognised only among the four numbers', () => {
    expect([0, 1, 4, 5, 2.5, '1', null].map(isRole)).toEqual([false, true, true, false, false, false, false]);
  });
});

describe('survey status', () => {
  it('is active at 1 and inactive at 2', () => {
    expect([1, 2].map((status) => [isActive({ status }), isInactive({ status })])).toEqual([
      [true, false],
      [false, true],
    ]);
  });
});
