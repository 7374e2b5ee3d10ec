import { UUID_PATTERN } from './respondent-rules.js';
import { z } from 'zod';
import { BUILDER_PROBLEM_CODES } from './domain/builder-problems.js';
import { QUESTION_TYPE } from './domain/question-types.js';
import { SURVEY_STATUS } from './domain/survey-status.js';
import { ZHexColor } from './hex-color.js';
import { ZDbId, ZDbIdFromText } from './ids.js';
import { EMAIL_PATTERN, LIMITS } from './limits.js';
import { CONTENT_LOCALES, ZContentLocale } from './locales.js';

/** Survey management calls: the surveys list, settings, sharing, copying, dummy respondents, the builder. */

/** 1 active, 2 inactive (optionally redirecting to another survey). */
export const ZSurveyStatus = z.union([z.literal(SURVEY_STATUS.active), z.literal(SURVEY_STATUS.inactive)]);

export const ZSurveyIdParams = z.object({ surveyId: ZDbIdFromText });
export const ZOkResponse = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------- list (not shown by the spec)

export const ZSurveyListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  internal_name: z.string(),
  /** Finished respondents. */
  count: z.number(),
  project_name: z.string().nullable(),
  organization_name: z.string(),
  status: ZSurveyStatus,
  start_date: z.string(),
});
export type TSurveyListItem = z.infer<typeof ZSurveyListItem>;
export const ZSurveyListResponse = z.array(ZSurveyListItem);

// ---------------------------------------------------------------- projects

export const PROJECT_NAME_MAX_LENGTH = 200;
export const ZNewProjectRequest = z.object({
  projectName: z.string().trim().min(1).max(PROJECT_NAME_MAX_LENGTH),
  /** The organisation to create the project in (the copy dialog: the survey's); default the caller's own. */
  organizationId: ZDbIdFromText.optional(),
});
export const ZProject = z.object({ id: z.number(), name: z.string() });
export type TProject = z.infer<typeof ZProject>;
/** The copy dialog's choices: the projects of the survey's organisation, where the copy lands. */
export const ZCopyProjectsResponse = z.object({ organizationId: z.number(), projects: z.array(ZProject) });
export type TCopyProjectsResponse = z.infer<typeof ZCopyProjectsResponse>;

// ---------------------------------------------------------------- organisation and settings

export const ZOrganizationChoice = z.object({ id: z.number(), name: z.string() });
export const ZSurveyOrganizationResponse = z.object({
  organizationId: z.number(),
  organizations: z.array(ZOrganizationChoice),
});

export const ZSurveySettings = z.object({
  internal_name: z.string(),
  description: z.string(),
  translation_name: z.string(),
  color: z.string(),
  /** Uuid of the survey respondents are sent to while this one is inactive. */
  redirect_to: z.string().nullable(),
  status: ZSurveyStatus,
  uuid: z.string(),
  organizationId: z.number(),
  organizations: z.array(ZOrganizationChoice),
  /** The survey's invitations carry one button to the survey instead of the four answer buttons. */
  single_button_invitation: z.boolean(),
});
export type TSurveySettings = z.infer<typeof ZSurveySettings>;
/** The spec's shape: an array whose first item is the settings. */
export const ZSurveySettingsResponse = z.array(ZSurveySettings);

/** The settings dialog's text limits; the dialog's inputs stop at the same lengths. */
export const SURVEY_TITLE_MAX_LENGTH = 500;
export const SURVEY_DESCRIPTION_MAX_LENGTH = 5000;

export const ZEditSurveySettingsRequest = z.object({
  internal_name: z.string().trim().min(1).max(LIMITS.surveyNameMaxLength),
  description: z.string().max(SURVEY_DESCRIPTION_MAX_LENGTH).default(''),
  title: z.string().max(SURVEY_TITLE_MAX_LENGTH).default(''),
  color: ZHexColor,
  organizationId: ZDbIdFromText,
  status: ZSurveyStatus,
  /** Uuid or id of the target survey; only honoured while status is 2. */
  redirectToSurvey: z.union([z.uuid(), ZDbIdFromText]).nullable().optional(),
  /** Left out: unchanged. */
  singleButtonInvitation: z.boolean().optional(),
});
export type TEditSurveySettingsRequest = z.infer<typeof ZEditSurveySettingsRequest>;

// ---------------------------------------------------------------- dummy respondents

export const GENERATE_LANGUAGES = ['nl', 'de'] as const;
export const ZGenerateRequest = z.object({
  id: ZDbIdFromText,
  amount: z.literal(LIMITS.generatedRespondents),
  language: z.enum(GENERATE_LANGUAGES),
});
export const ZGenerateResponse = z.object({ generated: z.number() });

