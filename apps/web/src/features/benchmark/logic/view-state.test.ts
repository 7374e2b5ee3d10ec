import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { benchmarkViewState, errorMessageOf, isBenchmarkDown } from './view-state';

const base = { hasSurvey: true, isPending: false, error: null, rowCount: 3 };

describe('benchmark view state', () => {
  it('asks for a survey first', () => {
    expect(benchmarkViewState({ ...base, hasSurvey: false, isPending: true })).toBe('noSurvey');
  });

  it('is loading, then loaded or empty', () => {
    expect(benchmarkViewState({ ...base, isPending: true, rowCount: 0 })).toBe('loading');
    expect(benchmarkViewState(base)).toBe('loaded');
    expect(benchmarkViewState({ ...base, rowCount: 0 })).toBe('empty');
  });

  it('shows an error, or the maintenance screen when the benchmark API is down', () => {
    expect(benchmarkViewState({ ...base, error: new ApiError(400, 'bad_request', 'Unknown period', null) })).toBe(
      'error',
    );
    expect(benchmarkViewState({ ...base, error: new ApiError(503, 'unavailable', '', null) })).toBe('maintenance');
    expect(benchmarkViewState({ ...base, error: new TypeError('Failed to fetch') })).toBe('maintenance');
  });

  it('treats 503 and unreachable as down, other answers as errors', () => {
    expect(isBenchmarkDown(new ApiError(503, 'http_503', '', null))).toBe(true);
    expect(isBenchmarkDown(new ApiError(500, 'internal', 'x', null))).toBe(false);
    expect(isBenchmarkDown(new ApiError(403, 'forbidden', 'x', null))).toBe(false);
  });

  it('takes the server message, else a fallback', () => {
    expect(errorMessageOf(new ApiError(404, 'not_found', 'Survey not found', null), 'fallback')).toBe(
      'Survey not found',
    );
    expect(errorMessageOf(new ApiError(500, 'internal', '', null), 'fallback')).toBe('fallback');
    expect(errorMessageOf('nope', 'fallback')).toBe('fallback');
  });
});
