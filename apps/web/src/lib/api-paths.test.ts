import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Files that still call apiRequest with a path literal, each to call an endpoint of the contract
 * instead. The list only shrinks: a new `/api/` literal elsewhere fails the test.
 */
const NOT_YET_ENDPOINTS = new Set<string>([
  'features/benchmark-settings/api/clusters.ts',
  'features/builder/api/builder-api.ts',
  'features/surveys/api/copy-survey.ts',
  'features/surveys/api/legacy-links.ts',
  'features/surveys/api/remove-survey.ts',
  'features/surveys/api/sharing.ts',
  'features/surveys/api/survey-file.ts',
  'features/surveys/api/survey-list.ts',
  'features/surveys/api/survey-settings.ts',
  'features/surveys/api/translations.ts',
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the web app', () => {
  it('names API paths only through the endpoints of the contract', () => {
    const withLiterals = sourceFiles(SOURCE_DIR)
      .filter((file) => /['"`]\/api\//.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE_DIR, file).split(path.sep).join('/'))
      .sort();
    expect(withLiterals.filter((file) => !NOT_YET_ENDPOINTS.has(file))).toEqual([]);
    expect(
      [...NOT_YET_ENDPOINTS].filter((file) => !withLiterals.includes(file)),
      'converted: remove',
    ).toEqual([]);
  });
});