// ---------------------------------------------------------------- sharing

export const ZShareEmail = z.string().trim().regex(EMAIL_PATTERN, 'must be an e-mail address');
export const ZShareListResponse = z.object({ users: z.array(z.object({ email: z.string() })) });
export const ZShareRequest = z.object({ emails: z.array(ZShareEmail).min(1).max(100), surveyId: ZDbIdFromText });
export const ZSurveyIdBody = z.object({ surveyId: ZDbIdFromText });
export const ZSharedUser = z.object({ email: z.string(), username: z.string() });
export type TSharedUser = z.infer<typeof ZSharedUser>;
export const ZSharedUsersResponse = z.array(ZSharedUser);
export const ZRemoveAccessRequest = z.object({ email: ZShareEmail, surveyId: ZDbIdFromText });

// ---------------------------------------------------------------- copy and remove

export const ZDuplicateSurveyRequest = z.object({
  id: ZDbIdFromText,
  projectId: ZDbIdFromText,
  name: z.string().trim().min(1).max(LIMITS.surveyNameMaxLength),
  duplicateRespondents: z.boolean().default(false),
});
export const ZDuplicateSurveyResponse = z.object({ id: z.number(), uuid: z.string() });
export const ZIdBody = z.object({ id: ZDbIdFromText });

// ---------------------------------------------------------------- translations dialog (not shown by the spec)

/** A language the survey has texts for, and whether respondents are offered it. */
/**
 * One of the 13 translation codes: whether respondents are offered it, and whether the survey
 * has texts in it (a code without them is added with copies of the survey's main texts).
 */
export const ZTranslationChoice = z.object({ locale: ZContentLocale, offered: z.boolean(), has_texts: z.boolean() });
export const ZTranslationChoicesResponse = z.array(ZTranslationChoice);
/** The languages to offer; the spec's rule: at least one. */
export const ZSaveOfferedTranslationsRequest = z.object({
  surveyId: ZDbIdFromText,
  translations: z.array(ZContentLocale).min(1, 'choose at least one translation').max(CONTENT_LOCALES.length),
});
export type TTranslationChoice = z.infer<typeof ZTranslationChoice>;
export type TSaveOfferedTranslationsRequest = z.infer<typeof ZSaveOfferedTranslationsRequest>;

// ---------------------------------------------------------------- old links (spec §9)

/**
 * An id of the previous system as it appears in old links (/vragenlijst/4711): letters, digits,
 * '-' and '_'. A uuid is refused: uuids are the links of this system.
 */
export const LEGACY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** About 40 are in use; a survey collects the old ids of the surveys it replaced. */
export const MAX_LEGACY_IDS_PER_SURVEY = 100;

export const ZLegacyId = z
  .string()
  .trim()
  .regex(LEGACY_ID_PATTERN, 'an old id has 1 to 64 letters, digits, - or _')
  .refine((value) => !UUID_PATTERN.test(value), 'a uuid is a link of this system, not an old id');

export const ZLegacyLinksResponse = z.object({ oldIds: z.array(z.string()) });
export const ZSaveLegacyLinksRequest = z.object({
  surveyId: ZDbIdFromText,
  oldIds: z
    .array(ZLegacyId)
    .max(MAX_LEGACY_IDS_PER_SURVEY)
    .refine((ids) => new Set(ids).size === ids.length, 'each old id once'),
});
export type TLegacyLinksResponse = z.infer<typeof ZLegacyLinksResponse>;
export type TSaveLegacyLinksRequest = z.infer<typeof ZSaveLegacyLinksRequest>;

// ---------------------------------------------------------------- builder (not shown by the spec)

/** Length limits of the builder's texts; the builder's inputs take them as maxLength. */
export const BUILDER_LIMITS = {
  /** Page titles, question and option texts. */
  text: 10_000,
  routeUrl: 2000,
  title: 500,
  description: 5000,
  message: 20_000,
  maxImportance: 1000,
} as const;

/** Texts per content locale, e.g. { nl: 'Vraag', de: 'Frage' }. */
export const ZLocaleTexts = z.partialRecord(ZContentLocale, z.string().max(BUILDER_LIMITS.text));
export type TLocaleTexts = z.infer<typeof ZLocaleTexts>;

