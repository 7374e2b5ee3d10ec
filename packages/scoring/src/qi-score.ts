/**
 * QI score (quality-improvement index), from the spec: QI = (5 - average question score) x importance.
 *
 * The average question score is on the 0..4 Likert scale, so (5 - average) runs from 1 (everyone
 * completely agrees) to 5 (everyone completely disagrees). Multiplied by an importance on a
 * nominal 1..4 scale the QI score has a nominal range of 1..20. A higher QI score means more room for improvement on
 * an important question, so LOWER is better.
 *
 * Measured importances run from IMPORTANCE_MIN 2.57 to IMPORTANCE_MAX 4.55, so a real score can
 * go slightly above 20 (5 x 4.55 = 22.75); it is not clamped. Without a measured importance a
 * question gets the default weight 1, giving a QI score of 1..5.
 */

export const IMPORTANCE_MIN = 2.57;
export const IMPORTANCE_MAX = 4.55;
/** Importance of a question for which none was measured. */
export const DEFAULT_IMPORTANCE = 1;

/** The constant of the spec's formula: one above the highest Likert score (4). */
const QI_BASE = 5;

export function computeQiScore(averageQuestionScore: number, importance: number = DEFAULT_IMPORTANCE): number {
  return (QI_BASE - averageQuestionScore) * importance;
}

export type QiQuestion = { average: number; importance?: number };

/**
 * QI score of a dimension: the unweighted mean of its questions' QI scores (the importance is
 * already inside each question's QI score). Null for a dimension without scored questions.
 */
export function computeDimensionQiScore(questions: readonly QiQuestion[]): number | null {
  if (questions.length === 0) return null;
  let sum = 0;
  for (const question of questions) sum += computeQiScore(question.average, question.importance);
  return sum / questions.length;
}
