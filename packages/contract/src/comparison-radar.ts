/**
 * The radar of a benchmark comparison (one axis per dimension, one line per compared group),
 * as an ECharts option. Plain objects only, so the server renders the very same chart for the
 * report e-mails. Spec §9: scores in radar views show 1 decimal; the default range is 0 to 3.
 */

import { wrapLabel } from './wrap-label.js';

export const RADAR_DEFAULT_MAX = 3;

/**
 * Legend names wrap at this many characters: a survey name is often longer than the e-mail's
 * 380-pixel chart, and ECharts cuts a legend item that does not fit instead of wrapping it.
 */
export const RADAR_LEGEND_WRAP_WIDTH = 40;

/**
 * Where each line's value labels stand: the first line's above its points, the second's below,
 * so that two close scores on one axis do not print over each other.
 */
const LABEL_POSITIONS = ['top', 'bottom'] as const;

/** The compared survey and what it is compared with, the same on screen and in the report e-mails. */
export const RADAR_COLORS = { survey: '#4F81BD', comparison: '#F79646' } as const;

export type TRadarSeries = { name: string; values: readonly (number | null)[]; color: string };

export type TRadarSettings = {
  animation?: boolean;
  fontFamily?: string;
  /** Axis maximum; grows to the largest value when that is higher. */
  max?: number;
  /** The interface language: scores are written with its decimal sign ("2,3" in Dutch). */
  locale?: string;
};

export function buildComparisonRadarOption(
  dimensions: readonly string[],
  series: readonly TRadarSeries[],
  settings: TRadarSettings = {},
): Record<string, unknown> {
  const largest = Math.max(
    0,
    ...series.flatMap((line) => line.values.filter((value): value is number => value !== null)),
  );
  const max = Math.max(settings.max ?? RADAR_DEFAULT_MAX, Math.ceil(largest));
  const score = new Intl.NumberFormat(settings.locale ?? 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    color: series.map((line) => line.color),
    legend: {
      bottom: 0,
      left: 'center',
      orient: 'vertical',
      data: series.map((line) => line.name),
      formatter: (name: string) => wrapLabel(name, RADAR_LEGEND_WRAP_WIDTH),
    },
    tooltip: { trigger: 'item' },
    radar: {
      indicator: dimensions.map((name) => ({ name, max })),
      radius: '58%',
      center: ['50%', '42%'],
      axisName: { color: '#333333', fontSize: 11 },
      splitLine: { lineStyle: { color: '#d0d0d0' } },
    },
    series: [
      {
        type: 'radar',
        data: series.map((line, index) => ({
          name: line.name,
          // A dimension without answers is drawn at the centre rather than breaking the line.
          value: line.values.map((value) => (value === null ? 0 : Math.round(value * 10) / 10)),
          areaStyle: { opacity: 0.08 },
          label: {
            show: true,
            position: LABEL_POSITIONS[index % LABEL_POSITIONS.length],
            distance: 6,
            fontSize: 10,
            fontWeight: 'bold',
            color: line.color,
            // A white rim keeps a label readable where it crosses a line of the chart.
            textBorderColor: '#ffffff',
            textBorderWidth: 2,
            formatter: (params: { value: number }) => score.format(params.value),
          },
        })),
      },
    ],
  };
}
