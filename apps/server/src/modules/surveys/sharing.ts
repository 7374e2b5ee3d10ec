import { sql } from 'drizzle-orm';
import type { TSharedUser } from '@peil/contract/surveys';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../lib/errors.js';

/** Users a survey is shared with, by e-mail. */
export async function findSharedUsers(database: Database, surveyId: number): Promise<TSharedUser[]> {
  return database.query<TSharedUser>(sql`
    select u.email, u.username from survey_shares ss join users u on u.id = ss.user_id
    where ss.survey_id = ${surveyId} order by lower(u.email)`);
}

/**
 * Shares a survey with existing users. Every address must belong to a user; otherwise nothing
 * is shared and the unknown addresses are listed. Sharing twice with one user is harmless. A
 * self-registered account whose address is not verified yet counts as unknown: anyone can
 * register with a colleague's address, and must not receive the patient answers shared to it.
 */
export async function shareSurvey(database: Database, surveyId: number, emails: string[]): Promise<void> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  const found = await database.raw<{ id: number; email: string }>(
    'select id, lower(email) as email from users where lower(email) = any($1::text[]) and email_verified',
    [wanted],
  );
  const known = new Set(found.map((row) => row.email));
  // Each unknown address is named by its place in the request, so the dialog can point at it.
  const issues = emails.flatMap((email, index) =>
    known.has(email.toLowerCase())
      ? []
      : [{ path: `emails.${index}`, message: `No user has the e-mail address ${email}.` }],
  );
  if (issues.length > 0) {
    const unknown = [...new Set(emails.filter((email) => !known.has(email.toLowerCase())))];
    throw new AppError('unknown_users', `No user has these e-mail addresses: ${unknown.join(', ')}`, issues);
  }
  await database.raw(
    `insert into survey_shares (survey_id, user_id) select $1, unnest($2::int[]) on conflict do nothing`,
    [surveyId, found.map((row) => row.id)],
  );
}

export async function removeSurveyAccess(database: Database, surveyId: number, email: string): Promise<void> {
  const removed = await database.query<{ user_id: number }>(sql`
    delete from survey_shares where survey_id = ${surveyId}
      and user_id in (select id from users where lower(email) = lower(${email}))
    returning user_id`);
  if (removed.length === 0) throw notFound('This survey is not shared with that e-mail address.');
}
