// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatFixed, formatInstant, formatNumber, formatPercent } from './format';

// Intl puts a narrow no-break space before % in some languages; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting in the interface language', () => {
  it('writes a time comparison period with four-digit years, day first in English', () => {
    expect(formatDateRange('2000-01-01', '2025-11-30', 'en')).toBe('01/01/2000 – 30/11/2025');
    expect(formatDateRange('2000-01-01', '2025-11-30', 'nl')).toBe('01-01-2000 – 30-11-2025');
    expect(formatDateRange('2000-01-01', '2025-11-30', 'de')).toBe('01.01.2000 – 30.11.2025');
    expect(formatDateRange('2000-01-01', '2025-11-30', 'fr')).toBe('01/01/2000 – 30/11/2025');
  });

  it('writes percentages with one decimal and the decimal sign of the language, like the scores', () => {
    expect([5, 37.6].map((value) => plain(formatPercent(value, 'en')))).toEqual(['5.0%', '37.6%']);
    expect([5, 37.6].map((value) => plain(formatPercent(value, 'nl')))).toEqual(['5,0%', '37,6%']);
    expect([5, 37.6].map((value) => plain(formatPercent(value, 'de')))).toEqual(['5,0 %', '37,6 %']);
    expect([5, 37.6].map((value) => plain(formatPercent(value, 'fr')))).toEqual(['5,0 %', '37,6 %']);
    expect(formatFixed(3.58, 'nl', 2)).toBe('3,58');
    expect(formatFixed(3.5, 'de', 2)).toBe('3,50');
    // A difference that rounds to nothing has no minus sign.
    expect(formatFixed(-0.001, 'nl', 2)).toBe('0,00');
    expect(formatFixed(-0.5, 'nl', 2)).toBe('-0,50');
    expect(formatNumber(-0.001, 'de')).toBe('0');
    expect(formatFixed(3.58, 'en', 2)).toBe('3.58');
  });

  it('groups thousands as the language does', () => {
    expect(plain(formatNumber(1427, 'en'))).toBe('1,427');
    expect(plain(formatNumber(1427, 'nl'))).toBe('1.427');
    expect(plain(formatNumber(1427, 'de'))).toBe('1.427');
    expect(plain(formatNumber(1427, 'fr'))).toBe('1 427');
    expect(formatNumber(2.456, 'nl')).toBe('2,46');
  });

  it('names the month in medium dates and keeps a stored date that is no date', () => {
    expect(formatDate('2025-03-07', 'nl', 'medium')).toBe('7 mrt 2025');
    expect(formatDate('2025-03-07', 'de', 'medium')).toBe('07.03.2025');
    expect(formatDate('2025-03-07', 'fr', 'medium')).toBe('7 mars 2025');
    expect(formatDate('2025-03-07', 'en', 'medium')).toBe('7 Mar 2025');
    expect(formatDate('not a date', 'nl')).toBe('not a date');
    expect(formatInstant('2025-03-07T10:00:00Z', 'nl')).toMatch(/^[67] mrt 2025$/);
  });
});