export const ZBuilderOption = z.object({
  /** Present for an option that already exists; answers keep pointing at it. */
  id: ZDbIdFromText.optional(),
  texts: ZLocaleTexts,
  is_open: z.boolean().default(false),
  exclude_others: z.boolean().default(false),
  /** A page number 1..N, or N + 1 for the end of the survey (the end message page). */
  route_to_page: ZDbId.nullable().default(null),
  route_to_url: z.string().trim().max(BUILDER_LIMITS.routeUrl).nullable().default(null),
  /** 0-4; null = not scored; left out = recognised from a Likert label when possible. */
  score: z.number().min(0).max(4).nullable().optional(),
});
export type TBuilderOption = z.infer<typeof ZBuilderOption>;

/**
 * The report mail's grouping questions: the treatment method, and the laboratory or satellite
 * location where a survey asks for one. At most one question of each kind per survey, and only a
 * question with options (`hasOptions`): the report has a section per option.
 */
export const REPORT_GROUP_KINDS = ['treatment', 'location'] as const;
export const ZReportGroup = z.enum(REPORT_GROUP_KINDS);
export type TReportGroup = z.infer<typeof ZReportGroup>;

export const ZBuilderQuestion = z.object({
  id: ZDbIdFromText.optional(),
  type: z.number().int().min(QUESTION_TYPE.singleChoice).max(QUESTION_TYPE.slider0to10),
  required: z.boolean().default(false),
  dimension_id: ZDbIdFromText.nullable().default(null),
  importance: z.number().positive().max(BUILDER_LIMITS.maxImportance).default(1),
  /** The "would you recommend" question, scored as a Net Promoter Score; only a 0–10 slider (type 12). */
  is_nps: z.boolean().default(false),
  /** The report mail's grouping question of this kind; null = none. */
  report_group: ZReportGroup.nullable().default(null),
  texts: ZLocaleTexts,
  options: z.array(ZBuilderOption).max(200).default([]),
});
export type TBuilderQuestion = z.infer<typeof ZBuilderQuestion>;

export const ZBuilderPage = z.object({
  titles: ZLocaleTexts,
  questions: z.array(ZBuilderQuestion).max(200),
});
export type TBuilderPage = z.infer<typeof ZBuilderPage>;

export const ZBuilderTranslation = z.object({
  locale: ZContentLocale,
  title: z.string().max(BUILDER_LIMITS.title),
  description: z.string().max(BUILDER_LIMITS.description).default(''),
  begin_message: z.string().max(BUILDER_LIMITS.message).default(''),
  end_message: z.string().max(BUILDER_LIMITS.message).default(''),
});
export type TBuilderTranslation = z.infer<typeof ZBuilderTranslation>;

/** A whole survey as the builder reads and saves it; the translations decide its locales. */
export const ZBuilderSurveyInput = z.object({
  internal_name: z.string().trim().min(1).max(LIMITS.surveyNameMaxLength),
  color: ZHexColor,
  /** Base64 image (png, jpg, gif or bmp), with or without a data: prefix; null = no logo. */
  logo: z.string().nullable().default(null),
  organizationId: ZDbIdFromText,
  projectId: ZDbIdFromText.nullable().default(null),
  status: ZSurveyStatus.default(SURVEY_STATUS.active),
  translations: z.array(ZBuilderTranslation).min(1).max(13),
  pages: z.array(ZBuilderPage).min(1).max(100),
});
export type TBuilderSurveyInput = z.infer<typeof ZBuilderSurveyInput>;
/** What a client sends: defaulted fields may be left out. */
export type TBuilderSurveyRequest = z.input<typeof ZBuilderSurveyInput>;

export const ZBuilderSurvey = ZBuilderSurveyInput.extend({
  // Read back as stored ('#rrggbb'): a response schema cannot carry the input's expanding transform.
  color: z.string(),
  id: z.number(),
  uuid: z.string(),
  pages: z.array(
    ZBuilderPage.extend({
      id: z.number(),
      questions: z.array(
        ZBuilderQuestion.extend({
          id: z.number(),
          importance: z.number(),
          options: z.array(ZBuilderOption.extend({ id: z.number(), score: z.number().nullable() })),
        }),
      ),
    }),
  ),
});
export type TBuilderSurvey = z.infer<typeof ZBuilderSurvey>;
export const ZBuilderSaveResponse = z.object({ id: z.number(), uuid: z.string() });

/** A refused builder save answers 400 `bad_request` with one issue per problem (domain/builder-problems). */
export const ZBuilderIssue = z.object({
  path: z.string(),
  /** English, for logs and tools. */
  message: z.string(),
  code: z.enum(BUILDER_PROBLEM_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TBuilderIssue = z.infer<typeof ZBuilderIssue>;
