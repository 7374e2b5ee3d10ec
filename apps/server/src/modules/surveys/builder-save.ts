import { and, eq, inArray, sql } from 'drizzle-orm';
import { recognizeLikertScale } from '@peil/scoring';
import { isActive } from '@peil/contract/domain';
import type { TBuilderIssue, TBuilderQuestion, TBuilderSurveyInput, TLocaleTexts } from '@peil/contract/surveys';
import type { Db } from '../../db/database.js';
import * as t from '../../db/schema.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { normaliseLogo } from '../../lib/logo-validation.js';
import { builderProblems, builderRefusal, withSliderValueOptions } from './builder-validation.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** More writes of the caller inside the save's transaction, so that they stand or fall with it. */
export type AfterSave = (tx: Tx, surveyId: number) => Promise<void>;

function textRows<K extends string>(key: K, id: number, texts: TLocaleTexts, locales: string[]) {
  return locales.map((locale) => ({ [key]: id, locale, text: texts[locale as keyof TLocaleTexts]!.trim() })) as ({
    [P in K]: number;
  } & { locale: string; text: string })[];
}

/**
 * An explicit score wins; an option without one gets its Likert score only when the question's
 * options together form a Likert scale (yes/no does not), otherwise none.
 */
export function optionScores(question: TBuilderQuestion): Array<number | null> {
  const scale = recognizeLikertScale(question.options.map((option) => Object.values(option.texts)));
  return question.options.map((option, index) =>
    option.score !== undefined ? option.score : (scale?.[index] ?? null),
  );
}

type TExistingQuestion = { type: number; options: Set<number> };
type TStructure = Map<number, TExistingQuestion>;

/** Existing questions of the survey with their type and option ids. */
async function existingStructure(tx: Tx, surveyId: number): Promise<TStructure> {
  const rows = await tx
    .select({ questionId: t.questions.id, type: t.questions.type, optionId: t.questionOptions.id })
    .from(t.questions)
    .leftJoin(t.questionOptions, eq(t.questionOptions.questionId, t.questions.id))
    .where(eq(t.questions.surveyId, surveyId));
  const structure: TStructure = new Map();
  for (const row of rows) {
    const question = structure.get(row.questionId) ?? { type: row.type, options: new Set<number>() };
    if (row.optionId !== null) question.options.add(row.optionId);
    structure.set(row.questionId, question);
  }
  return structure;
}

function idProblems(input: TBuilderSurveyInput, structure: TStructure): TBuilderIssue[] {
  const problems: TBuilderIssue[] = [];
  input.pages.forEach((page, pageIndex) =>
    page.questions.forEach((question, questionIndex) => {
      const params = { page: pageIndex + 1, question: questionIndex + 1 };
      const path = `pages.${pageIndex}.questions.${questionIndex}`;
      const refuse = (message: string) => problems.push({ code: 'foreign_id', path, params, message });
      if (question.id === undefined) {
        if (question.options.some((option) => option.id !== undefined)) {
          refuse('A new question cannot keep options of another question.');
        }
        return;
      }
      const stored = structure.get(question.id);
      if (!stored) return refuse(`Question ${question.id} does not belong to this survey.`);
      for (const option of question.options) {
        if (option.id !== undefined && !stored.options.has(option.id)) {
          refuse(`Option ${option.id} does not belong to question ${question.id}.`);
        }
      }
    }),
  );
  return problems;
}

/**
 * Answered questions whose answers this save would misread: a changed type (old answers under
 * the new type) or a removed answered option. Those are archived with their answers and saved as
 * new questions instead (options have no archive of their own), so results keep reading them.
 */
async function questionsToReplace(tx: Tx, input: TBuilderSurveyInput, structure: TStructure): Promise<Set<number>> {
  const kept = input.pages.flatMap((page) => page.questions).filter((question) => question.id !== undefined);
  const droppedOptions = new Map(
    kept.map((question) => {
      const keptOptions = new Set(question.options.map((option) => option.id));
      return [question.id!, [...structure.get(question.id!)!.options].filter((id) => !keptOptions.has(id))];
    }),
  );
  const answeredOptions = await hasAnswers(tx, 'option_id', [...droppedOptions.values()].flat());
  const retyped = kept.filter((question) => structure.get(question.id!)!.type !== question.type);
  const replaced = await hasAnswers(
    tx,
    'question_id',
    retyped.map((question) => question.id!),
  );
  for (const [questionId, dropped] of droppedOptions) {
    if (dropped.some((id) => answeredOptions.has(id))) replaced.add(questionId);
  }
  return replaced;
}

