// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TChartCard } from '@peil/contract/chart-options';
import { installChartDoubles, madeObservers, scrollIntoView } from '../../../lib/echarts-test-doubles';
import { stubLaidOutResizeObserver } from '../test/laid-out-resize-observer';
import { ResultChart } from './result-chart';

const SCHEME = ['#111111', '#222222', '#333333'];

function chartCard(specialType: TChartCard['special_type'], data: number[]): TChartCard {
  return { special_type: specialType, labels: data.map((_, index) => `Answer ${index}`), data, colors: [] };
}

/** The filled shapes: bars and slices (label lines have no fill). */
function shapes(): SVGPathElement[] {
  return [...screen.getByTestId('result-chart').querySelectorAll<SVGPathElement>('path:not([fill=none])')];
}

function texts(): string[] {
  return [...screen.getByTestId('result-chart').querySelectorAll('text')].map(
    (text) => text.lastChild?.textContent ?? '',
  );
}

beforeEach(() => {
  // happy-dom lays nothing out: every chart is 400 px wide, and on screen.
  stubLaidOutResizeObserver(400);
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ResultChart', () => {
  it('keeps its height empty until its turn, which comes at once near the screen', () => {
    installChartDoubles();
    stubLaidOutResizeObserver(400);
    const card = chartCard('likert', [4, 5]);
    render(<ResultChart card={card} labels={card.labels} scheme={SCHEME} locale="en" height={220} ariaLabel="c" />);
    const chart = screen.getByTestId('result-chart');
    expect(chart.style.height).toBe('220px');
    expect(chart.dataset.drawn).toBe('false');
    expect(chart.querySelector('svg')).toBeNull();
    scrollIntoView(chart);
    expect(chart.dataset.drawn).toBe('true');
    expect(shapes()).toHaveLength(2);
  });

  it('watches every chart for the screen with one observer', () => {
    installChartDoubles();
    stubLaidOutResizeObserver(400);
    const card = chartCard('likert', [4, 5]);
    render(
      <>
        {['a', 'b', 'c'].map((name) => (
          <ResultChart
            key={name}
            card={card}
            labels={card.labels}
            scheme={SCHEME}
            locale="en"
            height={220}
            ariaLabel={name}
          />
        ))}
      </>,
    );
    const charts = screen.getAllByTestId('result-chart');
    expect(madeObservers()).toBe(1);
    scrollIntoView(charts[1]!);
    expect(charts.map((chart) => chart.dataset.drawn)).toEqual(['false', 'true', 'false']);
  });

  it('takes its width from the resize observer and reads no layout while drawing', () => {
    installChartDoubles();
    stubLaidOutResizeObserver(300);
    // A layout read after a render makes the browser lay out the whole page, once per chart.
    const reads = [
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get'),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
      vi.spyOn(Element.prototype, 'getBoundingClientRect'),
    ];
    const card = chartCard('likert', [4, 5]);
    render(<ResultChart card={card} labels={card.labels} scheme={SCHEME} locale="en" height={220} ariaLabel="c" />);
    const chart = screen.getByTestId('result-chart');
    scrollIntoView(chart);
    expect(chart.dataset.drawn).toBe('true');
    expect(chart.querySelector('svg')?.getAttribute('width')).toBe('300');
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });

  it('draws one bar per answer in the scheme, with each count written as the language writes it', () => {
    const card = chartCard('multiple', [1234, 0, 56]);
    render(<ResultChart card={card} labels={card.labels} scheme={SCHEME} locale="fr" height={200} ariaLabel="chart" />);
    const chart = screen.getByTestId('result-chart');
    expect(chart.dataset.drawn).toBe('true');
    expect(chart.style.height).toBe('200px');
    expect(shapes().map((shape) => shape.getAttribute('fill'))).toEqual(SCHEME);
    const widths = shapes().map((shape) => Number(/h([\d.]+)v/.exec(shape.getAttribute('d')!)![1]));
    expect(widths[1]).toBe(0);
    expect(widths[2]! / widths[0]!).toBeCloseTo(56 / 1234, 2);
    expect(texts()).toEqual(expect.arrayContaining(['1\u202f234', '0', '56', 'Answer 0', 'Answer 2']));
    // Without a click to offer, the chart is one image to assistive technology.
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.querySelector('[role=button]')).toBeNull();
  });

  it('draws bars in few elements: one path for the grid, no wrapper per bar, a title on a label only where it is cut', () => {
    const card = chartCard('likert', [40, 50, 60, 70, 80]);
    const labels = ['Never', 'Rarely', 'Sometimes', 'Often', 'An answer far too long to be shown whole beside its bar'];
    render(
      <ResultChart
        card={card}
        labels={labels}
        scheme={SCHEME}
        locale="en"
        height={220}
        ariaLabel="c"
        onBarClick={vi.fn()}
      />,
    );
    const svg = screen.getByTestId('result-chart').querySelector('svg')!;
    // Grid and axis lines, ticks 0 to 80, labels, bars and their values.
    expect(svg.querySelectorAll('line')).toHaveLength(0);
    expect(svg.querySelectorAll('path[fill=none]')).toHaveLength(2);
    expect(svg.querySelectorAll('g')).toHaveLength(4);
    expect(svg.querySelectorAll('text')).toHaveLength(5 + 5 + 5);
    // A title per bar, for its hover text, and one for the cut label.
    expect(svg.querySelectorAll('title')).toHaveLength(5 + 1);
    expect(svg.querySelectorAll('*')).toHaveLength(2 + 4 + 15 + 5 + 6);
    expect([...svg.querySelectorAll('text title')].map((title) => title.textContent)).toEqual([labels[4]]);
  });

  it('draws a single choice as a pie, each slice labelled with its name, count and share', () => {
    const card = chartCard('choice', [3, 1]);
    render(<ResultChart card={card} labels={['Ja', 'Nee']} scheme={SCHEME} locale="nl" height={260} ariaLabel="pie" />);
    expect(shapes()).toHaveLength(2);
    expect(shapes()[0]!.getAttribute('d')).toMatch(/^M200 135.2L/);
    expect(texts()).toEqual(['Ja', '3 (75,0%)', 'Nee', '1 (25,0%)']);
  });

  it('adds a filter for the clicked bar, or the bar chosen with Tab and Enter or Space', () => {
    const card = chartCard('likert', [4, 5, 6]);
    const onBarClick = vi.fn();
    render(
      <ResultChart
        card={card}
        labels={card.labels}
        scheme={SCHEME}
        locale="en"
        height={200}
        ariaLabel="chart"
        onBarClick={onBarClick}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Answer 0: 4',
      'Answer 1: 5',
      'Answer 2: 6',
    ]);
    expect(buttons.map((button) => button.getAttribute('tabindex'))).toEqual(['0', '0', '0']);
    fireEvent.click(buttons[1]!);
    fireEvent.keyDown(buttons[2]!, { key: 'Enter' });
    fireEvent.keyDown(buttons[0]!, { key: ' ' });
    fireEvent.keyDown(buttons[0]!, { key: 'a' });
    expect(onBarClick.mock.calls).toEqual([[1], [2], [0]]);
  });
});
