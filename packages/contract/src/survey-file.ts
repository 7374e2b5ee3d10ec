import { z } from 'zod';
import { ZDbIdFromText } from './ids.js';
import { LIMITS } from './limits.js';
import { CONTENT_LOCALES, ZContentLocale } from './locales.js';
import { BUILDER_LIMITS, ZBuilderSaveResponse, ZReportGroup } from './surveys.js';

/**
 * A survey as a file: everything the builder stores (settings, translations, pages, questions,
 * options, routing, scores, dimensions) and nothing of its respondents. The file carries no
 * database ids, so it imports into any Peil: routes name a 1-based page number and questions
 * name their dimension by its code.
 */

export const SURVEY_FILE_FORMAT = 'peil-survey';
/** Raised whenever a change to the file would be misread by a reader of the previous version. */
export const SURVEY_FILE_VERSION = 1;
export const SURVEY_FILE_SCHEMA_PATH = `/api/v1/schemas/survey-file.v${SURVEY_FILE_VERSION}.json`;

const ZFileTexts = z
  .partialRecord(ZContentLocale, z.string().max(BUILDER_LIMITS.text))
  .describe('Text per content locale, e.g. { "nl": "Vraag", "de": "Frage" }');

export const ZSurveyFileOption = z.strictObject({
  texts: ZFileTexts,
  is_open: z.boolean().describe('The respondent types their own answer beside this option'),
  exclude_others: z.boolean().describe('Choosing this option clears the other options (multiple choice)'),
  route_to_page: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullable()
    .describe('1-based number of the page this option leads to; null = the next page'),
  route_to_url: z.string().max(BUILDER_LIMITS.routeUrl).nullable().describe('Address this option leads to'),
  score: z.number().min(0).max(4).nullable().describe('Likert score 0-4; null = not scored'),
});

export const ZSurveyFileQuestion = z.strictObject({
  type: z.number().int().min(1).max(12),
  required: z.boolean(),
  dimension: z.string().min(1).max(100).nullable().describe('Code of the benchmark dimension, e.g. "information"'),
  importance: z.number().positive().max(BUILDER_LIMITS.maxImportance),
  is_nps: z
    .boolean()
    .optional()
    .describe('The 0-10 "would you recommend" question, scored as a Net Promoter Score; absent = false'),
  report_group: ZReportGroup.nullable()
    .optional()
    .describe(
      'The report mail groups its figures by the options of this question: "treatment" or "location"; absent = none',
    ),
  texts: ZFileTexts,
  options: z.array(ZSurveyFileOption).max(200),
});

export const ZSurveyFilePage = z.strictObject({
  titles: ZFileTexts,
  questions: z.array(ZSurveyFileQuestion).max(200),
});

export const ZSurveyFileTranslation = z.strictObject({
  locale: ZContentLocale,
  title: z.string().max(BUILDER_LIMITS.title),
  description: z.string().max(BUILDER_LIMITS.description),
  begin_message: z.string().max(BUILDER_LIMITS.message),
  end_message: z.string().max(BUILDER_LIMITS.message),
  offered: z.boolean().describe('Respondents are offered this language'),
});

export const ZSurveyFileSurvey = z.strictObject({
  internal_name: z.string().trim().min(1).max(LIMITS.surveyNameMaxLength),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb'),
  logo: z.string().nullable().describe('Data URL of a png or jpeg image; null = no logo'),
  translations: z.array(ZSurveyFileTranslation).min(1).max(CONTENT_LOCALES.length),
  pages: z.array(ZSurveyFilePage).min(1).max(100),
});

export const ZSurveyFile = z.strictObject({
  format: z.literal(SURVEY_FILE_FORMAT),
  version: z.literal(SURVEY_FILE_VERSION),
  exported_at: z.iso.datetime({ offset: true }).optional(),
  survey: ZSurveyFileSurvey,
});
export type TSurveyFile = z.infer<typeof ZSurveyFile>;
export type TSurveyFileQuestion = z.infer<typeof ZSurveyFileQuestion>;

/**
 * Read before the whole file, so that a file of a newer version is refused for its version
 * rather than for the fields this version does not know.
 */
export const ZSurveyFileEnvelope = z.object({
  format: z.literal(SURVEY_FILE_FORMAT),
  version: z.number().int().positive(),
});

/** The published JSON Schema of the file (draft 2020-12), served at SURVEY_FILE_SCHEMA_PATH. */
export function surveyFileJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(ZSurveyFile, { target: 'draft-2020-12', io: 'input' });
  return {
    $schema,
    $id: SURVEY_FILE_SCHEMA_PATH,
    title: `Peil survey file, version ${SURVEY_FILE_VERSION}`,
    ...schema,
  };
}

// ---------------------------------------------------------------- import

/**
 * The file travels as JSON inside the request, not as the schema above: its problems are
 * reported as `file.<path>` issues, and a newer version gets its own refusal.
 */
export const ZSurveyImportRequest = z.object({
  organizationId: ZDbIdFromText,
  projectId: ZDbIdFromText,
  file: z.unknown().describe(`A survey file as described by ${SURVEY_FILE_SCHEMA_PATH}`),
});
export type TSurveyImportRequest = z.infer<typeof ZSurveyImportRequest>;
export const ZSurveyImportResponse = ZBuilderSaveResponse;

/**
 * Why an import was refused, as the `code` of each issue of the 400 answer (the issue's `path`
 * names the field): the web app words each in the user's language.
 */
export const SURVEY_IMPORT_PROBLEMS = [
  /** Not a Peil survey file at all (no "format": "peil-survey"). */
  'not_survey_file',
  /** Made by a newer Peil; `params.version` is the file's version. */
  'newer_version',
  /** A field is missing or has a value the format does not allow. */
  'invalid_field',
  /** A question names a dimension this installation does not have; `params.dimension`. */
  'unknown_dimension',
  /** The content breaks a builder rule (a missing text, a route to a missing page, a bad logo). */
  'invalid_content',
  /** The project is not one of the chosen organisation's. */
  'project',
] as const;
export type TSurveyImportProblem = (typeof SURVEY_IMPORT_PROBLEMS)[number];
export const ZSurveyImportIssue = z.object({
  path: z.string(),
  message: z.string(),
  code: z.enum(SURVEY_IMPORT_PROBLEMS),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TSurveyImportIssue = z.infer<typeof ZSurveyImportIssue>;

/** The organisations a superadmin may import into, each with its projects. */
export const ZSurveyImportTargetsResponse = z.object({
  organizations: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      projects: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
});
export type TSurveyImportTargetsResponse = z.infer<typeof ZSurveyImportTargetsResponse>;
