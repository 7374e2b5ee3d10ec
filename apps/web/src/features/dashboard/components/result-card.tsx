import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChart } from '@peil/contract/chart-options';
import type { TResultCard, TResultsScope } from '@peil/contract/results';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { canExpandCard, cardSize, sumOfCounts, tableRows } from '../logic/card-layout';
import type { TLabelledFilter } from '../logic/result-filters';
import { OpenAnswersTable } from './open-answers-table';
import { ResultChart } from './result-chart';
import { ResultTable } from './result-table';
import { formatNumber, formatSigned } from '../../../lib/format';
import { useIsNearViewport } from '../../../lib/use-is-near-viewport';

/** About the height of an open answers table, kept while it is not built yet. */
const OPEN_ANSWERS_HEIGHT = 460;

type TResultCardProps = {
  card: TResultCard;
  surveyId: number;
  scope: TResultsScope;
  colors: readonly string[];
  locale: string;
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
function NetPromoterLine({ nps, locale }: { nps: NonNullable<TResultCard['nps']>; locale: string }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const score = formatSigned(nps.score, locale);
  return (
    <Typography variant="body2" data-testid="nps" title={t('cards.npsHint')}>
      {nps.lower === null || nps.upper === null
        ? t('cards.nps', { score })
        : t('cards.npsWithInterval', {
            score,
            lower: formatSigned(nps.lower, locale),
            upper: formatSigned(nps.upper, locale),
          })}
      {' · '}
      {t('cards.npsGroups', {
        promoters: formatNumber(nps.promoters, locale),
        passives: formatNumber(nps.passives, locale),
        detractors: formatNumber(nps.detractors, locale),
      })}
    </Typography>
  );
}

export const ResultCard = memo(function ResultCard(props: TResultCardProps) {
  const { card, surveyId, scope, colors, locale, isExpanded, onToggleExpanded, onAddFilter } = props;
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const isChart = hasChart(card);
  const isExpandable = canExpandCard(card);
  const isShownExpanded = isExpanded && isExpandable;
  const size = cardSize(isShownExpanded);
  const labels = useMemo(
    () => (card.special_type === 'difficulty' ? card.labels.map((label) => t(`difficulty.${label}`)) : card.labels),
    [card, t],
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
    <Card
      variant="outlined"
      data-testid="result-card"
      data-question-id={card.question_id}
      data-special-type={card.special_type}
      data-expanded={isShownExpanded ? 'true' : 'false'}
      sx={{
        gridColumn: { xs: 'span 1', md: `span ${size.columns / 2}`, lg: `span ${size.columns}` },
        gridRow: `span ${size.rows}`,
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
      }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {card.question_text || card.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" title={t('cards.respondentsHint')}>
              {[
                card.dimension_name,
                t('cards.respondents', { count: formatNumber(card.n, locale) }),
                card.score !== null ? t('cards.average', { score: formatNumber(card.score, locale) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {card.nps && <NetPromoterLine nps={card.nps} locale={locale} />}
          </Box>
          {isExpandable && (
            <Button
              size="small"
              onClick={() => onToggleExpanded(card.question_id)}
              aria-pressed={isShownExpanded}
              data-testid="card-expand"
              sx={{ flexShrink: 0 }}
            >
              {isShownExpanded ? t('cards.collapse') : t('cards.expand')}
            </Button>
          )}
        </Stack>
        {!isChart ? (
          <OpenAnswersNearViewport
            surveyId={surveyId}
            questionId={card.question_id}
            scope={scope}
            firstPage={card.answers}
            locale={locale}
          />
        ) : sumOfCounts(card) === 0 ? (
          <Box
            data-testid="no-data"
            sx={{ flexGrow: 1, minHeight: 160, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
          >
            <Typography>{t('cards.noDataYet')}</Typography>
          </Box>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: isShownExpanded ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
              alignItems: 'start',
            }}
          >
            <ResultChart
              card={card}
              labels={labels}
              scheme={colors}
              locale={locale}
              height={chartHeight(card)}
              ariaLabel={t('cards.chartLabel', { title: card.question_text || card.title })}
              onBarClick={isClickable ? addFilterAt : undefined}
            />
            {isShownExpanded && (
              <ResultTable
                rows={tableRows(card, labels)}
                locale={locale}
                onAddFilter={isClickable ? addFilter : undefined}
              />
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
});

/**
 * A table of open answers is a few hundred elements: built when its card comes near the screen,
 * so a dashboard's first render does not build the tables far below it.
 */
function OpenAnswersNearViewport(props: ComponentProps<typeof OpenAnswersTable>) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const isNearViewport = useIsNearViewport(placeholderRef);
  if (isNearViewport) return <OpenAnswersTable {...props} />;
  return <Box ref={placeholderRef} data-testid="open-answers-placeholder" sx={{ minHeight: OPEN_ANSWERS_HEIGHT }} />;
}

/** Placeholder cards while the results load. */
export function ResultCardSkeleton() {
  return (
    <Card
      variant="outlined"
      sx={{ gridColumn: { xs: 'span 1', md: 'span 1', lg: 'span 2' } }}
      data-testid="card-skeleton"
    >
      <CardContent>
        <Skeleton width="70%" />
        <Skeleton width="40%" />
        <Skeleton variant="rectangular" height={220} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
