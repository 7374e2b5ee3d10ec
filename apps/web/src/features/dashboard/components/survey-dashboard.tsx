import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RESULTS_FROM_DATE, LIMITS } from '@peil/contract/limits';
import type { TResultsScope } from '@peil/contract/results';
import { ExportButton } from '../../exports/components/export-dialog';
import type { TExportContext } from '../../exports/api/export-requests';
import { useColorScheme, useProjectsSummary } from '../../shell';
import { readSelectedDimension, storeSelectedDimension } from '../../../lib/session-storage';
import { useLanguage } from '../../../lib/use-language';
import { useSurveyStart } from '../api/get-survey-details';
import { dashboardKeys } from '../api/query-keys';
import { useDashboardData } from '../api/use-dashboard-data';
import { DASHBOARD_NAMESPACE } from '../i18n';
import { CARD_GRID_COLUMNS, hasCardData } from '../logic/card-layout';
import { cardTexts } from '../logic/card-texts';
import { daysBetween, rangeToRequestDates, todayIsoDate, type TDayRange } from '../logic/date-range';
import { cardsOfDimension, findOfferedDimensions, resolveDimension } from '../logic/dimension-filter';
import {
  addResultFilter,
  removeResultFilter,
  toRequestFilters,
  type TAddFilterOutcome,
  type TLabelledFilter,
} from '../logic/result-filters';
import { ActiveFilters } from './active-filters';
import { DateRangeFilter } from './date-range-filter';
import { DimensionSelect } from './dimension-select';
import { RespondentCounts } from './respondent-counts';
import { ResultCard, ResultCardSkeleton } from './result-card';
import { TranslationFilter } from './translation-filter';

const SKELETON_CARDS = 4;
/**
 * Set at a survey's first render: the dashboard bench counts from here when the results came in
 * before this code could draw them (the app fetches them at start-up, beside its code).
 */
export const FIRST_RENDER_MARK = 'peil:survey-dashboard-render';

// Appears only when a filter is refused: loaded then.
const Snackbar = lazy(() => import('@mui/material/Snackbar'));

/**
 * The results of one survey. Mounted per survey (keyed by its id), so choosing another survey
 * starts from empty filters and loads name, counts, languages, start date and results anew.
 */