/** The input with the replaced questions (and their options) sent as new ones. */
function asNewQuestions(input: TBuilderSurveyInput, replaced: Set<number>): TBuilderSurveyInput {
  if (replaced.size === 0) return input;
  return {
    ...input,
    pages: input.pages.map((page) => ({
      ...page,
      questions: page.questions.map((question) =>
        question.id !== undefined && replaced.has(question.id)
          ? { ...question, id: undefined, options: question.options.map((option) => ({ ...option, id: undefined })) }
          : question,
      ),
    })),
  };
}

async function hasAnswers(tx: Tx, column: 'question_id' | 'option_id', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    select distinct ${sql.raw(column)} as id from answers where ${sql.raw(column)} in (${list})
    union select distinct ${sql.raw(column)} from answer_texts where ${sql.raw(column)} in (${list})`)) as {
    rows: { id: number }[];
  };
  return new Set(result.rows.map((row) => row.id));
}

/**
 * Languages the translations dialog withdrew from respondents. A builder save keeps them
 * withdrawn, unless that would leave the survey without any offered language.
 */
async function withdrawnLocales(tx: Tx, surveyId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ locale: t.surveyTranslations.locale })
    .from(t.surveyTranslations)
    .where(and(eq(t.surveyTranslations.surveyId, surveyId), eq(t.surveyTranslations.offered, false)));
  return new Set(rows.map((row) => row.locale));
}

async function saveOptions(tx: Tx, questionId: number, question: TBuilderQuestion, locales: string[]): Promise<void> {
  const scores = optionScores(question);
  for (const [index, option] of question.options.entries()) {
    const values = {
      questionId,
      position: index + 1,
      isOpen: option.is_open,
      excludeOthers: option.exclude_others,
      routeToPage: option.route_to_page,
      routeToUrl: option.route_to_url || null,
      score: scores[index]!,
    };
    let optionId = option.id;
    if (optionId === undefined) {
      const [row] = await tx.insert(t.questionOptions).values(values).returning({ id: t.questionOptions.id });
      optionId = row!.id;
    } else {
      await tx.update(t.questionOptions).set(values).where(eq(t.questionOptions.id, optionId));
      await tx.delete(t.optionTexts).where(eq(t.optionTexts.optionId, optionId));
    }
    await tx.insert(t.optionTexts).values(textRows('optionId', optionId, option.texts, locales));
  }
}

/**
 * Removes what the builder dropped: answered questions are archived. Answered options are not
 * dropped any more by then: their questions were replaced (questionsToReplace).
 */
async function removeDropped(tx: Tx, input: TBuilderSurveyInput, structure: TStructure): Promise<void> {
  const kept = new Map(
    input.pages.flatMap((page) => page.questions).flatMap((question) => (question.id ? [[question.id, question]] : [])),
  );
  const droppedQuestions = [...structure.keys()].filter((id) => !kept.has(id));
  const answeredQuestions = await hasAnswers(tx, 'question_id', droppedQuestions);
  for (const id of droppedQuestions) {
    if (answeredQuestions.has(id)) {
      await tx
        .update(t.questions)
        .set({ pageId: null, archivedAt: sql`coalesce(${t.questions.archivedAt}, now())` })
        .where(eq(t.questions.id, id));
    } else {
      await tx.delete(t.questions).where(eq(t.questions.id, id));
    }
  }
  const droppedOptions = [...kept.entries()].flatMap(([questionId, question]) => {
    const keptOptions = new Set(question.options.map((option) => option.id));
    return [...structure.get(questionId)!.options].filter((id) => !keptOptions.has(id));
  });
  if (droppedOptions.length > 0)
    await tx.delete(t.questionOptions).where(inArray(t.questionOptions.id, droppedOptions));
}

/**
 * Creates (surveyId null) or saves a whole survey in one transaction: any failure, from a
 * validation problem to a foreign key, leaves the previous version as it was. Existing
 * questions and options keep their ids so stored answers stay attached to them.
 */
export async function saveBuilderSurvey(
  db: Db,
  surveyId: number | null,
  request: TBuilderSurveyInput,
  afterSave?: AfterSave,
): Promise<{ id: number; uuid: string }> {
  const input = withSliderValueOptions(request);
  const problems = [...builderProblems(input), ...(await projectProblems(db, input))];
  if (problems.length > 0) throw builderRefusal(problems);
  const locales = input.translations.map((translation) => translation.locale);
  const surveyValues = {
    internalName: input.internal_name,
    color: input.color,
    logo: await storedLogo(db, surveyId, input.logo),
    organizationId: input.organizationId,
    projectId: input.projectId,
    status: input.status,
    ...(isActive(input) ? { redirectToSurveyId: null } : {}),
  };

  try {
    return await saveInTransaction(db, surveyId, input, surveyValues, locales, afterSave);
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      const message = 'It refers to an organisation, project or dimension that does not exist.';
      throw builderRefusal([{ code: 'unknown_reference', path: '', params: {}, message }]);
    }
    throw error;
  }
}

/**
 * The logo to store: re-encoded from its pixels, unless it is the logo the survey already has
 * (the builder sends it back on every save; encoding a JPEG again would blur it each time).
 */
async function storedLogo(db: Db, surveyId: number | null, logo: string | null): Promise<string | null> {
  if (!logo) return null;
  if (surveyId !== null) {
    const [current] = await db.select({ logo: t.surveys.logo }).from(t.surveys).where(eq(t.surveys.id, surveyId));
    if (current?.logo === logo && /^data:image\/(png|jpeg);base64,/.test(logo)) return logo;
  }
  try {
    return await normaliseLogo(logo);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw builderRefusal([{ code: 'logo', path: 'logo', params: {}, message: error.message }]);
  }
}

/** A survey's project must be one of its own organisation's. */
async function projectProblems(db: Db, input: TBuilderSurveyInput): Promise<TBuilderIssue[]> {
  if (input.projectId === null) return [];
  const [project] = await db
    .select({ organizationId: t.projects.organizationId })
    .from(t.projects)
    .where(eq(t.projects.id, input.projectId));
  if (project?.organizationId === input.organizationId) return [];
  const message = `Project ${input.projectId} is not a project of organisation ${input.organizationId}.`;
  return [{ code: 'project', path: 'projectId', params: {}, message }];
}

async function saveInTransaction(
  db: Db,
  surveyId: number | null,
  request: TBuilderSurveyInput,
  surveyValues: Partial<typeof t.surveys.$inferInsert> & typeof t.surveys.$inferInsert,
  locales: string[],
  afterSave: AfterSave | undefined,
): Promise<{ id: number; uuid: string }> {
  return db.transaction(async (tx) => {
    const [survey] =
      surveyId === null
        ? await tx.insert(t.surveys).values(surveyValues).returning({ id: t.surveys.id, uuid: t.surveys.uuid })
        : await tx
            .update(t.surveys)
            .set(surveyValues)
            .where(eq(t.surveys.id, surveyId))
            .returning({ id: t.surveys.id, uuid: t.surveys.uuid });
    if (!survey) throw notFound('Survey not found.');
    const id = survey.id;

    const structure: TStructure =
      surveyId === null ? new Map<number, TExistingQuestion>() : await existingStructure(tx, id);
    const wrongIds = idProblems(request, structure);
    if (wrongIds.length > 0) throw builderRefusal(wrongIds);
    const input = asNewQuestions(request, await questionsToReplace(tx, request, structure));

    const withdrawn = await withdrawnLocales(tx, id);
    const keepWithdrawn = locales.some((locale) => !withdrawn.has(locale));
    await tx.delete(t.surveyTranslations).where(eq(t.surveyTranslations.surveyId, id));
    await tx.insert(t.surveyTranslations).values(
      input.translations.map((translation) => ({
        surveyId: id,
        locale: translation.locale,
        offered: !(keepWithdrawn && withdrawn.has(translation.locale)),
        title: translation.title.trim(),
        description: translation.description,
        beginMessage: translation.begin_message,
        endMessage: translation.end_message,
      })),
    );

    await removeDropped(tx, input, structure);
    // Pages are rebuilt; their questions are re-attached below (the FK sets page_id null meanwhile).
    await tx.delete(t.surveyPages).where(eq(t.surveyPages.surveyId, id));
    for (const [pageIndex, page] of input.pages.entries()) {
      const [pageRow] = await tx
        .insert(t.surveyPages)
        .values({ surveyId: id, position: pageIndex + 1 })
        .returning({ id: t.surveyPages.id });
      const pageId = pageRow!.id;
      await tx.insert(t.surveyPageTexts).values(
        textRows('pageId', pageId, page.titles, locales).map(({ pageId: rowPageId, locale, text }) => ({
          pageId: rowPageId,
          locale,
          title: text,
        })),
      );
      for (const [questionIndex, question] of page.questions.entries()) {
        const values = {
          surveyId: id,
          pageId,
          position: questionIndex + 1,
          type: question.type,
          required: question.required,
          dimensionId: question.dimension_id,
          importance: question.importance,
          isNps: question.is_nps,
          reportGroup: question.report_group,
          archivedAt: null,
        };
        let questionId = question.id;
        if (questionId === undefined) {
          const [row] = await tx.insert(t.questions).values(values).returning({ id: t.questions.id });
          questionId = row!.id;
        } else {
          await tx.update(t.questions).set(values).where(eq(t.questions.id, questionId));
          await tx.delete(t.questionTexts).where(eq(t.questionTexts.questionId, questionId));
        }
        await tx.insert(t.questionTexts).values(textRows('questionId', questionId, question.texts, locales));
        await saveOptions(tx, questionId, question, locales);
      }
    }
    await afterSave?.(tx, id);
    return survey;
  });
}
