// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { saveLoginSession } from './session-storage';
import { appTimeZone, instantFormat } from './time-zone';

const login = {
  username: 'beheerder',
  organization_id: 7,
  organization_name: 'Kliniek Noord',
  versionNumber: '1.2.3',
  role: 2 as const,
  benchmark_enabled: 1 as const,
  signed_statements: 1 as const,
  requires_signed_statement: false,
  language_locale: 'en',
  time_zone: 'America/New_York',
};

describe("the app's clock in the browser", () => {
  beforeEach(() => localStorage.clear());

  it('takes the zone from the login answer and shows moments on its clock', () => {
    saveLoginSession(login);
    expect(appTimeZone()).toBe('America/New_York');
    // 04:30 UTC on 1 December is still 30 November, 23:30, in New York.
    const lateEvening = new Date('2026-12-01T04:30:00Z');
    expect(instantFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(lateEvening)).toBe(
      '30/11/2026, 23:30',
    );
    saveLoginSession({ ...login, time_zone: 'Europe/Amsterdam' });
    expect(instantFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(lateEvening)).toBe(
      '01/12/2026, 05:30',
    );
  });

  it("uses the browser's own zone before a login and for a zone it does not know", () => {
    expect(appTimeZone()).toBeUndefined();
    localStorage.setItem('time_zone', 'Mars/Olympus_Mons');
    expect(appTimeZone()).toBeUndefined();
  });
});
