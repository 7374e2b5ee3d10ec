import { describe, expect, it } from 'vitest';
import { canOpenRoute, navLinksFor, navSectionsFor } from './nav-links';

const ids = (role: 1 | 2 | 3 | 4, benchmarkEnabled: 0 | 1) =>
  navLinksFor(role, benchmarkEnabled).map((link) => link.id);

describe('sidebar links by role', () => {
  it('superadmin sees everything', () => {
    expect(ids(1, 1)).toEqual([
      'dashboard',
      'surveys',
      'benchmark',
      'benchmarkTime',
      'broadcasts',
      'users',
      'editBenchmark',
      'askQuestion',
      'logout',
    ]);
  });

  it('admin sees users but not benchmark settings', () => {
    expect(ids(2, 1)).toEqual([
      'dashboard',
      'surveys',
      'benchmark',
      'benchmarkTime',
      'broadcasts',
      'users',
      'askQuestion',
      'logout',
    ]);
  });

  it('researcher sees surveys, benchmark and broadcasts only', () => {
    expect(ids(3, 1)).toEqual([
      'dashboard',
      'surveys',
      'benchmark',
      'benchmarkTime',
      'broadcasts',
      'askQuestion',
      'logout',
    ]);
  });

  it('observer sees only the dashboard, ask a question and logout', () => {
    expect(ids(4, 1)).toEqual(['dashboard', 'askQuestion', 'logout']);
    expect(ids(4, 0)).toEqual(['dashboard', 'askQuestion', 'logout']);
  });

  it('hides both benchmark links when the benchmark is not enabled', () => {
    expect(ids(1, 0)).toEqual([
      'dashboard',
      'surveys',
      'broadcasts',
      'users',
      'editBenchmark',
      'askQuestion',
      'logout',
    ]);
  });

  it('guards routes the same way', () => {
    expect(canOpenRoute('administration', 3, 1)).toBe(false);
    expect(canOpenRoute('administration', 2, 1)).toBe(true);
    expect(canOpenRoute('benchmarkClusters', 2, 1)).toBe(false);
    expect(canOpenRoute('benchmarkTime', 3, 0)).toBe(false);
    expect(canOpenRoute('results', 4, 0)).toBe(true);
    expect(canOpenRoute('editSurvey', 4, 1)).toBe(false);
  });

  it('opens the builder to superadmins only, like its server calls', () => {
    for (const routeId of ['newSurvey', 'editSurvey'] as const) {
      expect(canOpenRoute(routeId, 1, 1)).toBe(true);
      expect(canOpenRoute(routeId, 2, 1)).toBe(false);
      expect(canOpenRoute(routeId, 3, 1)).toBe(false);
    }
  });
});

describe('sidebar headings', () => {
  const sections = (role: 1 | 2 | 3 | 4, benchmarkEnabled: 0 | 1) =>
    navSectionsFor(role, benchmarkEnabled).map((section) => [section.group, section.links.map((link) => link.id)]);

  it('groups the links of roles 1-3 under Research and Tools', () => {
    expect(sections(1, 1)).toEqual([
      ['research', ['dashboard', 'surveys', 'benchmark', 'benchmarkTime']],
      ['tools', ['broadcasts', 'users', 'editBenchmark']],
      [null, ['askQuestion', 'logout']],
    ]);
    expect(sections(3, 0)).toEqual([
      ['research', ['dashboard', 'surveys']],
      ['tools', ['broadcasts']],
      [null, ['askQuestion', 'logout']],
    ]);
  });

  it('gives an observer no headings', () => {
    expect(sections(4, 1)).toEqual([[null, ['dashboard', 'askQuestion', 'logout']]]);
  });
});
