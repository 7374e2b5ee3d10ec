/**
 * Where the result cards' bars, slices and labels go, in pixels of a drawing `width` by `height`.
 * Pure: the texts' widths come from `measure`, so the layout is the same in a test as in Chromium.
 * The proportions follow the shared ECharts options (packages/contract/chart-options.ts), which
 * still draw the same charts in the PDF report.
 */

export type TMeasure = (text: string) => number;

export const CHART_FONT_SIZE = 11;
const GRID = { left: 8, right: 32, top: 16, bottom: 8 };
const LABEL_GAP = 8;
const AXIS_LABEL_HEIGHT = 16;
const BAR_MAX_WIDTH = 36;
/** ECharts' default gap between categories: a fifth of each band. */
const BAR_BAND_SHARE = 0.8;
const HORIZONTAL_LABEL_WIDTH = 160;
const VERTICAL_LABEL_WIDTH = 80;
const PIE_LINE_HEIGHT = 14;
const PIE_LABEL_OFFSET = 16;

/**
 * A text cut to `width` with an ellipsis, as ECharts' `overflow: 'truncate'` does. The longest
 * start that fits is found by halving: a long label under a narrow bar took one measurement per
 * character, which on a phone held the page for a tenth of a second per chart.
 */
export function truncateText(text: string, width: number, measure: TMeasure): string {
  if (measure(text) <= width) return text;
  const characters = Array.from(text);
  const start = (length: number) => characters.slice(0, length).join('');
  // Invariant: a start of `fits` characters fits (0 counts as fitting), one of `tooLong` does not.
  let fits = 0;
  let tooLong = characters.length + 1;
  while (tooLong - fits > 1) {
    const length = Math.floor((fits + tooLong) / 2);
    if (measure(`${start(length)}…`) <= width) fits = length;
    else tooLong = length;
  }
  return fits === 0 ? '…' : `${start(fits).trimEnd()}…`;
}

/**
 * Axis steps of 1, 2 or 5 times a power of ten, whole numbers only, about five of them: the step
 * nearest a fifth of the largest value, as ECharts rounds it.
 */
export function valueTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / magnitude;
  const factor = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10;
  const step = Math.max(1, factor * magnitude);
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

