import { describe, expect, it } from 'vitest';
import { ZBenchmarkExcelRequest } from '@peil/contract/benchmark';
import { clusterExportRequest, radarTimeExportRequest, timeExportRequest } from './export-requests';

const FIVE_KEYS = ['ClusterData', 'EndPeriod', 'PeriodOne', 'PeriodTwo', 'StartPeriod'];

describe('benchmark export requests', () => {
  it('asks for the cluster workbook with the survey, language and period', () => {
    const body = clusterExportRequest(7, 'nl', 'last_12_months');
    expect(body).toEqual({
      PeriodOne: null,
      PeriodTwo: null,
      StartPeriod: null,
      EndPeriod: null,
      ClusterData: { survey_id: 7, locale: 'nl', period: 'last_12_months' },
    });
    expect(Object.keys(body).sort()).toEqual(FIVE_KEYS);
    expect(ZBenchmarkExcelRequest.safeParse(body).success).toBe(true);
  });

  it('asks for the time workbook with both periods', () => {
    const periodTwo = { id: '2026-Q1', start_date: '2026-01-01', end_date: '2026-03-31' };
    const body = timeExportRequest(7, 'de', 'previous_year', periodTwo);
    expect(body).toEqual({
      PeriodOne: 'previous_year',
      PeriodTwo: periodTwo,
      StartPeriod: null,
      EndPeriod: null,
      ClusterData: { survey_id: 7, locale: 'de' },
    });
    expect(Object.keys(body).sort()).toEqual(FIVE_KEYS);
    expect(ZBenchmarkExcelRequest.safeParse(body).success).toBe(true);
  });

  it('asks for the time workbook with the trend as the page shows it: per month, beside a chosen cluster', () => {
    const body = timeExportRequest(7, 'nl', 'previous_year', 'ytd', { granularity: 'month', clusterId: 4 });
    expect(body).toMatchObject({ PeriodOne: 'previous_year', TrendGranularity: 'month', TrendClusterId: 4 });
    expect(ZBenchmarkExcelRequest.parse(body).TrendGranularity).toBe('month');
    const byDefault = timeExportRequest(7, 'nl', 'previous_year', 'ytd', { granularity: 'quarter', clusterId: null });
    expect(byDefault).not.toHaveProperty('TrendClusterId');
    expect(ZBenchmarkExcelRequest.parse(timeExportRequest(7, 'nl', 'previous_year', 'ytd')).TrendGranularity).toBe(
      'quarter',
    );
  });

  it('asks for the time workbook of the radar with its start and end period', () => {
    const start = { id: '2026-Q1', start_date: '2026-01-01', end_date: '2026-03-31', label: 'Q1 2026' };
    const end = { id: '2026-Q2', start_date: '2026-04-01', end_date: '2026-06-30', label: 'Q2 2026' };
    const body = radarTimeExportRequest(7, 'fr', start, end);
    expect(body).toEqual({
      PeriodOne: null,
      PeriodTwo: null,
      StartPeriod: start,
      EndPeriod: end,
      ClusterData: { survey_id: 7, locale: 'fr' },
    });
    expect(Object.keys(body).sort()).toEqual(FIVE_KEYS);
    expect(ZBenchmarkExcelRequest.safeParse(body).success).toBe(true);
  });
});
