import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { questionOptions, questions, surveyPages } from '../../db/schema.js';
import type { QuestionDefinition } from './survey-content-queries.js';

/** What save_page_response checks answers against: the questions of every page of one survey. */
export type SurveyStructure = {
  /** Questions per page position; a page without questions has an empty list. */
  pages: Map<number, QuestionDefinition[]>;
};

// A backstop only: the version check below already catches every builder save.
const MAX_AGE_MS = 60_000;
// Surveys are few; the bound keeps a long-running process from growing without limit.
const MAX_SURVEYS = 1_000;

/**
 * Survey structures in memory, so that a page save does not read questions and options from
 * the database each time. Correctness comes from a version, not from a short lifetime: the
 * builder rebuilds all pages of a survey on every save (new serial ids, see saveBuilderSurvey)
 * and duplicates get new ids, so `max(survey_pages.id)` of a survey changes whenever its
 * questions or options may have changed. The caller reads that version in the same query as
 * the respondent (no extra round trip) and a structure of another version is reloaded. This
 * holds across several processes on one database, which a time-based cache alone would not.
 * One cache per Database: survey ids of different databases name different surveys.
 */
export class SurveyStructureCache {
  // The promise is kept, so that many saves arriving at once for a cold survey load it once.
  private readonly entries = new Map<
    number,
    { version: number | null; loadedAt: number; structure: Promise<SurveyStructure> }
  >();

  constructor(private readonly db: Db) {}

  /** The structure of the survey at `version`: the highest page id of the survey, read by the caller. */
  get(surveyId: number, version: number | null): Promise<SurveyStructure> {
    const entry = this.entries.get(surveyId);
    if (entry && entry.version === version && Date.now() - entry.loadedAt < MAX_AGE_MS) return entry.structure;
    if (this.entries.size >= MAX_SURVEYS) this.entries.clear();
    const fresh = { version, loadedAt: Date.now(), structure: loadSurveyStructure(this.db, surveyId) };
    this.entries.set(surveyId, fresh);
    // A failed load is not remembered: the next save tries again.
    fresh.structure.catch(() => {
      if (this.entries.get(surveyId) === fresh) this.entries.delete(surveyId);
    });
    return fresh.structure;
  }

  /**
   * The structure last loaded for the survey with its version, without asking the database
   * which version is current: a save that checks the version in its own write uses it.
   */
  latest(surveyId: number): { version: number | null; structure: Promise<SurveyStructure> } | undefined {
    const entry = this.entries.get(surveyId);
    if (!entry || Date.now() - entry.loadedAt >= MAX_AGE_MS) return undefined;
    return { version: entry.version, structure: entry.structure };
  }
}

async function loadSurveyStructure(db: Db, surveyId: number): Promise<SurveyStructure> {
  const pageRows = await db
    .select({ id: surveyPages.id, position: surveyPages.position })
    .from(surveyPages)
    .where(eq(surveyPages.surveyId, surveyId));
  const questionRows = await db
    .select({
      id: questions.id,
      pageId: questions.pageId,
      position: questions.position,
      type: questions.type,
      required: questions.required,
    })
    .from(questions)
    .where(and(eq(questions.surveyId, surveyId), isNull(questions.archivedAt), isNotNull(questions.pageId)))
    .orderBy(asc(questions.position));
  const optionRows =
    questionRows.length === 0
      ? []
      : await db
          .select({
            id: questionOptions.id,
            questionId: questionOptions.questionId,
            isOpen: questionOptions.isOpen,
            excludeOthers: questionOptions.excludeOthers,
            score: questionOptions.score,
            routeToPage: questionOptions.routeToPage,
            routeToUrl: questionOptions.routeToUrl,
          })
          .from(questionOptions)
          .where(
            inArray(
              questionOptions.questionId,
              questionRows.map((question) => question.id),
            ),
          )
          .orderBy(asc(questionOptions.position));

  const optionsByQuestion = new Map<number, QuestionDefinition['options']>();
  for (const { questionId, ...option } of optionRows) {
    const list = optionsByQuestion.get(questionId) ?? [];
    list.push(option);
    optionsByQuestion.set(questionId, list);
  }
  const pages = new Map<number, QuestionDefinition[]>();
  const positionOfPage = new Map(pageRows.map((page) => [page.id, page.position]));
  for (const page of pageRows) pages.set(page.position, []);
  for (const { pageId, ...question } of questionRows) {
    const position = positionOfPage.get(pageId!);
    if (position === undefined) continue;
    pages.get(position)!.push({ ...question, options: optionsByQuestion.get(question.id) ?? [] });
  }
  return { pages };
}
