import { describe, expect, it } from 'vitest';
import { benchmarkExportFileName, localIsoDate, timeComparisonExportFileName } from './export-file-names';

describe('benchmark export file names', () => {
  it('names the cluster export benchmark_{survey}_{cluster}_{date}.xlsx', () => {
    expect(benchmarkExportFileName('Patiëntervaring IVF Amsterdam', 'Heel Nederland', '2026-11-22')).toBe(
      'benchmark_Patiëntervaring_IVF_Amsterdam_Heel_Nederland_2026-11-22.xlsx',
    );
  });

  it('names the time export time_comparison_{survey}_{date}.xlsx', () => {
    expect(timeComparisonExportFileName('Utrecht', '2026-01-05')).toBe('time_comparison_Utrecht_2026-01-05.xlsx');
  });

  it('keeps characters that file systems refuse out of the name', () => {
    expect(timeComparisonExportFileName('a/b: "c"?', '2026-01-05')).toBe('time_comparison_a_b_c_2026-01-05.xlsx');
    expect(benchmarkExportFileName('', '  ', '2026-01-05')).toBe('benchmark_unnamed_unnamed_2026-01-05.xlsx');
  });

  it('dates the file with the calendar date as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
