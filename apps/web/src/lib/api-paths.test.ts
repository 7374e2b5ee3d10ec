import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Files that still name an API path as a literal, each to take it from an endpoint of the contract
 * instead. The list only shrinks: a new `/api/` literal elsewhere fails the test.
 */
const NOT_YET_ENDPOINTS = new Set<string>([
  'features/administration/components/users-tab.test.tsx',
  'features/benchmark-settings/api/clusters.ts',
  'features/builder/components/builder-form.test.tsx',
  'features/surveys/components/copy-dialog.test.tsx',
  'features/surveys/components/import-survey-dialog.test.tsx',
  'features/surveys/components/settings-dialog.test.tsx',
  'features/surveys/components/share-dialog.test.tsx',
  'features/surveys/components/translations-dialog.test.tsx',
  'features/surveys/pages/surveys-page.test.tsx',
]);

// This file names paths only to find them.
const THIS_FILE = path
  .relative(SOURCE_DIR, import.meta.filename)
  .split(path.sep)
  .join('/');

/** A path as a literal: '/api/…', or a test stub's 'GET /api/…'. */
const API_PATH_LITERAL = /['"`](?:(?:GET|POST) )?\/api\//;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the web app and its tests', () => {
  it('name API paths only through the endpoints of the contract', () => {
    const withLiterals = sourceFiles(SOURCE_DIR)
      .filter((file) => API_PATH_LITERAL.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE_DIR, file).split(path.sep).join('/'))
      .filter((file) => file !== THIS_FILE)
      .sort();
    expect(withLiterals.filter((file) => !NOT_YET_ENDPOINTS.has(file))).toEqual([]);
    expect(
      [...NOT_YET_ENDPOINTS].filter((file) => !withLiterals.includes(file)),
      'converted: remove',
    ).toEqual([]);
  });

  it('recognises a path literal in code and in a test stub', () => {
    expect(API_PATH_LITERAL.test(`apiRequest('GET', '/api/v1/survey/list')`)).toBe(true);
    expect(API_PATH_LITERAL.test(`stubFetch({ 'POST /api/v1/login': { body: {} } })`)).toBe(true);
    expect(API_PATH_LITERAL.test('`GET /api/v1/logout`')).toBe(true);
    expect(API_PATH_LITERAL.test(`import { API } from '@peil/contract/api';`)).toBe(false);
  });
});
