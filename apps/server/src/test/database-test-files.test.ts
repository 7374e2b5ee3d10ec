import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files.js';

const sourceRoot = path.resolve(import.meta.dirname, '..');
const files = databaseTestFiles(sourceRoot).map((file) => path.relative(sourceRoot, file));

describe('the server test files the PostgreSQL stage runs', () => {
  it('takes the files that open the test database directly or through a test helper', () => {
    expect(files).toContain('modules/jobs/job-queue.test.ts'); // test-database.ts
    expect(files).toContain('modules/auth/auth.test.ts'); // test-app.ts, which imports test-database.ts
    expect(files).toContain('two-processes.test.ts'); // reads TEST_DATABASE_URL itself
  });

  it('leaves out the files that run the same code on either database', () => {
    expect(files).not.toContain('config.test.ts');
    expect(files).not.toContain('modules/respondent/answer-validation.test.ts');
    expect(files).not.toContain('test/database-test-files.test.ts');
  });
});
