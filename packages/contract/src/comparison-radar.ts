/**
 * The radar of a benchmark comparison (one axis per dimension, one line per compared group),
 * as an ECharts option. Plain objects only, so the server renders the very same chart for the
 * report e-mails. Spec §9: scores in radar views show 1 decimal; the default range is 0 to 3.
 */

export const RADAR_DEFAULT_MAX = 3;

/** The compared survey and what it is compared with, the same on screen and in the report e-mails. */
export const RADAR_COLORS = { survey: '#4F81BD', comparison: '#F79646' } as const;

export type TRadarSeries = { name: string; values: readonly (number | null)[]; color: string };

export type TRadarSettings = {
  animation?: boolean;
  fontFamily?: string;
  /** Axis maximum; grows to the largest value when that is higher. */
  max?: number;
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
  return {
    animation: settings.animation ?? true,
    textStyle: settings.fontFamily ? { fontFamily: settings.fontFamily } : undefined,
    color: series.map((line) => line.color),
    legend: { bottom: 0, data: series.map((line) => line.name) },
    tooltip: { trigger: 'item' },
    radar: {
      indicator: dimensions.map((name) => ({ name, max })),
      radius: '62%',
      center: ['50%', '46%'],
      axisName: { color: '#333333', fontSize: 11 },
      splitLine: { lineStyle: { color: '#d0d0d0' } },
    },
    series: [
      {
        type: 'radar',
        data: series.map((line) => ({
          name: line.name,
          // A dimension without answers is drawn at the centre rather than breaking the line.
          value: line.values.map((value) => (value === null ? 0 : Math.round(value * 10) / 10)),
          areaStyle: { opacity: 0.08 },
          label: { show: true, fontSize: 10, formatter: (params: { value: number }) => params.value.toFixed(1) },
        })),
      },
    ],
  };
}
