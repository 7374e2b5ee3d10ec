import { STORAGE_KEYS } from './session-storage';

/**
 * The server's APP_TIME_ZONE as the login or session check told it, so that a date shown in the
 * browser is the day the server counts it in; undefined (the browser's own zone) before that.
 */
export function appTimeZone(storage: Storage = localStorage): string | undefined {
  const zone = storage.getItem(STORAGE_KEYS.timeZone);
  if (!zone) return undefined;
  // Checking a zone builds a formatter, which costs more than the formatting: a dashboard dates
  // hundreds of answers, so the last zone's verdict is kept.
  if (lastChecked?.zone !== zone) lastChecked = { zone, isValid: isValidTimeZone(zone) };
  return lastChecked.isValid ? zone : undefined;
}

let lastChecked: { zone: string; isValid: boolean } | undefined;

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A formatter for moments in time (not calendar dates) on the app's clock. */
export function instantFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: appTimeZone() });
}
