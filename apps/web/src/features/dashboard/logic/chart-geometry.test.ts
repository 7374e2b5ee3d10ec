import { describe, expect, it } from 'vitest';
import { layoutBars, layoutPie, truncateText, valueTicks } from './chart-geometry';

/** Every character 6 px wide, as an 11 px font roughly is. */
const measure = (text: string) => Array.from(text).length * 6;

describe('valueTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten nearest a fifth of the largest value, in whole numbers, past it', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(valueTicks(548)).toEqual([0, 100, 200, 300, 400, 500, 600]);
    expect(valueTicks(1234)).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400]);
  });
});

describe('truncateText', () => {
  it('keeps a label that fits and cuts a longer one with an ellipsis within the width', () => {
    expect(truncateText('Short', 60, measure)).toBe('Short');
    const cut = truncateText('A rather long answer to the question', 60, measure);
    expect(cut).toBe('A rather…');
    expect(measure(cut)).toBeLessThanOrEqual(60);
  });

  it('cuts a long label with a handful of measurements, not one per character', () => {
    const label = 'A very long answer that goes on and on '.repeat(10);
    const measured: string[] = [];
    const counting = (text: string) => {
      measured.push(text);
      return measure(text);
    };
    expect(truncateText(label, 40, counting)).toBe('A ver…');
    expect(truncateText('Yes', 12, counting)).toBe('Y…');
    expect(truncateText('Yes', 3, counting)).toBe('…');
    // 391 characters: the whole label, then about log2(391) candidates.
    expect(measured.length).toBeLessThanOrEqual(2 * 12);
  });
});

describe('layoutBars', () => {
  const size = { width: 400, height: 200 };

  it('lays options top to bottom, each bar as long as its count against the axis, labels left of the bars', () => {
    const layout = layoutBars(['Yes', 'No', 'Maybe'], [10, 5, 0], size, true, measure, String);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8, 10]);
    const [yes, no, maybe] = layout.bars;
    expect(yes!.x).toBe(layout.plot.left);
    expect(yes!.x + yes!.width).toBeCloseTo(layout.plot.right);
    expect(no!.width).toBeCloseTo(yes!.width / 2);
    expect(maybe!.width).toBe(0);
    expect(yes!.y).toBeLessThan(no!.y);
    expect(no!.y).toBeLessThan(maybe!.y);
    // The plot starts right of the longest label (5 characters).
    expect(layout.plot.left).toBe(8 + 30 + 8);
    expect(layout.categoryLabels.map((label) => label.x)).toEqual([38, 38, 38]);
    expect(layout.valueLabels[0]!.x).toBeCloseTo(layout.plot.right + 5);
  });

  it('stands scale bars on the axis, their values above them and the labels cut to their band', () => {
    const labels = ['0', '1', 'A very long category name'];
    const layout = layoutBars(labels, [1, 4, 2], size, false, measure, String);
    const [, four, two] = layout.bars;
    expect(four!.y + four!.height).toBeCloseTo(layout.plot.bottom);
    expect(four!.y).toBeCloseTo(layout.plot.top);
    expect(two!.height).toBeCloseTo(four!.height / 2);
    expect(layout.valueLabels[1]!.y).toBeLessThan(four!.y);
    const band = (layout.plot.right - layout.plot.left) / 3;
    expect(measure(layout.categoryLabels[2]!.text)).toBeLessThanOrEqual(Math.min(80, band));
    expect(layout.categoryLabels[2]!.title).toBe('A very long category name');
  });
});

describe('layoutPie', () => {
  it('draws the non-zero answers clockwise from the top, with labels two lines apart on each side', () => {
    const slices = layoutPie(['a', 'b', 'c', 'd', 'e'], [50, 0, 1, 1, 48], { width: 400, height: 260 }, measure);
    expect(slices.map((slice) => slice.index)).toEqual([0, 2, 3, 4]);
    // Half the pie: the first slice ends at six o'clock, below the centre.
    expect(slices[0]!.path).toMatch(/^M200 135.2L200 63\.7A71\.5 71\.5 0 0 1 200 206\.7Z$/);
    expect(slices[0]!.label.anchor).toBe('start');
    expect(slices[3]!.label.anchor).toBe('end');
    for (const anchor of ['start', 'end']) {
      const ys = slices
        .filter((slice) => slice.label.anchor === anchor)
        .map((slice) => slice.label.y)
        .sort((a, b) => a - b);
      for (let index = 1; index < ys.length; index++) expect(ys[index]! - ys[index - 1]!).toBeGreaterThanOrEqual(28);
    }
  });

  it('draws a single answer as a whole circle, and nothing without answers', () => {
    const [whole] = layoutPie(['only'], [7], { width: 200, height: 200 }, measure);
    expect(whole!.path).toBe('M100 49A55 55 0 1 1 100 159A55 55 0 1 1 100 49Z');
    expect(layoutPie(['none'], [0], { width: 200, height: 200 }, measure)).toEqual([]);
  });
});
