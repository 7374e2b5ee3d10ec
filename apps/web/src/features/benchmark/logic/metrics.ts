import { formatFixed } from '../../../lib/format';

/** The two benchmark scores (spec §3, §9). */
export type TBenchmarkMetric = 'qi' | 'average';

export const BENCHMARK_METRICS: readonly TBenchmarkMetric[] = ['qi', 'average'];

type TMetricScale = {
  /** Spec §9: value-axis maximum. */
  axisMax: number;
  /** Spec §9: the reference line drawn across the chart. */
  referenceLine: number;
  /** The QI score is an improvement index: lower is better. Averages run 0-4, higher is better. */
  higherIsBetter: boolean;
};

export const METRIC_SCALES: Readonly<Record<TBenchmarkMetric, TMetricScale>> = {
  qi: { axisMax: 15, referenceLine: 1, higherIsBetter: false },
  average: { axisMax: 5, referenceLine: 4, higherIsBetter: true },
};

/** Spec §9: scores show 2 decimals in bar charts. */
export const BAR_DECIMALS = 2;
/** Spec §9: scores show 1 decimal in radar views. */
export const RADAR_DECIMALS = 1;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A score as text in the interface language: 2 decimals by default, '–' when there is none. */
export function formatScore(value: number | null | undefined, locale: string, decimals: number = BAR_DECIMALS): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return formatFixed(value, locale, decimals);
}
