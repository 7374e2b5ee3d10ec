/**
 * Likert answer scores. The spec scores a five-point agreement scale from 4 (completely agree)
 * down to 0 (completely disagree); yes and no map to the extremes (yes 4, no 0) as the spec lists
 * them. "Not applicable" carries no score (null) and is left out of averages. Options are scored
 * only as a whole scale (recognizeLikertScale), so a plain yes/no question stays unscored.
 */

export type LikertScore = 0 | 1 | 2 | 3 | 4;

export type LikertOption = { label: string; score: LikertScore };

/** The canonical Dutch and German five-point answer sets, 4 down to 0. */
export const LIKERT_LABELS: {
  readonly nl: readonly LikertOption[];
  readonly de: readonly LikertOption[];
} = {
  nl: [
    { label: 'Helemaal eens', score: 4 },
    { label: 'Eens', score: 3 },
    { label: 'Neutraal', score: 2 },
    { label: 'Oneens', score: 1 },
    { label: 'Helemaal oneens', score: 0 },
  ],
  de: [
    { label: 'Stimme voll und ganz zu', score: 4 },
    { label: 'Stimme zu', score: 3 },
    { label: 'Neutral', score: 2 },
    { label: 'Stimme nicht zu', score: 1 },
    { label: 'Stimme überhaupt nicht zu', score: 0 },
  ],
};

/**
 * Every recognised label (nl, de, en) with its score; null = recognised "not applicable".
 * Labels shared by several languages ('Ja', 'Neutral') have the same score in each, so one
 * flat table is enough.
 */
const RECOGNISED_LABELS: ReadonlyArray<readonly [string, LikertScore | null]> = [
  // Dutch
  ['Helemaal eens', 4],
  ['Eens', 3],
  ['Neutraal', 2],
  ['Oneens', 1],
  ['Helemaal oneens', 0],
  ['Ja', 4],
  ['Nee', 0],
  ['Niet van toepassing', null],
  // German
  ['Stimme voll und ganz zu', 4],
  ['Trifft voll zu', 4],
  ['Völlig einverstanden', 4],
  ['Stimme zu', 3],
  ['Trifft zu', 3],
  ['Einverstanden', 3],
  ['Neutral', 2],
  ['Teils teils', 2],
  ['Stimme nicht zu', 1],
  ['Trifft nicht zu', 1],
  ['Nicht einverstanden', 1],
  ['Stimme überhaupt nicht zu', 0],
  ['Trifft überhaupt nicht zu', 0],
  ['Überhaupt nicht einverstanden', 0],
  ['Nein', 0],
  ['Nicht zutreffend', null],
  // English
  ['Completely agree', 4],
  ['Strongly agree', 4],
  ['Agree', 3],
  ['Disagree', 1],
  ['Completely disagree', 0],
  ['Strongly disagree', 0],
  ['Yes', 4],
  ['No', 0],
  ['Not applicable', null],
];

/**
 * Lower case, trimmed, inner whitespace collapsed, diacritics removed (NFD splits 'ü' into
 * 'u' + combining mark, which is then dropped), so 'Völlig' and 'vollig' match.
 */
export function normalizeLikertLabel(label: string): string {
  return label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

const SCORE_BY_NORMALIZED_LABEL: ReadonlyMap<string, LikertScore | null> = new Map(
  RECOGNISED_LABELS.map(([label, score]) => [normalizeLikertLabel(label), score]),
);

/**
 * Score of a Likert answer label.
 * Returns a score 0..4, null for a recognised "not applicable" label, and undefined when the
 * label is not a known Likert option (the question is then not scored automatically).
 */
export function recognizeLikertScore(label: string): number | null | undefined {
  return SCORE_BY_NORMALIZED_LABEL.get(normalizeLikertLabel(label));
}

/** A scale has at least this many scored points; yes/no (two points) is a choice, not a scale. */
const MIN_SCALE_POINTS = 3;

/**
 * The scores of a question's options when, and only when, the options form a Likert scale:
 * every option has a recognised label (in any of its texts) and together they span at least
 * three scored points. Anything else, yes/no included, gets undefined: such a question is a
 * plain choice, and an "Average: 4" on a yes/no card would mean nothing. Server and builder
 * both score with this one rule.
 */
export function recognizeLikertScale(
  options: ReadonlyArray<ReadonlyArray<string | undefined>>,
): Array<number | null> | undefined {
  const scores: Array<number | null> = [];
  for (const texts of options) {
    let recognised: number | null | undefined;
    for (const text of texts) {
      recognised = text ? recognizeLikertScore(text) : undefined;
      if (recognised !== undefined) break;
    }
    if (recognised === undefined) return undefined;
    scores.push(recognised);
  }
  const points = new Set(scores.filter((score) => score !== null));
  return points.size >= MIN_SCALE_POINTS ? scores : undefined;
}
