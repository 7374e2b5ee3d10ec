import { describe, expect, it } from 'vitest';
import { buildResultChartOption } from '@peil/contract/chart-options';
import { buildComparisonRadarOption } from '@peil/contract/comparison-radar';
import { renderChartSvg } from './chart-render.js';
import { FONT_FAMILY } from './fonts.js';

type TextBox = { text: string; size: number; left: number; right: number; top: number; bottom: number };

/**
 * The texts of an ECharts SVG with a box estimated from their anchor point: DejaVu Sans runs
 * about 0.62 of the font size per character; the baseline is central.
 */
function textBoxesOf(svg: string): TextBox[] {
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, content]) => {
    const number = (pattern: RegExp) => Number(pattern.exec(attributes!)?.[1] ?? 0);
    const size = number(/font(?:-size)?: ?([\d.]+)px/);
    const [, tx, ty] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(attributes!) ?? ['', '0', '0'];
    const x = Number(tx) + number(/ x="([-\d.]+)"/);
    const y = Number(ty) + number(/ y="([-\d.]+)"/);
    const width = content!.length * size * 0.62;
    const anchor = /text-anchor="(\w+)"/.exec(attributes!)?.[1] ?? 'start';
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    return { text: content!.trim(), size, left, right: left + width, top: y - size / 2, bottom: y + size / 2 };
  });
}

const overlaps = (a: TextBox, b: TextBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!.trim());

describe('renderChartSvg', () => {
  it('draws every pie label whole on a phone-wide card, wrapped rather than cut off', () => {
    const option = buildResultChartOption(
      {
        special_type: 'choice',
        labels: ['Jonger dan 30', '30 tot 35', '35 tot 40', '40 of ouder'],
        data: [439, 453, 407, 409],
        colors: [],
      },
      ['#111111', '#222222', '#333333', '#444444'],
      { animation: false },
    );
    const texts = textsOf(renderChartSvg(option, 320, 260));
    expect(texts.some((text) => text.endsWith('...'))).toBe(false);
    const joined = texts.join(' ');
    for (const word of ['Jonger', 'dan', '30', '40 of ouder', '(25.7%)', '(24.0%)']) expect(joined).toContain(word);
  });

  it("draws the report e-mail's radar with value labels apart and the whole legend inside the chart", () => {
    // The report e-mail's chart: 380 by 320 pixels, the survey against its cluster.
    const width = 380;
    const surveyName = 'Uw ervaring met onze kliniek voor vruchtbaarheid en IVF in Utrecht';
    const option = buildComparisonRadarOption(
      ['Informatie', 'Bejegening', 'Bereikbaarheid', 'Deskundigheid', 'Organisatie'],
      [
        { name: surveyName, values: [2.5, 2.6, 2.1, 2.9, 2.2], color: '#4F81BD' },
        { name: 'Alle klinieken in Nederland', values: [2.5, 2.55, 2.2, 2.9, 2.3], color: '#F79646' },
      ],
      { animation: false, fontFamily: FONT_FAMILY },
    );
    const boxes = textBoxesOf(renderChartSvg(option, width, 320));
    const values = boxes.filter((box) => /^\d\.\d$/.test(box.text));
    expect(values).toHaveLength(10);
    for (const [index, box] of values.entries()) {
      for (const other of values.slice(index + 1))
        expect(overlaps(box, other), `${box.text} ${other.text}`).toBe(false);
    }
    const legend = boxes.filter((box) => box.size === 12);
    expect(legend.map((box) => box.text).join(' ')).toBe(`${surveyName} Alle klinieken in Nederland`);
    for (const box of legend) {
      expect(box.left, box.text).toBeGreaterThanOrEqual(0);
      expect(box.right, box.text).toBeLessThanOrEqual(width);
    }
  });
});
