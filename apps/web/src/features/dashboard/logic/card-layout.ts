import type { TResultCard } from '@peil/contract/results';
import { answerShares, hasChart } from '@peil/contract/chart-options';

/**
 * The result grid has 4 columns; a card takes 2, an expanded card (table beside the chart) 4 by
 * 2 rows: see .result-card in components/dashboard.css.
 */
export const CARD_GRID_COLUMNS = 4;

type TCardData = Pick<TResultCard, 'special_type' | 'data' | 'answers'>;

export function sumOfCounts(card: Pick<TResultCard, 'data'>): number {
  return card.data.reduce((total, value) => total + value, 0);
}

/** Whether a card has anything to show: counts above zero, or open answers. */
export function hasCardData(card: TCardData): boolean {
  return hasChart(card) ? sumOfCounts(card) > 0 : (card.answers?.total ?? 0) > 0;
}

/** The expand toggle exists for charts with data only (spec: hidden when there is no data). */
export function canExpandCard(card: TCardData): boolean {
  return hasChart(card) && sumOfCounts(card) > 0;
}

/** Rows of the expanded table: share of respondents for multiple choice, of all counts otherwise. */
export function tableRows(
  card: Pick<TResultCard, 'special_type' | 'data' | 'labels' | 'refs' | 'n'>,
  labels: readonly string[],
): { label: string; count: number; percentage: number; optionId: number | null }[] {
  const shares = answerShares(card);
  return card.data.map((count, index) => ({
    label: labels[index] ?? card.labels[index] ?? '',
    count,
    percentage: shares[index]!,
    optionId: card.refs[index] ?? null,
  }));
}
