/**
 * A PostgreSQL array literal, passed as one text parameter and cast in SQL ($1::int[]).
 * Both drivers accept it, which lets one unnest() INSERT load thousands of rows at once.
 */
export function toPgArray(values: readonly (string | number | boolean | null)[]): string {
  return `{${values.map(formatElement).join(',')}}`;
}

function formatElement(value: string | number | boolean | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
