import fs from 'node:fs';
import path from 'node:path';

/** What a module reads to choose between the PGlite and the PostgreSQL test database. */
const CHOOSES_DATABASE = /process\.env\.(PEIL_TEST_DB|TEST_DATABASE_URL)\b/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/**
 * The server test files whose outcome depends on the test database: those that read
 * PEIL_TEST_DB or TEST_DATABASE_URL themselves or through a module they import (test-database.ts,
 * test-app.ts, server-process.ts). The others run the same code on either database, so the
 * PostgreSQL stage leaves them to the PGlite stage instead of running them a second time.
 */
export function databaseTestFiles(sourceRoot: string): string[] {
  const reads = new Map<string, boolean>();
  const readsDatabaseChoice = (file: string, visiting: Set<string>): boolean => {
    const known = reads.get(file);
    if (known !== undefined) return known;
    if (visiting.has(file) || !fs.existsSync(file)) return false;
    visiting.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const result =
      CHOOSES_DATABASE.test(source) ||
      [...source.matchAll(RELATIVE_IMPORT)].some(([, specifier]) =>
        readsDatabaseChoice(path.resolve(path.dirname(file), specifier!.replace(/\.js$/, '.ts')), visiting),
      );
    visiting.delete(file);
    reads.set(file, result);
    return result;
  };
  return fs
    .readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(sourceRoot, name))
    .filter((file) => readsDatabaseChoice(file, new Set()))
    .sort();
}
