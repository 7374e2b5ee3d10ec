import { DIFFICULTY_BUCKETS, netPromoterScore } from '@peil/scoring';
import { hasOptions, QUESTION_TYPE } from '@peil/contract/domain';
import type { TOpenAnswersPage, TResultCard, TSpecialType } from '@peil/contract/results';
import type { Database } from '../../db/database.js';
import { findFilteredRespondents, type AnswerScope } from './queries/answer-scope.js';
import { countAnswers, type AnswerCountRow } from './queries/count-answers.js';
import { countMultipleChoiceRespondents } from './queries/count-question-respondents.js';
import { findLatestOpenAnswers, type LatestOpenAnswerRow } from './queries/latest-open-answers.js';
import {
  findSurveyOptions,
  findSurveyQuestions,
  type SurveyOptionRow,
  type SurveyQuestionRow,
} from './queries/survey-questions.js';

export const TEXT_SPECIAL_TYPES: Record<number, TSpecialType> = {
  [QUESTION_TYPE.openTextArea]: 'open',
  [QUESTION_TYPE.text]: 'open',
  [QUESTION_TYPE.date]: 'date',
  [QUESTION_TYPE.email]: 'email',
};
/** Slider scales: 1-10, 0-10 with routing, and the 1-5 difficulty slider. */
const SLIDER_VALUES: Record<number, number[]> = {
  [QUESTION_TYPE.slider1to10]: range(1, 10),
  [QUESTION_TYPE.slider0to10]: range(0, 10),
  [QUESTION_TYPE.difficultySlider]: DIFFICULTY_BUCKETS.map((bucket) => bucket.value),
};

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The dashboard's result cards: the questions in page order, each filled from survey-wide
 * aggregates (answer counts, multiple choice respondents, open texts) rather than a query per
 * question. The queries do not depend on each other: on PostgreSQL they run side by side on
 * the pool (the answer counts take longest, the others finish within that time); PGlite has
 * one connection and runs them in turn.
 */
export async function buildResultCards(database: Database, scope: AnswerScope, locale: string): Promise<TResultCard[]> {
  const respondents = await findFilteredRespondents(database, scope);
  const [questions, options, counts, texts, multipleRespondents] = await Promise.all([
    findSurveyQuestions(database, scope.surveyId, locale),
    findSurveyOptions(database, scope.surveyId, locale),
    countAnswers(database, scope, respondents),
    findLatestOpenAnswers(database, scope, respondents),
    countMultipleChoiceRespondents(database, scope, respondents),
  ]);
  if (questions.length === 0) return [];

  const optionsByQuestion = groupBy(options, (option) => option.question_id);
  const countsByQuestion = groupBy(counts, (row) => row.question_id);
  const textsByQuestion = groupBy(texts, (row) => row.question_id);
  const respondentsByQuestion = new Map(multipleRespondents.map((row) => [row.question_id, row.respondents]));

  return questions.map((question) =>
    buildCard(question, {
      options: optionsByQuestion.get(question.id) ?? [],
      counts: countsByQuestion.get(question.id) ?? [],
      texts: textsByQuestion.get(question.id) ?? [],
      respondents: respondentsByQuestion.get(question.id),
    }),
  );
}

type QuestionData = {
  options: SurveyOptionRow[];
  counts: AnswerCountRow[];
  texts: LatestOpenAnswerRow[];
  respondents: number | undefined;
};

function buildCard(question: SurveyQuestionRow, data: QuestionData): TResultCard {
  const openAnswers = toOpenAnswersPage(data.texts);
  const card: TResultCard = {
    question_id: question.id,
    type: question.type,
    question_text: question.text,
    title: question.page_title,
    special_type: 'choice',
    dimension_name: question.dimension_name,
    labels: [],
    data: [],
    refs: [],
    colors: [],
    date: latestDate(data),
    answers: null,
    timestamps: [],
    score: null,
    n: sumCounts(data.counts),
    nps: null,
  };
  if (openAnswers) {
    card.answers = openAnswers;
    card.timestamps = openAnswers.rows.map((row) => row.date);
  }

  const textType = TEXT_SPECIAL_TYPES[question.type];
  if (textType) {
    card.special_type = textType;
    card.answers = openAnswers ?? { rows: [], total: 0 };
    card.n = card.answers.total;
    return card;
  }

  if (hasOptions(question.type)) {
    const countByOption = new Map(data.counts.map((row) => [row.option_id, row.count]));
    card.labels = data.options.map((option) => option.text);
    card.refs = data.options.map((option) => option.id);
    card.data = data.options.map((option) => countByOption.get(option.id) ?? 0);
    if (question.type === QUESTION_TYPE.multipleChoice) {
      card.special_type = 'multiple';
      card.n = data.respondents ?? 0;
      return card;
    }
    const isLikert = data.options.some((option) => option.score !== null);
    card.special_type = isLikert ? 'likert' : 'choice';
    // Options without a score ("not applicable") stay out of the average.
    if (isLikert) card.score = averageValue(data.counts.filter((row) => row.option_id !== null));
    return card;
  }

  const sliderValues = SLIDER_VALUES[question.type];
  const countByValue = new Map<number, number>();
  for (const row of data.counts) {
    if (row.number_value !== null)
      countByValue.set(row.number_value, (countByValue.get(row.number_value) ?? 0) + row.count);
  }
  const values = sliderValues ?? [...countByValue.keys()].sort((a, b) => a - b);
  const isDifficulty = question.type === QUESTION_TYPE.difficultySlider;
  card.special_type = isDifficulty ? 'difficulty' : sliderValues ? 'slider' : 'number';
  card.labels = isDifficulty ? DIFFICULTY_BUCKETS.map((bucket) => bucket.key) : values.map(String);
  card.colors = isDifficulty ? DIFFICULTY_BUCKETS.map((bucket) => bucket.color) : [];
  card.data = values.map((value) => countByValue.get(value) ?? 0);
  card.score = averageValue(data.counts);
  if (question.is_nps) {
    const nps = netPromoterScore(countByValue);
    card.nps = nps && {
      score: nps.score,
      lower: nps.lower,
      upper: nps.upper,
      promoters: nps.promoters,
      passives: nps.passives,
      detractors: nps.detractors,
    };
  }
  return card;
}

/** Average of the counted values; rows without a value (not applicable) are left out. */
function averageValue(rows: readonly AnswerCountRow[]): number | null {
  let sum = 0;
  let count = 0;
  for (const row of rows) {
    if (row.number_value === null) continue;
    sum += row.number_value * row.count;
    count += row.count;
  }
  return count === 0 ? null : sum / count;
}

function sumCounts(rows: readonly AnswerCountRow[]): number {
  return rows.reduce((total, row) => total + row.count, 0);
}

function toOpenAnswersPage(rows: readonly LatestOpenAnswerRow[]): TOpenAnswersPage | null {
  if (rows.length === 0) return null;
  return {
    rows: rows.map((row) => ({ text: row.text ?? '', date: row.date ?? '' })),
    total: rows[0]!.total,
  };
}

function latestDate({ counts, texts }: QuestionData): string | null {
  const dates = [...counts.map((row) => row.latest), ...texts.map((row) => row.date)].filter(
    (date): date is string => !!date,
  );
  return dates.length === 0 ? null : dates.reduce((latest, date) => (date > latest ? date : latest));
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
