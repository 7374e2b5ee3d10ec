import { SURVEY_IMPORT_PROBLEMS, type TSurveyImportIssue } from '@peil/contract/survey-file';
import { ApiError } from '../../lib/api-client';

/** The server's body limit; a larger file is refused before it is sent. */
export const MAX_SURVEY_FILE_BYTES = 5 * 1024 * 1024;

/** A problem with an import, as a key of the `files.problems` texts and its values. */
export type TImportProblem = { key: string; values: Record<string, string | number> };

/** The file name an export is saved under: the survey's name in safe characters. */
export function surveyFileName(internalName: string): string {
  const base = internalName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${base || 'survey'}.peil-survey.json`;
}

/** The file's text as JSON, or the problem that it is not JSON. */
export function readSurveyFileText(text: string): { file: unknown } | { problem: TImportProblem } {
  try {
    return { file: JSON.parse(text) as unknown };
  } catch {
    return { problem: { key: 'notJson', values: {} } };
  }
}

// The builder's problem codes, grouped into what the import dialog says about them.
const CONTENT_PROBLEMS: Record<string, string> = {
  survey_title: 'missingText',
  page_title: 'missingText',
  question_text: 'missingText',
  option_text: 'missingText',
  missing_route: 'route',
  logo: 'logo',
  no_options: 'options',
  options_not_allowed: 'options',
  slider_options: 'options',
  locale_twice: 'localeTwice',
};

function isImportIssue(issue: unknown): issue is TSurveyImportIssue {
  const code = (issue as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (SURVEY_IMPORT_PROBLEMS as readonly string[]).includes(code);
}

/**
 * What to tell the user about a refused import, one line per problem the server named; the path
 * is shown from the file's top (`survey.pages.0…`), as it appears in the file.
 */
export function importProblems(error: unknown): TImportProblem[] {
  if (!(error instanceof ApiError)) return [{ key: 'failed', values: {} }];
  if (error.code === 'payload_too_large') return [{ key: 'tooLarge', values: {} }];
  const issues = (error.body as { error?: { issues?: unknown[] } } | undefined)?.error?.issues ?? [];
  const known = issues.filter(isImportIssue);
  if (error.status !== 400 || known.length === 0) return [{ key: 'failed', values: {} }];
  return known.map((issue): TImportProblem => {
    const path = issue.path.replace(/^file\./, '');
    const params = issue.params ?? {};
    switch (issue.code) {
      case 'newer_version':
        return { key: 'newerVersion', values: { version: params.version ?? '?' } };
      case 'unknown_dimension':
        return { key: 'unknownDimension', values: { path, dimension: params.dimension ?? '' } };
      case 'invalid_content':
        return { key: CONTENT_PROBLEMS[String(params.problem)] ?? 'invalidContent', values: { path } };
      case 'invalid_field':
        return { key: 'invalidField', values: { path } };
      case 'not_survey_file':
        return { key: 'notSurveyFile', values: {} };
      case 'project':
        return { key: 'project', values: {} };
    }
    return { key: 'failed', values: {} };
  });
}
