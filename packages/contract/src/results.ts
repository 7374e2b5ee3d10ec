import { z } from 'zod';
import { ZDbIdFromText } from './ids.js';
import { LIMITS } from './limits.js';

/**
 * A calendar day as the dashboard sends it, normalised to YYYY-MM-DD. Month and day may come
 * unpadded, as in the spec's default start 1970-1-1; impossible dates (2024-02-31) are refused.
 */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{1,2}-\d{1,2}$/, 'must be a date YYYY-MM-DD')
  .transform((value) => {
    const [year, month, day] = value.split('-') as [string, string, string];
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be an existing date');
export type TIsoDate = z.infer<typeof ZIsoDate>;

export { DEFAULT_RESULTS_FROM_DATE, DEFAULT_RESULTS_TO_DATE } from './limits.js';

const ZLocaleCode = z.string().trim().min(2).max(10);

export const ZSurveyIdParams = z.object({ surveyId: ZDbIdFromText });
export const ZIdParams = z.object({ id: ZDbIdFromText });

/** "Only respondents who chose option X of question Y"; several filters are combined with AND. */
export const ZResultFilter = z.object({ questionId: ZDbIdFromText, optionId: ZDbIdFromText });
export type TResultFilter = z.infer<typeof ZResultFilter>;
export const ZResultFilters = z.array(ZResultFilter).max(LIMITS.maxResultFilters);

/** Date range, answer filters and respondent languages shared by every results query. */
export const ZResultsScope = z.object({
  fromDate: ZIsoDate.optional(),
  toDate: ZIsoDate.optional(),
  filter: ZResultFilters.default([]),
  translationFilter: z.array(ZLocaleCode).max(20).default([]),
});
export type TResultsScope = z.infer<typeof ZResultsScope>;

export const ZSurveyResultsRequest = ZResultsScope.extend({ locale: ZLocaleCode.default('en') });
export type TSurveyResultsRequest = z.input<typeof ZSurveyResultsRequest>;

export const ZOpenAnswer = z.object({ text: z.string(), date: z.string() });
export type TOpenAnswer = z.infer<typeof ZOpenAnswer>;
export const ZOpenAnswersPage = z.object({ rows: z.array(ZOpenAnswer), total: z.number().int() });
export type TOpenAnswersPage = z.infer<typeof ZOpenAnswersPage>;

export const SPECIAL_TYPES = [
  'likert',
  'choice',
  'multiple',
  'slider',
  'difficulty',
  'number',
  'open',
  'date',
  'email',
] as const;
export const ZSpecialType = z.enum(SPECIAL_TYPES);
export type TSpecialType = z.infer<typeof ZSpecialType>;

/**
 * One card of the dashboard. `labels`, `data`, `refs` and `colors` run in parallel; `refs`
 * holds the option ids of choice questions (a click adds a filter) and is empty otherwise.
 * Difficulty labels are bucket keys (very_difficult … very_easy) that the web app translates.
 */
export const ZResultCard = z.object({
  question_id: z.number().int(),
  type: z.number().int().min(1).max(12),
  question_text: z.string(),
  title: z.string(),
  special_type: ZSpecialType,
  dimension_name: z.string().nullable(),
  labels: z.array(z.string()),
  data: z.array(z.number()),
  refs: z.array(z.number().int()),
  colors: z.array(z.string()),
  /** Date of the latest answer to the question (YYYY-MM-DD), null without answers. */
  date: z.string().nullable(),
  /** Open texts: the first page of 20, newest first, with the total. */
  answers: ZOpenAnswersPage.nullable(),
  /** Dates of the rows in `answers`, in the same order. */
  timestamps: z.array(z.string()),
  /** Likert: average 0-4 without "not applicable"; sliders and numbers: the average value. */
  score: z.number().nullable(),
  /** Respondents who answered the question. */
  n: z.number().int(),
  /** The Net Promoter question's score (% 9-10 − % 0-6) with its 95 % interval; null otherwise. */
  nps: z
    .object({
      score: z.number(),
      lower: z.number().nullable(),
      upper: z.number().nullable(),
      promoters: z.number().int(),
      passives: z.number().int(),
      detractors: z.number().int(),
    })
    .nullable()
    .default(null),
});
export type TResultCard = z.infer<typeof ZResultCard>;
export const ZSurveyResultsResponse = z.array(ZResultCard);

export const ZOpenAnswersRequest = ZResultsScope.extend({
  questionId: ZDbIdFromText,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  search: z.string().max(200).default(''),
});
export type TOpenAnswersRequest = z.input<typeof ZOpenAnswersRequest>;

/**
 * The header counts take the scope of the cards (period, languages, answer filters), so that
 * every count on the dashboard follows the same choices.
 */
export const ZRespondentCountRequest = ZResultsScope.extend({ surveyId: ZDbIdFromText });
export type TRespondentCountRequest = z.input<typeof ZRespondentCountRequest>;
export const ZCountResponse = z.object({ count: z.number().int() });

export const ZTranslationCount = z.object({ locale: z.string(), count: z.number().int() });
export const ZTranslationCountsResponse = z.array(ZTranslationCount);
export const ZInternalNameResponse = z.object({ internal_name: z.string() });

export const ZSurveySummary = z.object({
  survey_id: z.number().int(),
  survey_name: z.string(),
  project_name: z.string().nullable(),
  uuid: z.string(),
});
export type TSurveySummary = z.infer<typeof ZSurveySummary>;
export const ZSurveySummariesResponse = z.object({ surveys: z.array(ZSurveySummary) });
export const ZProject = z.object({ id: z.number().int(), name: z.string() });
export const ZProjectsResponse = z.object({ projects: z.array(ZProject) });

// ---------------------------------------------------------------- exports

export const ZExcelExportRequest = z.object({
  surveyId: ZDbIdFromText,
  locale: ZLocaleCode.default('en'),
  fromDate: ZIsoDate.optional(),
  toDate: ZIsoDate.optional(),
});
export type TExcelExportRequest = z.input<typeof ZExcelExportRequest>;

const ZHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const ZReportRequest = z.object({
  id: ZDbIdFromText,
  fromDate: ZIsoDate.optional(),
  toDate: ZIsoDate.optional(),
  filter: ZResultFilters.default([]),
  translationFilter: z.array(ZLocaleCode).max(20).default([]),
  surveyName: z.string().max(300).default(''),
  header: z.string().max(500).default(''),
  /** A data URL or plain base64 of a png or jpeg image. */
  logo: z.string().max(3_000_000).nullable().optional(),
  colorScheme: z.union([z.array(ZHexColor).length(8), z.string().max(40)]).optional(),
  locale: ZLocaleCode.default('en'),
});
export type TReportRequest = z.input<typeof ZReportRequest>;

export const EXCEL_EXPORT_FILENAME = 'export.xlsx';

/** The date of a survey's first answer ('YYYY-MM-DD'), sent as a JSON string. */
export const ZSurveyStartResponse = z.string();