export function SurveyDashboard({ surveyId }: { surveyId: number }) {
  useState(() => performance.mark(FIRST_RENDER_MARK));
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { locale } = useLanguage();
  const { colors, colorScheme } = useColorScheme();
  const today = useMemo(() => todayIsoDate(), []);
  const start = useSurveyStart(surveyId);
  const queryClient = useQueryClient();
  // The top bar's list already holds the name: shown until the name in this language is in, so
  // a name of several lines does not push the page down when it arrives.
  const listedName = useProjectsSummary().data?.find((survey) => survey.survey_id === surveyId)?.survey_name;

  // Null until the slider is moved: the whole period, from the survey's start to today.
  const [range, setRange] = useState<TDayRange | null>(null);
  const [translationFilter, setTranslationFilter] = useState<string[]>([]);
  const [filters, setFilters] = useState<TLabelledFilter[]>([]);
  const [storedDimension, setStoredDimension] = useState<string | null>(() => readSelectedDimension());
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<number>>(new Set());
  const [filterNotice, setFilterNotice] = useState<TAddFilterOutcome | null>(null);
  // Stays mounted once shown, so that it closes with its transition.
  const [hasNotice, setHasNotice] = useState(false);

  const startDate = start.data ?? null;
  const lastPosition = startDate ? daysBetween(startDate, today) : 0;
  // Spec: the first request already carries the survey's start and today, so every request
  // waits for the start date; without one the count queries' default start applies.
  const period = useMemo(() => {
    if (startDate) return range ? rangeToRequestDates(startDate, range) : { fromDate: startDate, toDate: today };
    return start.isError ? { fromDate: DEFAULT_RESULTS_FROM_DATE, toDate: today } : null;
  }, [startDate, range, today, start.isError]);
  const scope = useMemo<TResultsScope | null>(
    () => (period ? { ...period, filter: toRequestFilters(filters), translationFilter } : null),
    [period, filters, translationFilter],
  );

  // Not a deferred copy: rendered in slices between frames, the cards took longer to appear at
  // 4x CPU slowdown than in the one render when results and languages are in.
  const data = useDashboardData(surveyId, scope, locale);
  // Every card shows the same texts: translated once per language instead of per card.
  const texts = useMemo(() => cardTexts(t), [t]);
  // Spec: a failed results fetch empties the results.
  const cards = useMemo(() => (data.isResultsError ? [] : (data.cards ?? [])), [data.isResultsError, data.cards]);
  const offeredDimensions = useMemo(() => findOfferedDimensions(cards), [cards]);
  const dimension = resolveDimension(storedDimension, offeredDimensions);
  const visibleCards = useMemo(() => cardsOfDimension(cards, dimension), [cards, dimension]);
  const hasData = cards.some(hasCardData);
  const isEmpty = data.isResultsSuccess && !data.isPlaceholderData && visibleCards.length > 0 && !hasData;

  useEffect(() => {
    if (data.isResultsSuccess && storedDimension !== null && dimension === null) {
      storeSelectedDimension(null);
      setStoredDimension(null);
    }
  }, [data.isResultsSuccess, storedDimension, dimension]);

  const changeRange = useCallback(
    (next: TDayRange) => setRange(next[0] === 0 && next[1] === lastPosition ? null : next),
    [lastPosition],
  );
  const changeDimension = useCallback((next: string | null) => {
    storeSelectedDimension(next);
    setStoredDimension(next);
  }, []);
  const removeFilter = useCallback(
    (filter: TLabelledFilter) => setFilters((current) => removeResultFilter(current, filter)),
    [],
  );
  // The filters are memoised: stable values keep them as they are when results or counts arrive.
  const shownRange = useMemo<TDayRange>(() => range ?? [0, lastPosition], [range, lastPosition]);
  // Stable callbacks: the cards are memoised, and a new function would redraw all of them.
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const addFilter = useCallback((filter: TLabelledFilter) => {
    const { filters: next, outcome } = addResultFilter(filtersRef.current, filter);
    setFilters(next);
    setFilterNotice(outcome === 'added' ? null : outcome);
    if (outcome !== 'added') setHasNotice(true);
  }, []);
  const toggleExpanded = useCallback(
    (questionId: number) =>
      setExpandedIds((current) => {
        const next = new Set(current);
        if (next.has(questionId)) next.delete(questionId);
        else next.add(questionId);
        return next;
      }),
    [],
  );

  const exportContext = useMemo<TExportContext | null>(
    () => scope && { surveyId, surveyName: data.name ?? '', ...scope, colorScheme, locale },
    [scope, surveyId, data.name, colorScheme, locale],
  );
  const retry = useCallback(
    () => void queryClient.refetchQueries({ queryKey: dashboardKeys.results(surveyId, scope, locale), exact: true }),
    [queryClient, surveyId, scope, locale],
  );

  return (
    <Stack spacing={2} data-testid="dashboard">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }} data-testid="survey-name">
          {data.name ?? listedName ?? '\u00a0'}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <RespondentCounts surveyId={surveyId} scope={scope} />
          <ExportButton context={exportContext} hasData={hasData} />
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'minmax(0, 3fr) minmax(0, 2fr)',
              lg: 'minmax(0, 5fr) minmax(0, 4fr) minmax(0, 3fr)',
            },
          }}
        >
          {/* In place while the start loads, so the filters beside and below it do not move. */}
          {start.isError ? (
            <Box />
          ) : (
            <DateRangeFilter
              start={startDate}
              today={today}
              range={shownRange}
              locale={locale}
              onChange={changeRange}
            />
          )}
          <TranslationFilter
            translations={data.translations}
            isLoading={data.isTranslationsPending}
            selected={translationFilter}
            onChange={setTranslationFilter}
          />
          <Box>
            <DimensionSelect offered={offeredDimensions} value={dimension} onChange={changeDimension} />
          </Box>
        </Box>
        <Box sx={{ mt: 2 }}>
          <ActiveFilters filters={filters} onRemove={removeFilter} />
        </Box>
      </Paper>

      {data.isResultsError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('cards.retry')}
            </Button>
          }
        >
          {t('cards.loadError')}
        </Alert>
      )}
      {/* Spec: the empty results message; "no survey chosen" is the screen's own state. */}
      {data.isResultsSuccess && visibleCards.length === 0 && (
        <Alert severity="info" data-testid="results-empty">
          {t('cards.noResults')}
        </Alert>
      )}
      {/* No answers at all: one message instead of a card per question saying so. */}
      {isEmpty && (
        <Alert severity="info" data-testid="results-no-data">
          {range ? t('emptyResults.period') : t('emptyResults.survey')}
        </Alert>
      )}

      {data.isPlaceholderData && <LinearProgress aria-label={t('cards.loading')} />}
      <Box
        data-testid="result-grid"
        aria-busy={data.isFetching}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: `repeat(${CARD_GRID_COLUMNS}, minmax(0, 1fr))`,
          },
          // An expanded card moves to the next row that has room; dense packing fills the hole
          // it leaves with the cards after it.
          gridAutoFlow: 'row dense',
          opacity: data.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {data.isResultsPending &&
          Array.from({ length: SKELETON_CARDS }, (_, index) => <ResultCardSkeleton key={index} />)}
        {scope &&
          !isEmpty &&
          visibleCards.map((card) => (
            <ResultCard
              key={card.question_id}
              card={card}
              surveyId={surveyId}
              scope={scope}
              colors={colors}
              locale={locale}
              texts={texts}
              isExpanded={expandedIds.has(card.question_id)}
              onToggleExpanded={toggleExpanded}
              onAddFilter={addFilter}
            />
          ))}
      </Box>

      {hasNotice && (
        <Suspense>
          <Snackbar
            open={filterNotice !== null}
            autoHideDuration={5000}
            onClose={() => setFilterNotice(null)}
            message={
              filterNotice === 'limit' ? t('filters.limit', { max: LIMITS.maxResultFilters }) : t('filters.duplicate')
            }
          />
        </Suspense>
      )}
    </Stack>
  );
}
