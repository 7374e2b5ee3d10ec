import { lazy, memo, Suspense, useCallback, useMemo, useRef, type ComponentProps } from 'react';
import { hasChart } from '@peil/contract/chart-options';
import { LIMITS } from '@peil/contract/limits';
import type { TResultCard, TResultsScope } from '@peil/contract/results';
import { useDrawTurn } from '../hooks/use-draw-turn';
import { canExpandCard, sumOfCounts, tableRows } from '../logic/card-layout';
import type { TCardTexts } from '../logic/card-texts';
import type { TLabelledFilter } from '../logic/result-filters';
import { OpenAnswersTable } from './open-answers-table';
import { ResultChart } from './result-chart';
import { Skeleton } from './skeleton';
import { formatNumber, formatSigned } from '../../../lib/format';
import './dashboard.css';

// Shown only when a card is expanded: loaded when an expand button is pointed at or focused.
const loadResultTable = () => import('./result-table');
const ResultTable = lazy(async () => ({ default: (await loadResultTable()).ResultTable }));
const preloadResultTable = () => void loadResultTable();

/** About the height of an open answers table, kept while it is not built yet; a pager adds 52 px. */
const OPEN_ANSWERS_HEIGHT = 488;
const PAGER_HEIGHT = 52;

type TResultCardProps = {
  card: TResultCard;
  surveyId: number;
  scope: TResultsScope;
  colors: readonly string[];
  locale: string;
  /** The same object for every card: see cardTexts. */
  texts: TCardTexts;
  isExpanded: boolean;
  /** Both stable across renders, so that a change to one card leaves the others as they are. */
  onToggleExpanded: (questionId: number) => void;
  onAddFilter: (filter: TLabelledFilter) => void;
};

function chartHeight(card: TResultCard): number {
  const isHorizontal = ['likert', 'choice', 'multiple'].includes(card.special_type);
  return isHorizontal ? Math.max(220, card.labels.length * 32 + 40) : 260;
}

/** The Net Promoter question's score, its 95 % interval and the three groups behind it. */
function NetPromoterLine({
  nps,
  locale,
  texts,
}: {
  nps: NonNullable<TResultCard['nps']>;
  locale: string;
  texts: TCardTexts;
}) {
  const score = formatSigned(nps.score, locale);
  return (
    <p className="result-card__line" data-testid="nps" title={texts.npsHint}>
      {nps.lower === null || nps.upper === null
        ? texts.nps({ score })
        : texts.npsWithInterval({
            score,
            lower: formatSigned(nps.lower, locale),
            upper: formatSigned(nps.upper, locale),
          })}
      {' · '}
      {texts.npsGroups({
        promoters: formatNumber(nps.promoters, locale),
        passives: formatNumber(nps.passives, locale),
        detractors: formatNumber(nps.detractors, locale),
      })}
    </p>
  );
}

export const ResultCard = memo(function ResultCard(props: TResultCardProps) {
  const { card, surveyId, scope, colors, locale, texts, isExpanded, onToggleExpanded, onAddFilter } = props;
  const isChart = hasChart(card);
  const isExpandable = canExpandCard(card);
  const isShownExpanded = isExpanded && isExpandable;
  const labels = useMemo(
    () => (card.special_type === 'difficulty' ? card.labels.map(texts.difficulty) : card.labels),
    [card, texts],
  );
  const isClickable = card.refs.length > 0;
  const addFilter = useCallback(
    (optionId: number) =>
      onAddFilter({
        questionId: card.question_id,
        optionId,
        question: (card.question_text || card.title).replace(/[\s.:?!]+$/, ''),
        option: card.labels[card.refs.indexOf(optionId)] ?? String(optionId),
      }),
    [card, onAddFilter],
  );
  const addFilterAt = useCallback(
    (index: number) => {
      const optionId = card.refs[index];
      if (optionId !== undefined) addFilter(optionId);
    },
    [card, addFilter],
  );

  return (
    <section
      className={isShownExpanded ? 'result-card result-card--expanded' : 'result-card'}
      data-testid="result-card"
      data-question-id={card.question_id}
      data-special-type={card.special_type}
      data-expanded={isShownExpanded ? 'true' : 'false'}
    >
      <div className="result-card__content">
        <div className="result-card__head">
          <div className="result-card__heading">
            <h3 className="result-card__title">{card.question_text || card.title}</h3>
            <p className="result-card__line" title={texts.respondentsHint}>
              {[
                card.dimension_name,
                texts.respondents({ count: formatNumber(card.n, locale) }),
                card.score !== null ? texts.average({ score: formatNumber(card.score, locale) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {card.nps && <NetPromoterLine nps={card.nps} locale={locale} texts={texts} />}
          </div>
          {isExpandable && (
            <button
              type="button"
              className="result-card__toggle"
              onClick={() => onToggleExpanded(card.question_id)}
              onPointerEnter={preloadResultTable}
              onFocus={preloadResultTable}
              aria-pressed={isShownExpanded}
              data-testid="card-expand"
            >
              {isShownExpanded ? texts.collapse : texts.expand}
            </button>
          )}
        </div>
        {!isChart ? (
          <OpenAnswersInTurn
            surveyId={surveyId}
            questionId={card.question_id}
            scope={scope}
            firstPage={card.answers}
            locale={locale}
            isDateAnswer={card.special_type === 'date'}
            texts={texts.openAnswers}
          />
        ) : sumOfCounts(card) === 0 ? (
          <div className="result-card__no-data" data-testid="no-data">
            <p>{texts.noDataYet}</p>
          </div>
        ) : (
          <div className={isShownExpanded ? 'result-card__body result-card__body--with-table' : 'result-card__body'}>
            <ResultChart
              card={card}
              labels={labels}
              scheme={colors}
              locale={locale}
              height={chartHeight(card)}
              ariaLabel={texts.chartLabel({ title: card.question_text || card.title })}
              onBarClick={isClickable ? addFilterAt : undefined}
            />
            {isShownExpanded && (
              <Suspense>
                <ResultTable
                  rows={tableRows(card, labels)}
                  locale={locale}
                  onAddFilter={isClickable ? addFilter : undefined}
                />
              </Suspense>
            )}
          </div>
        )}
      </div>
    </section>
  );
});

/**
 * A table of open answers is a few hundred elements: built in its turn (see useDrawTurn), so
 * that a dashboard's first render does not build the tables far below the screen.
 */
function OpenAnswersInTurn(props: ComponentProps<typeof OpenAnswersTable>) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const isDrawn = useDrawTurn(placeholderRef);
  if (isDrawn) return <OpenAnswersTable {...props} />;
  const hasPager = (props.firstPage?.total ?? 0) > LIMITS.tableRowsPerPage;
  const height = OPEN_ANSWERS_HEIGHT + (hasPager ? PAGER_HEIGHT : 0);
  return <div ref={placeholderRef} data-testid="open-answers-placeholder" style={{ minHeight: height }} />;
}

/** Placeholder cards while the results load. */
export function ResultCardSkeleton() {
  return (
    <div className="result-card" data-testid="card-skeleton">
      <div className="result-card__content">
        <div>
          <Skeleton width="70%" />
          <Skeleton width="40%" />
          <Skeleton variant="rectangular" height={220} className="result-card__skeleton-chart" />
        </div>
      </div>
    </div>
  );
}