export type TBar = { index: number; x: number; y: number; width: number; height: number };
export type TAxisLabel = { text: string; title: string; x: number; y: number };
export type TBarLayout = {
  bars: TBar[];
  /** Where each bar's value is written: right of a lying bar, above a standing one. */
  valueLabels: { x: number; y: number }[];
  categoryLabels: TAxisLabel[];
  ticks: { value: number; position: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
};

/**
 * Bars on a category axis: lying (options, with the labels left of them, top to bottom) or
 * standing (scales, labels below). The value axis starts at zero.
 */
export function layoutBars(
  labels: readonly string[],
  data: readonly number[],
  size: { width: number; height: number },
  isHorizontal: boolean,
  measure: TMeasure,
  formatTick: (value: number) => string,
): TBarLayout {
  const ticks = valueTicks(Math.max(0, ...data));
  const top = ticks[ticks.length - 1]!;
  if (isHorizontal) {
    const labelWidth = Math.min(HORIZONTAL_LABEL_WIDTH, Math.max(0, ...labels.map(measure)));
    const plot = {
      left: GRID.left + labelWidth + LABEL_GAP,
      right: size.width - GRID.right,
      top: GRID.top,
      bottom: size.height - GRID.bottom - AXIS_LABEL_HEIGHT,
    };
    const band = (plot.bottom - plot.top) / Math.max(1, data.length);
    const thickness = Math.min(BAR_MAX_WIDTH, band * BAR_BAND_SHARE);
    const scale = (value: number) => ((plot.right - plot.left) * value) / top;
    const bars = data.map((value, index) => ({
      index,
      x: plot.left,
      y: plot.top + band * index + (band - thickness) / 2,
      width: scale(value),
      height: thickness,
    }));
    return {
      bars,
      valueLabels: bars.map((bar) => ({ x: bar.x + bar.width + 5, y: bar.y + bar.height / 2 })),
      categoryLabels: labels.map((label, index) => ({
        text: truncateText(label, HORIZONTAL_LABEL_WIDTH, measure),
        title: label,
        x: plot.left - LABEL_GAP,
        y: plot.top + band * (index + 0.5),
      })),
      ticks: ticks.map((value) => ({ value, position: plot.left + scale(value) })),
      plot,
    };
  }
  const tickWidth = Math.max(...ticks.map((value) => measure(formatTick(value))));
  const plot = {
    left: GRID.left + tickWidth + LABEL_GAP,
    right: size.width - GRID.right,
    top: GRID.top + AXIS_LABEL_HEIGHT,
    bottom: size.height - GRID.bottom - AXIS_LABEL_HEIGHT,
  };
  const band = (plot.right - plot.left) / Math.max(1, data.length);
  const thickness = Math.min(BAR_MAX_WIDTH, band * BAR_BAND_SHARE);
  const scale = (value: number) => ((plot.bottom - plot.top) * value) / top;
  const bars = data.map((value, index) => ({
    index,
    x: plot.left + band * index + (band - thickness) / 2,
    y: plot.bottom - scale(value),
    width: thickness,
    height: scale(value),
  }));
  return {
    bars,
    valueLabels: bars.map((bar) => ({ x: bar.x + bar.width / 2, y: bar.y - 5 })),
    categoryLabels: labels.map((label, index) => ({
      text: truncateText(label, Math.min(VERTICAL_LABEL_WIDTH, band), measure),
      title: label,
      x: plot.left + band * (index + 0.5),
      y: plot.bottom + LABEL_GAP + CHART_FONT_SIZE / 2,
    })),
    ticks: ticks.map((value) => ({ value, position: plot.bottom - scale(value) })),
    plot,
  };
}

/** Coordinates to a tenth of a pixel: the SVG stays short and reads the same in every browser. */
function tenth(value: number): number {
  return Math.round(value * 10) / 10;
}

export type TSlice = {
  index: number;
  path: string;
  /** The label's two lines (name, then count and share), its anchor and the line to the slice. */
  label: { x: number; y: number; anchor: 'start' | 'end'; name: string; title: string; line: string };
};

/**
 * A pie of the non-zero values, clockwise from twelve o'clock, its radius 55 % of the smaller
 * side's half, with each label beside it on the slice's side, pushed down where labels would
 * overlap.
 */
export function layoutPie(
  labels: readonly string[],
  data: readonly number[],
  size: { width: number; height: number },
  measure: TMeasure,
): TSlice[] {
  const total = data.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return [];
  const cx = tenth(size.width / 2);
  const cy = tenth(size.height * 0.52);
  const radius = tenth((Math.min(size.width, size.height) / 2) * 0.55);
  const point = (angle: number, distance: number) => ({
    x: tenth(cx + distance * Math.sin(angle)),
    y: tenth(cy - distance * Math.cos(angle)),
  });
  const slices: TSlice[] = [];
  let start = 0;
  for (const [index, value] of data.entries()) {
    if (value <= 0) continue;
    const sweep = (value / total) * Math.PI * 2;
    const end = start + sweep;
    const from = point(start, radius);
    const to = point(end, radius);
    const path =
      sweep >= Math.PI * 2 - 1e-9
        ? `M${cx} ${tenth(cy - radius)}A${radius} ${radius} 0 1 1 ${cx} ${tenth(cy + radius)}A${radius} ${radius} 0 1 1 ${cx} ${tenth(cy - radius)}Z`
        : `M${cx} ${cy}L${from.x} ${from.y}A${radius} ${radius} 0 ${sweep > Math.PI ? 1 : 0} 1 ${to.x} ${to.y}Z`;
    const middle = start + sweep / 2;
    const edge = point(middle, radius);
    const elbow = point(middle, radius + PIE_LABEL_OFFSET);
    const isRight = Math.sin(middle) >= 0;
    const label = labels[index] ?? '';
    slices.push({
      index,
      path,
      label: {
        x: elbow.x + (isRight ? PIE_LABEL_OFFSET : -PIE_LABEL_OFFSET),
        y: elbow.y,
        anchor: isRight ? 'start' : 'end',
        name: truncateText(
          label,
          Math.max(24, (isRight ? size.width - elbow.x : elbow.x) - PIE_LABEL_OFFSET - 4),
          measure,
        ),
        title: label,
        line: `M${edge.x} ${edge.y}L${elbow.x} ${elbow.y}`,
      },
    });
    start = end;
  }
  // Two lines per label: on each side, a label starts at least two lines below the one above.
  for (const anchor of ['start', 'end'] as const) {
    const side = slices.filter((slice) => slice.label.anchor === anchor).sort((a, b) => a.label.y - b.label.y);
    let lowest = -Infinity;
    for (const slice of side) {
      const y = tenth(Math.max(slice.label.y, lowest + PIE_LINE_HEIGHT * 2 + 2));
      if (y !== slice.label.y) {
        const elbowX = slice.label.x + (anchor === 'start' ? -PIE_LABEL_OFFSET : PIE_LABEL_OFFSET);
        slice.label.line = `${slice.label.line}L${elbowX} ${y}`;
        slice.label.y = y;
      }
      lowest = y;
    }
  }
  for (const slice of slices) {
    const x = slice.label.x + (slice.label.anchor === 'start' ? -4 : 4);
    slice.label.line = `${slice.label.line}L${x} ${slice.label.y}`;
  }
  return slices;
}

export const PIE_LABEL_LINE_HEIGHT = PIE_LINE_HEIGHT;

/** A bar as a closed path, to a tenth of a pixel. */
export function barPath(bar: TBar): string {
  return `M${tenth(bar.x)} ${tenth(bar.y)}h${tenth(bar.width)}v${tenth(bar.height)}h${tenth(-bar.width)}Z`;
}

/**
 * Every grid line of a bar chart in one path: across the plot at each tick, perpendicular to the
 * bars. One element instead of one per tick keeps a chart's DOM small.
 */
export function gridPath(layout: Pick<TBarLayout, 'ticks' | 'plot'>, isHorizontal: boolean): string {
  const { plot } = layout;
  return layout.ticks
    .map((tick) =>
      isHorizontal
        ? `M${tenth(tick.position)} ${tenth(plot.top)}V${tenth(plot.bottom)}`
        : `M${tenth(plot.left)} ${tenth(tick.position)}H${tenth(plot.right)}`,
    )
    .join('');
}

/** The value axis' base line: left of lying bars, under standing ones. */
export function axisPath(layout: Pick<TBarLayout, 'plot'>, isHorizontal: boolean): string {
  const { plot } = layout;
  return isHorizontal
    ? `M${tenth(plot.left)} ${tenth(plot.top)}V${tenth(plot.bottom)}`
    : `M${tenth(plot.left)} ${tenth(plot.bottom)}H${tenth(plot.right)}`;
}
