import { appTimeZone } from './time-zone';

/**
 * Numbers and dates in the interface language. Every screen formats through these, so that a
 * chart, its table and the card above it read alike ("25,7 %" beside "3,58" in Dutch).
 */

/** English means British English: Peil's users are European; day before month, 24-hour clock. */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}

// Creating an Intl formatter costs far more than formatting with one, and a dashboard formats
// thousands of numbers and dates: one formatter per language and options, kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `number ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(intlLocale(locale), options)));
  return formatter;
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return formatter;
}

/** A number with at most `maxDecimals` decimals and the language's grouping. */
export function formatNumber(value: number, locale: string, maxDecimals = 2): string {
  return numberFormat(locale, { maximumFractionDigits: maxDecimals, signDisplay: 'negative' }).format(value);
}

/** A whole number that always carries its sign ("+23", "-5", "0"), as NPS figures are read. */
export function formatSigned(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(value);
}

/**
 * A number with exactly `decimals` decimals, as scores are shown ("3,50"). A difference that
 * rounds to nothing is "0,00", not "-0,00".
 */
export function formatFixed(value: number, locale: string, decimals: number): string {
  return numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  }).format(value);
}

/** A share given in percent (37.6 for 37.6 %), always with one decimal so a column reads alike. */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/**
 * A calendar date (YYYY-MM-DD, no time of day): 'numeric' as 01-01-2000 (nl), 01.01.2000 (de),
 * 01/01/2000 (en, fr), with a four-digit year; 'medium' with the month's name.
 */
export function formatDate(isoDate: string, locale: string, style: 'numeric' | 'medium' = 'numeric'): string {
  const date = calendarDate(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  const options: Intl.DateTimeFormatOptions =
    style === 'numeric' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { dateStyle: 'medium' };
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}

export function formatDateRange(startDate: string, endDate: string, locale: string): string {
  return `${formatDate(startDate, locale)} – ${formatDate(endDate, locale)}`;
}

/** A month and year, "januari 2025", or with `short` "jan 2025" (chart axes). */
export function formatMonth(isoDate: string, locale: string, style: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(calendarDate(isoDate));
}

/** A moment (a timestamp) on the app's clock (APP_TIME_ZONE), with or without its time of day. */
export function formatInstant(value: string | Date, locale: string, withTime = false): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: appTimeZone(),
  }).format(date);
}

/** The order of day, month and year in the language's numeric dates (day first in all four). */
function numericDateOrder(locale: string): ('day' | 'month' | 'year')[] {
  const parts = dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2000, 10, 22)));
  return parts.flatMap((part) =>
    part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
  );
}

/**
 * A date typed in the language's numeric form (30-11-2025, 30.11.2025, 30/11/2025, any
 * separator, unpadded day and month) or as YYYY-MM-DD, as YYYY-MM-DD; null when it is no date.
 */
export function parseDateInput(text: string, locale: string): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const isIso = /^\d{4}$/.test(numbers[0]!);
  const order = isIso ? (['year', 'month', 'day'] as const) : numericDateOrder(locale);
  const value = Object.fromEntries(order.map((part, index) => [part, Number(numbers[index])])) as Record<
    'day' | 'month' | 'year',
    number
  >;
  if (value.year < 1000 || value.year > 9999) return null;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  if (date.getUTCMonth() !== value.month - 1 || date.getUTCDate() !== value.day) return null;
  return date.toISOString().slice(0, 10);
}
