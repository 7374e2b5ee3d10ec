import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { importProblems, readSurveyFileText, surveyFileName } from './survey-file-rules';

const refusal = (issues: object[], status = 400, code = 'bad_request') =>
  new ApiError(status, code, 'refused', { error: { code, message: 'refused', issues } });

describe('survey files in the surveys list', () => {
  it('names an exported file after the survey in safe characters', () => {
    expect(surveyFileName('Patiëntervaring 2026 / poli')).toBe('patientervaring-2026-poli.peil-survey.json');
    expect(surveyFileName('استبيان')).toBe('survey.peil-survey.json');
  });

  it('reads a chosen file as JSON or says that it is not', () => {
    expect(readSurveyFileText('{"format":"peil-survey"}')).toEqual({ file: { format: 'peil-survey' } });
    expect(readSurveyFileText('format: peil')).toEqual({ problem: { key: 'notJson', values: {} } });
  });

  it('turns each refused field into a text key with the path as it appears in the file', () => {
    const error = refusal([
      { path: 'file.version', code: 'newer_version', params: { version: 3 }, message: 'newer' },
      { path: 'file.survey.pages.0.questions.1.type', code: 'invalid_field', message: 'too big' },
      {
        path: 'file.survey.pages.2.questions.0.texts.de',
        code: 'invalid_content',
        params: { problem: 'question_text', locale: 'de' },
        message: 'no text',
      },
      {
        path: 'file.survey.pages.0.questions.0.options.1.route_to_page',
        code: 'invalid_content',
        params: { problem: 'missing_route' },
        message: 'r',
      },
      { path: 'file.survey', code: 'invalid_content', params: { problem: 'unknown_reference' }, message: 'x' },
      {
        path: 'file.survey.pages.0.questions.0.dimension',
        code: 'unknown_dimension',
        params: { dimension: 'care' },
        message: 'd',
      },
      { path: 'projectId', code: 'project', message: 'p' },
    ]);
    expect(importProblems(error)).toEqual([
      { key: 'newerVersion', values: { version: 3 } },
      { key: 'invalidField', values: { path: 'survey.pages.0.questions.1.type' } },
      { key: 'missingText', values: { path: 'survey.pages.2.questions.0.texts.de' } },
      { key: 'route', values: { path: 'survey.pages.0.questions.0.options.1.route_to_page' } },
      { key: 'invalidContent', values: { path: 'survey' } },
      { key: 'unknownDimension', values: { path: 'survey.pages.0.questions.0.dimension', dimension: 'care' } },
      { key: 'project', values: {} },
    ]);
  });

  it('falls back to a general failure for anything the import did not name, and to "too large" for 413', () => {
    expect(importProblems(new Error('network'))).toEqual([{ key: 'failed', values: {} }]);
    expect(importProblems(refusal([], 500, 'internal'))).toEqual([{ key: 'failed', values: {} }]);
    expect(importProblems(refusal([{ path: 'organizationId', message: 'Expected number' }]))).toEqual([
      { key: 'failed', values: {} },
    ]);
    expect(importProblems(refusal([], 413, 'payload_too_large'))).toEqual([{ key: 'tooLarge', values: {} }]);
  });
});
