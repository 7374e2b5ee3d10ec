import { describe, expect, it } from 'vitest';
import { addResultFilter, removeResultFilter } from './result-filters';

describe('result filters', () => {
  it('adds up to 3 filters and ignores a fourth', () => {
    let filters = addResultFilter([], { questionId: 1, optionId: 10 }).filters;
    filters = addResultFilter(filters, { questionId: 2, optionId: 20 }).filters;
    const third = addResultFilter(filters, { questionId: 2, optionId: 21 });
    expect(third.outcome).toBe('added');
    const fourth = addResultFilter(third.filters, { questionId: 3, optionId: 30 });
    expect(fourth.outcome).toBe('limit');
    expect(fourth.filters).toEqual([
      { questionId: 1, optionId: 10 },
      { questionId: 2, optionId: 20 },
      { questionId: 2, optionId: 21 },
    ]);
  });

  it('does not add the same option twice', () => {
    const result = addResultFilter([{ questionId: 1, optionId: 10 }], { questionId: 1, optionId: 10 });
    expect(result).toEqual({ filters: [{ questionId: 1, optionId: 10 }], outcome: 'duplicate' });
  });

  it('removes exactly the chosen filter', () => {
    const filters = [
      { questionId: 1, optionId: 10 },
      { questionId: 1, optionId: 11 },
    ];
    expect(removeResultFilter(filters, { questionId: 1, optionId: 10 })).toEqual([{ questionId: 1, optionId: 11 }]);
  });
});
