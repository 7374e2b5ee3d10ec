import { memo, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import {
  answerColors,
  answerShares,
  chartNumbers,
  hasHorizontalBars,
  isPieCard,
  type TChartCard,
} from '@peil/contract/chart-options';
import {
  axisPath,
  barPath,
  CHART_FONT_SIZE,
  gridPath,
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
    // Only bars and slices that add a filter are buttons; their clicks and keys are handled once,
    // on the group that holds them, rather than by two handlers on every shape.
    const shapeProps = (title: string) => (onBarClick ? { role: 'button', tabIndex: 0, 'aria-label': title } : {});
    const choose = (event: { target: EventTarget }, order: readonly number[]) => {
      const shape = (event.target as Element).closest('[role=button]');
      const position = shape?.parentElement ? Array.prototype.indexOf.call(shape.parentElement.children, shape) : -1;
      const index = order[position];
      if (index !== undefined) onBarClick?.(index);
    };
    const groupProps = (order: readonly number[]) =>
      onBarClick && {
        onClick: (event: MouseEvent) => choose(event, order),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          choose(event, order);
        },
      };

    if (isPieCard(card)) {
      const shares = answerShares({ ...card, n: 0 });
      const slices = layoutPie(labels, card.data, size, measure);
      const values = slices.map(
        (slice) => `${numbers.count(card.data[slice.index])} (${numbers.percent(shares[slice.index])})`,
      );
      return (
        <>
          <g {...groupProps(slices.map((slice) => slice.index))}>
            {slices.map((slice, position) => {
              const title = `${slice.label.title}: ${values[position]}`;
              return (
                <path key={slice.index} d={slice.path} fill={colors[slice.index]} {...shapeProps(title)}>
                  <title>{title}</title>
                </path>
              );
            })}
          </g>
          {slices.map((slice) => (
            <path key={slice.index} d={slice.label.line} fill="none" stroke={colors[slice.index]} />
          ))}
          <g dominantBaseline="central">
            {slices.flatMap((slice, position) => [
              <text
                key={`${slice.index}n`}
                x={slice.label.x}
                y={slice.label.y - PIE_LABEL_LINE_HEIGHT / 2}
                textAnchor={slice.label.anchor}
              >
                {slice.label.name}
              </text>,
              <text
                key={`${slice.index}v`}
                x={slice.label.x}
                y={slice.label.y + PIE_LABEL_LINE_HEIGHT / 2}
                textAnchor={slice.label.anchor}
              >
                {values[position]}
              </text>,
            ])}
          </g>
        </>
      );
    }

    const isHorizontal = hasHorizontalBars(card);
    const layout = layoutBars(labels, card.data, size, isHorizontal, measure, numbers.count);
    const { plot } = layout;
    const values = card.data.map((value) => numbers.count(value));
    return (
      <>
        <path d={gridPath(layout, isHorizontal)} fill="none" stroke={GRID_COLOR} />
        <path d={axisPath(layout, isHorizontal)} fill="none" stroke={AXIS_COLOR} />
        <g
          fill={AXIS_COLOR}
          textAnchor={isHorizontal ? 'middle' : 'end'}
          dominantBaseline={isHorizontal ? 'auto' : 'central'}
        >
          {layout.ticks.map((tick) =>
            isHorizontal ? (
              <text key={tick.value} x={tick.position} y={plot.bottom + 12}>
                {numbers.count(tick.value)}
              </text>
            ) : (
              <text key={tick.value} x={plot.left - 8} y={tick.position}>
                {numbers.count(tick.value)}
              </text>
            ),
          )}
        </g>
        <g fill={AXIS_COLOR} textAnchor={isHorizontal ? 'end' : 'middle'} dominantBaseline="central">
          {layout.categoryLabels.map((label, index) => (
            <text key={index} x={label.x} y={label.y}>
              {/* The whole label on hover, where it had to be cut. */}
              {label.text !== label.title && <title>{label.title}</title>}
              {label.text}
            </text>
          ))}
        </g>
        <g {...groupProps(layout.bars.map((bar) => bar.index))}>
          {layout.bars.map((bar) => {
            const title = `${labels[bar.index] ?? ''}: ${values[bar.index]}`;
            return (
              <path key={bar.index} d={barPath(bar)} fill={colors[bar.index]} {...shapeProps(title)}>
                <title>{title}</title>
              </path>
            );
          })}
        </g>
        <g textAnchor={isHorizontal ? 'start' : 'middle'} dominantBaseline={isHorizontal ? 'central' : 'auto'}>
          {layout.bars.map((bar) => {
            const where = layout.valueLabels[bar.index]!;
            return (
              <text key={bar.index} x={where.x} y={where.y}>
                {values[bar.index]}
              </text>
            );
          })}
        </g>
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
