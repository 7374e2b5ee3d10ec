import { describe, expect, it } from 'vitest';
import { buildResultChartOption } from '@peil/contract/chart-options';
import { renderChartSvg } from './chart-render.js';

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
    for (const word of ['Jonger', 'dan', '30', '40 of ouder', '(25.7%)', '(24%)']) expect(joined).toContain(word);
  });
});
