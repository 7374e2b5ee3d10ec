import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SURVEY_FILE_FORMAT,
  SURVEY_FILE_VERSION,
  ZSurveyFile,
  ZSurveyFileEnvelope,
  type TSurveyFile,
  type TSurveyImportIssue,
  type TSurveyImportRequest,
} from '@peil/contract/survey-file';
import { SURVEY_STATUS } from '@peil/contract/domain';
import type { TBuilderIssue, TBuilderSurveyInput } from '@peil/contract/surveys';
import type { Database, Db } from '../../db/database.js';
import * as t from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { readBuilderSurvey } from './builder-read.js';
import { saveBuilderSurvey } from './builder-save.js';

// ---------------------------------------------------------------- export

/** A survey as a file: its builder content with dimension codes for ids, without respondents. */
export async function exportSurveyFile(db: Db, surveyId: number): Promise<TSurveyFile> {
  const survey = await readBuilderSurvey(db, surveyId);
  const offered = await db
    .select({ locale: t.surveyTranslations.locale, offered: t.surveyTranslations.offered })
    .from(t.surveyTranslations)
    .where(eq(t.surveyTranslations.surveyId, surveyId));
  const isOffered = new Map(offered.map((row) => [row.locale, row.offered]));
  const dimensionIds = [
    ...new Set(survey.pages.flatMap((page) => page.questions.flatMap((question) => question.dimension_id ?? []))),
  ];
  const dimensions = dimensionIds.length
    ? await db
        .select({ id: t.dimensions.id, code: t.dimensions.code })
        .from(t.dimensions)
        .where(inArray(t.dimensions.id, dimensionIds))
    : [];
  const codeOf = new Map(dimensions.map((dimension) => [dimension.id, dimension.code]));

  return {
    format: SURVEY_FILE_FORMAT,
    version: SURVEY_FILE_VERSION,
    exported_at: new Date().toISOString(),
    survey: {
      internal_name: survey.internal_name,
      color: survey.color,
      logo: survey.logo,
      translations: survey.translations.map((translation) => ({
        locale: translation.locale,
        title: translation.title,
        description: translation.description,
        begin_message: translation.begin_message,
        end_message: translation.end_message,
        offered: isOffered.get(translation.locale) ?? true,
      })),
      pages: survey.pages.map((page) => ({
        titles: page.titles,
        questions: page.questions.map((question) => ({
          type: question.type,
          required: question.required,
          dimension: question.dimension_id === null ? null : (codeOf.get(question.dimension_id) ?? null),
          importance: question.importance,
          is_nps: question.is_nps,
          report_group: question.report_group,
          texts: question.texts,
          options: question.options.map((option) => ({
            texts: option.texts,
            is_open: option.is_open,
            exclude_others: option.exclude_others,
            route_to_page: option.route_to_page,
            route_to_url: option.route_to_url,
            score: option.score,
          })),
        })),
      })),
    },
  };
}

// ---------------------------------------------------------------- import

function refusal(issues: TSurveyImportIssue[]): AppError {
  const named = issues.map((issue) => `${issue.path}: ${issue.message}`).join(' ');
  return new AppError('bad_request', `The file cannot be imported. ${named}`, issues);
}

function pathOf(path: readonly PropertyKey[]): string {
  return ['file', ...path.map(String)].join('.');
}

/** The file's version is read first: a newer file is refused as newer, not for its unknown fields. */
function parseSurveyFile(file: unknown): TSurveyFile {
  const envelope = ZSurveyFileEnvelope.safeParse(file);
  if (!envelope.success) {
    const isOurs = (file as { format?: unknown } | null)?.format === SURVEY_FILE_FORMAT;
    if (!isOurs) {
      const message = `This is not a Peil survey file: "format" must be "${SURVEY_FILE_FORMAT}".`;
      throw refusal([{ path: 'file.format', code: 'not_survey_file', message }]);
    }
    throw refusal(zodIssues(envelope.error));
  }
  if (envelope.data.version > SURVEY_FILE_VERSION) {
    const { version } = envelope.data;
    const message = `The file has format version ${version}; this Peil reads version ${SURVEY_FILE_VERSION}.`;
    throw refusal([{ path: 'file.version', code: 'newer_version', params: { version }, message }]);
  }
  const parsed = ZSurveyFile.safeParse(file);
  if (!parsed.success) throw refusal(zodIssues(parsed.error));
  return parsed.data;
}

