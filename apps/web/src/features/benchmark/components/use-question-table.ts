import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TBarPair } from '../logic/bar-chart-option';
import type { TBenchmarkMetric } from '../logic/metrics';
import { dimensionsOf, resolveDimensionId, rowsOfDimension, type TDimensionRow } from '../logic/question-rows';
import type { TQuestionTableRow } from './question-table';

type TQuestionRow = TDimensionRow & { question_id: number | null };

/**
 * The question table of a benchmark screen: its rows as bar pairs of the chosen metric, filtered
 * to the chosen dimension, and that dimension filter's state. `pairsOf` must be a module-level
 * function (it is a memo dependency).
 */
export function useQuestionTable<R extends TQuestionRow>(
  questions: UseQueryResult<{ data: R[] }>,
  metric: TBenchmarkMetric,
  pairsOf: (rows: readonly R[], metric: TBenchmarkMetric) => TBarPair[],
) {
  const [chosenDimensionId, setDimensionId] = useState<number | null>(null);
  const questionRows = useMemo(() => questions.data?.data ?? [], [questions.data]);
  // Spec §4: the dimension filter waits for the question-level data, also after a new period.
  const isReady = questions.isSuccess && !questions.isPlaceholderData;
  const dimensionOptions = useMemo(() => dimensionsOf(questionRows), [questionRows]);
  const dimensionId = resolveDimensionId(chosenDimensionId, dimensionOptions);
  const rows = useMemo<TQuestionTableRow[]>(() => {
    const shown = rowsOfDimension(questionRows, dimensionId);
    return pairsOf(shown, metric).map((pair, index) => ({
      ...pair,
      key: `${shown[index]!.question_id ?? index}`,
      dimension: shown[index]!.dimension,
    }));
  }, [questionRows, dimensionId, metric, pairsOf]);
  return {
    rows,
    isLoading: !isReady && !questions.isError,
    filter: { options: dimensionOptions, value: dimensionId, onChange: setDimensionId, disabled: !isReady },
  };
}
