/**
 * Difficulty slider, 1..5. The spec groups the five values into three traffic-light colours:
 * difficult = red, expect effort = orange, easy = green.
 */

export const DIFFICULTY_COLORS = {
  red: '#C00000',
  orange: '#ED7D31',
  green: '#00B050',
} as const;

export type DifficultyValue = 1 | 2 | 3 | 4 | 5;

export type DifficultyKey = 'very_difficult' | 'difficult' | 'expect_effort' | 'easy' | 'very_easy';

export type DifficultyBucket = { value: DifficultyValue; key: DifficultyKey; color: string };

export const DIFFICULTY_BUCKETS: readonly DifficultyBucket[] = [
  { value: 1, key: 'very_difficult', color: DIFFICULTY_COLORS.red },
  { value: 2, key: 'difficult', color: DIFFICULTY_COLORS.red },
  { value: 3, key: 'expect_effort', color: DIFFICULTY_COLORS.orange },
  { value: 4, key: 'easy', color: DIFFICULTY_COLORS.green },
  { value: 5, key: 'very_easy', color: DIFFICULTY_COLORS.green },
];

/**
 * Bucket of a slider value. Non-integers (for example an average of several ratings) are rounded
 * to the nearest value (x.5 rounds up); anything outside 1..5 after rounding is an error.
 */
export function difficultyBucket(value: number): DifficultyBucket {
  const rounded = Math.round(value);
  const bucket = DIFFICULTY_BUCKETS.find((candidate) => candidate.value === rounded);
  if (bucket === undefined) throw new RangeError(`Difficulty must be 1..5, got ${value}`);
  return bucket;
}

export function difficultyColor(value: number): string {
  return difficultyBucket(value).color;
}