function zodIssues(error: z.ZodError): TSurveyImportIssue[] {
  return error.issues.map((issue) => ({ path: pathOf(issue.path), code: 'invalid_field', message: issue.message }));
}

/** Dimension ids by code; a code this installation lacks is refused rather than dropped from the benchmark. */
async function resolveDimensions(db: Db, file: TSurveyFile): Promise<Map<string, number>> {
  const codes = [
    ...new Set(file.survey.pages.flatMap((page) => page.questions.flatMap((question) => question.dimension ?? []))),
  ];
  const rows = codes.length
    ? await db
        .select({ id: t.dimensions.id, code: t.dimensions.code })
        .from(t.dimensions)
        .where(inArray(t.dimensions.code, codes))
    : [];
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  const unknown: TSurveyImportIssue[] = [];
  file.survey.pages.forEach((page, pageIndex) =>
    page.questions.forEach(({ dimension }, questionIndex) => {
      if (dimension === null || idOf.has(dimension)) return;
      unknown.push({
        path: `file.survey.pages.${pageIndex}.questions.${questionIndex}.dimension`,
        code: 'unknown_dimension',
        params: { dimension },
        message: `There is no dimension "${dimension}" here.`,
      });
    }),
  );
  if (unknown.length > 0) throw refusal(unknown);
  return idOf;
}

function asBuilderInput(
  file: TSurveyFile,
  dimensionIds: Map<string, number>,
  request: TSurveyImportRequest,
): TBuilderSurveyInput {
  const { survey } = file;
  return {
    internal_name: survey.internal_name,
    color: survey.color,
    logo: survey.logo,
    organizationId: request.organizationId,
    projectId: request.projectId,
    status: SURVEY_STATUS.inactive,
    translations: survey.translations.map(({ offered: _offered, ...translation }) => translation),
    pages: survey.pages.map((page) => ({
      titles: page.titles,
      questions: page.questions.map(({ dimension, is_nps = false, report_group = null, ...question }) => ({
        ...question,
        is_nps,
        report_group,
        dimension_id: dimension === null ? null : dimensionIds.get(dimension)!,
      })),
    })),
  };
}

/** The builder's refusal in the file's terms: its paths point into the file's survey. */
function asImportIssues(issues: TBuilderIssue[]): TSurveyImportIssue[] {
  return issues.map(({ code, path, params, message }) =>
    code === 'project'
      ? { path: 'projectId', code: 'project', message }
      : {
          path: path ? `file.survey.${path}` : 'file.survey',
          code: 'invalid_content',
          params: { ...params, problem: code },
          message,
        },
  );
}

/**
 * Imports a survey file as an inactive draft into the chosen organisation and project. The
 * builder's save writes it in one transaction with the offered languages, so a failure at any
 * point leaves no part of the survey behind.
 */
export async function importSurveyFile(db: Db, request: TSurveyImportRequest): Promise<{ id: number; uuid: string }> {
  const file = parseSurveyFile(request.file);
  const input = asBuilderInput(file, await resolveDimensions(db, file), request);
  const withdrawn = file.survey.translations.filter((translation) => !translation.offered);
  // As the builder does: a survey keeps at least one language offered to respondents.
  const isWithdrawing = withdrawn.length > 0 && withdrawn.length < file.survey.translations.length;
  try {
    return await saveBuilderSurvey(db, null, input, async (tx, surveyId) => {
      if (!isWithdrawing) return;
      const locales = withdrawn.map((translation) => translation.locale);
      await tx
        .update(t.surveyTranslations)
        .set({ offered: false })
        .where(and(eq(t.surveyTranslations.surveyId, surveyId), inArray(t.surveyTranslations.locale, locales)));
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'bad_request' && error.issues) {
      throw refusal(asImportIssues(error.issues as TBuilderIssue[]));
    }
    throw error;
  }
}

/** Where a superadmin can import to: every organisation with its projects, by name. */
export async function findImportTargets(database: Database) {
  const organizations = await database.query<{ id: number; name: string }>(
    sql`select id, name from organizations order by lower(name), id`,
  );
  const projects = await database.query<{ id: number; name: string; organization_id: number }>(
    sql`select id, name, organization_id from projects order by lower(name), id`,
  );
  return {
    organizations: organizations.map((organization) => ({
      ...organization,
      projects: projects
        .filter((project) => project.organization_id === organization.id)
        .map(({ id, name }) => ({ id, name })),
    })),
  };
}
