import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = path.resolve(import.meta.dirname, '..');

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
    expect(withLiterals).toEqual([]);
  });

  it('recognises a path literal in code and in a test stub', () => {
    expect(API_PATH_LITERAL.test(`apiRequest('GET', '/api/v1/survey/list')`)).toBe(true);
    expect(API_PATH_LITERAL.test(`fetchStub({ 'POST /api/v1/login': { body: {} } })`)).toBe(true);
    expect(API_PATH_LITERAL.test('`GET /api/v1/logout`')).toBe(true);
    expect(API_PATH_LITERAL.test(`import { API } from '@peil/contract/api';`)).toBe(false);
  });
});
