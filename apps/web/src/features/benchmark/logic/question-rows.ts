/** Spec §9: tables show 20 rows per page. */
export const ROWS_PER_PAGE = 20;

export type TDimensionRow = { dimension: string; dimension_id: number | null };

export type TDimensionOption = { id: number; name: string };

/** The dimensions present in question-level rows, in order of first appearance. */
export function dimensionsOf(rows: readonly TDimensionRow[]): TDimensionOption[] {
  const seen = new Map<number, string>();
  for (const row of rows) {
    if (row.dimension_id !== null && !seen.has(row.dimension_id)) seen.set(row.dimension_id, row.dimension);
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** Spec §4: a dimension filters the rows to it; null ('show all dimensions') restores all rows. */
export function rowsOfDimension<T extends TDimensionRow>(rows: readonly T[], dimensionId: number | null): T[] {
  return dimensionId === null ? [...rows] : rows.filter((row) => row.dimension_id === dimensionId);
}

/** The rows of one table page (pages count from 0). */
export function pageOfRows<T>(rows: readonly T[], page: number, perPage: number = ROWS_PER_PAGE): T[] {
  return rows.slice(page * perPage, (page + 1) * perPage);
}

/** The last page that still has rows, so that a filter never leaves the table on an empty page. */
export function clampPage(page: number, rowCount: number, perPage: number = ROWS_PER_PAGE): number {
  return Math.max(0, Math.min(page, Math.ceil(rowCount / perPage) - 1));
}

/** A chosen dimension that the current rows no longer have (another period, say) falls back to all rows. */
export function resolveDimensionId(dimensionId: number | null, options: readonly TDimensionOption[]): number | null {
  return options.some((option) => option.id === dimensionId) ? dimensionId : null;
}
