import { memo, useMemo, useRef, type KeyboardEvent } from 'react';
import {
  answerColors,
  answerShares,
  chartNumbers,
  hasHorizontalBars,
  isPieCard,
  type TChartCard,
} from '@peil/contract/chart-options';
import {
  barPath,
  CHART_FONT_SIZE,
  layoutBars,
  layoutPie,
  PIE_LABEL_LINE_HEIGHT,
  type TMeasure,
} from '../logic/chart-geometry';
import { useDrawTurn } from '../hooks/use-draw-turn';
import { useElementWidth } from '../hooks/use-element-width';
import './dashboard.css';

const TEXT_COLOR = '#333333';
const AXIS_COLOR = '#6e7079';
const GRID_COLOR = '#e0e0e0';

type TResultChartProps = {
  card: TChartCard;
  /** The labels to show: the card's, or their translations (difficulty buckets). */
  labels: readonly string[];
  scheme: readonly string[];
  locale: string;
  height: number;
  ariaLabel: string;
  /** Called with the index of the clicked (or keyboard-chosen) bar or slice. */
  onBarClick?: (index: number) => void;
};

let measuringContext: CanvasRenderingContext2D | null | undefined;
// One font for every chart: reading it per chart would recompute the page's styles each time.
let chartFont: string | undefined;
// The same answer labels and counts recur on card after card; measuring is the costly part.
const textWidths = new Map<string, number>();

/** Text widths in the page's font, by a canvas; a character-count estimate where there is none. */
function textMeasure(element: HTMLElement): TMeasure {
  measuringContext ??= document.createElement('canvas').getContext('2d');
  const context = measuringContext;
  if (!context) return (text) => text.length * CHART_FONT_SIZE * 0.6;
  chartFont ??= `${CHART_FONT_SIZE}px ${getComputedStyle(element).fontFamily || 'sans-serif'}`;
  context.font = chartFont;
  return (text) => {
    let width = textWidths.get(text);
    if (width === undefined) textWidths.set(text, (width = context.measureText(text).width));
    return width;
  };
}

/**
 * A result card's chart as plain SVG: a pie for single choices, otherwise bars, in the shared
 * colours and number formats of packages/contract, with the value on every bar and slice. Each
 * bar and slice names its answer and count on hover, and where a click adds a filter it is also
 * a button reachable by Tab. The drawing has a fixed height, so the card does not move when it
 * appears; it is drawn in its turn (near the screen, or when the page is idle), once its width is
 * known (data-drawn).
 */
export const ResultChart = memo(function ResultChart(props: TResultChartProps) {
  const { card, labels, scheme, locale, height, ariaLabel, onBarClick } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const isInTurn = useDrawTurn(containerRef);

  const drawing = useMemo(() => {
    if (!isInTurn || width <= 0 || !containerRef.current) return null;
    const measure = textMeasure(containerRef.current);
    const numbers = chartNumbers(locale);
    const colors = answerColors(card, scheme);
    const size = { width, height };
    const shape = (index: number, path: string, title: string) => (
      <path
        key={index}
        d={path}
        fill={colors[index]}
        {...(onBarClick && {
          role: 'button',
          tabIndex: 0,
          'aria-label': title,
          onClick: () => onBarClick(index),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            onBarClick(index);
          },
        })}
      >
        <title>{title}</title>
      </path>
    );

    if (isPieCard(card)) {
      const shares = answerShares({ ...card, n: 0 });
      return layoutPie(labels, card.data, size, measure).map((slice) => {
        const value = `${numbers.count(card.data[slice.index])} (${numbers.percent(shares[slice.index])})`;
        const { label } = slice;
        return (
          <g key={slice.index}>
            {shape(slice.index, slice.path, `${label.title}: ${value}`)}
            <path d={label.line} fill="none" stroke={colors[slice.index]} />
            <text
              x={label.x}
              y={label.y - PIE_LABEL_LINE_HEIGHT / 2}
              textAnchor={label.anchor}
              dominantBaseline="central"
            >
              {label.name}
            </text>
            <text
              x={label.x}
              y={label.y + PIE_LABEL_LINE_HEIGHT / 2}
              textAnchor={label.anchor}
              dominantBaseline="central"
            >
              {value}
            </text>
          </g>
        );
      });
    }

    const isHorizontal = hasHorizontalBars(card);
    const layout = layoutBars(labels, card.data, size, isHorizontal, measure, numbers.count);
    const { plot } = layout;
    return (
      <>
        {layout.ticks.map((tick) =>
          isHorizontal ? (
            <g key={tick.value}>
              <line x1={tick.position} x2={tick.position} y1={plot.top} y2={plot.bottom} stroke={GRID_COLOR} />
              <text x={tick.position} y={plot.bottom + 12} textAnchor="middle" fill={AXIS_COLOR}>
                {numbers.count(tick.value)}
              </text>
            </g>
          ) : (
            <g key={tick.value}>
              <line x1={plot.left} x2={plot.right} y1={tick.position} y2={tick.position} stroke={GRID_COLOR} />
              <text x={plot.left - 8} y={tick.position} textAnchor="end" dominantBaseline="central" fill={AXIS_COLOR}>
                {numbers.count(tick.value)}
              </text>
            </g>
          ),
        )}
        {isHorizontal ? (
          <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke={AXIS_COLOR} />
        ) : (
          <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={AXIS_COLOR} />
        )}
        {layout.categoryLabels.map((label, index) => (
          <text
            key={index}
            x={label.x}
            y={label.y}
            textAnchor={isHorizontal ? 'end' : 'middle'}
            dominantBaseline="central"
            fill={AXIS_COLOR}
          >
            <title>{label.title}</title>
            {label.text}
          </text>
        ))}
        {layout.bars.map((bar) => {
          const value = numbers.count(card.data[bar.index]);
          const path = barPath(bar);
          const where = layout.valueLabels[bar.index]!;
          return (
            <g key={bar.index}>
              {shape(bar.index, path, `${labels[bar.index] ?? ''}: ${value}`)}
              <text
                x={where.x}
                y={where.y}
                textAnchor={isHorizontal ? 'start' : 'middle'}
                dominantBaseline={isHorizontal ? 'central' : 'auto'}
              >
                {value}
              </text>
            </g>
          );
        })}
      </>
    );
  }, [isInTurn, width, height, card, labels, scheme, locale, onBarClick]);

  return (
    <div
      ref={containerRef}
      className="result-chart"
      role={onBarClick ? 'group' : 'img'}
      aria-label={ariaLabel}
      data-testid="result-chart"
      data-drawn={drawing ? 'true' : 'false'}
      style={{ width: '100%', height }}
    >
      {drawing && (
        <svg width={width} height={height} fontSize={CHART_FONT_SIZE} fill={TEXT_COLOR} aria-hidden={!onBarClick}>
          {drawing}
        </svg>
      )}
    </div>
  );
});
