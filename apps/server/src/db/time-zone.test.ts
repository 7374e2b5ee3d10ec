import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../test/factories.js';
import { countRespondents } from '../modules/results/queries/respondent-counts.js';
import { openDatabase, type Database } from './database.js';

async function countFinishedRespondents(
  database: Database,
  scope: { surveyId: number; fromDate: string; toDate: string },
): Promise<number> {
  return (await countRespondents(database, scope)).finished;
}

/** Finished respondents who started at these instants, in a new survey; its id. */
async function surveyWithRespondents(database: Database, startedAt: string[]): Promise<number> {
  const organization = await buildOrganization(database);
  const [survey] = await database.raw<{ id: number }>(
    `insert into surveys (internal_name, organization_id) values ('Klok', $1) returning id`,
    [organization.id],
  );
  for (const [i, instant] of startedAt.entries()) {
    await database.raw(
      `insert into respondents (survey_id, locale, token_hash, token_expires_at, started_at, finished_at)
       values ($1, 'nl', $2, $3::timestamptz + interval '1 day', $3::timestamptz, $3::timestamptz + interval '5 minutes')`,
      [survey!.id, `klok-${survey!.id}-${i}`, instant],
    );
  }
  return survey!.id;
}

describe('APP_TIME_ZONE on the database connection', () => {
  let amsterdam: Database;
  let newYork: Database;
  beforeAll(async () => {
    amsterdam = await openDatabase({ kind: 'pglite', timeZone: 'Europe/Amsterdam' });
    newYork = await openDatabase({ kind: 'pglite', timeZone: 'America/New_York' });
  });
  afterAll(async () => {
    await amsterdam.close();
    await newYork.close();
  });

  it('is the session time zone', async () => {
    expect(await amsterdam.raw('show timezone')).toEqual([{ TimeZone: 'Europe/Amsterdam' }]);
  });

  it('counts a respondent at 23:30 local time on the last day of a period in that period, not the next', async () => {
    // 23:30 on 31 March in New York is 03:30 UTC on 1 April.
    const lateInNewYork = await surveyWithRespondents(newYork, ['2026-04-01T03:30:00Z']);
    const march = { fromDate: '2026-03-01', toDate: '2026-03-31' };
    const april = { fromDate: '2026-04-01', toDate: '2026-04-30' };
    expect(await countFinishedRespondents(newYork, { surveyId: lateInNewYork, ...march })).toBe(1);
    expect(await countFinishedRespondents(newYork, { surveyId: lateInNewYork, ...april })).toBe(0);

    // In Amsterdam 23:30 on 31 March is 21:30 UTC, and 00:30 on 1 April is 22:30 UTC on 31 March.
    const aroundMidnight = await surveyWithRespondents(amsterdam, ['2026-03-31T21:30:00Z', '2026-03-31T22:30:00Z']);
    expect(await countFinishedRespondents(amsterdam, { surveyId: aroundMidnight, ...march })).toBe(1);
    expect(await countFinishedRespondents(amsterdam, { surveyId: aroundMidnight, ...april })).toBe(1);
  });

  it('puts answers on the right day and month across the change to and from daylight saving time', async () => {
    // Amsterdam: CET to CEST at 01:00 UTC on Sunday 29 March 2026, back at 01:00 UTC on Sunday 25 October.
    const surveyId = await surveyWithRespondents(amsterdam, [
      '2026-03-28T23:30:00Z', // 00:30 CET on 29 March
      '2026-03-29T21:30:00Z', // 23:30 CEST on 29 March
      '2026-03-29T22:30:00Z', // 00:30 CEST on 30 March
      '2026-10-24T22:30:00Z', // 00:30 CEST on 25 October
      '2026-10-25T22:30:00Z', // 23:30 CET on 25 October
      '2026-10-31T23:30:00Z', // 00:30 CET on 1 November
    ]);
    const onDay = (day: string) => countFinishedRespondents(amsterdam, { surveyId, fromDate: day, toDate: day });
    expect(await onDay('2026-03-28')).toBe(0);
    expect(await onDay('2026-03-29')).toBe(2);
    expect(await onDay('2026-03-30')).toBe(1);
    expect(await onDay('2026-10-24')).toBe(0);
    expect(await onDay('2026-10-25')).toBe(2);
    expect(await countFinishedRespondents(amsterdam, { surveyId, fromDate: '2026-10-01', toDate: '2026-10-31' })).toBe(
      2,
    );
    expect(await countFinishedRespondents(amsterdam, { surveyId, fromDate: '2026-11-01', toDate: '2026-11-30' })).toBe(
      1,
    );
  });
});
