import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/*
 * The suppression list: addresses that unsubscribed from a survey's mailings, kept only as the
 * SHA-256 hex of the lower-cased address. The address itself is deleted once the list has been
 * sent (the privacy statement promises it), yet the unsubscribe keeps working: every address is
 * checked against these hashes when it is added and again just before it is mailed.
 */

/** The hash of an address, computed in SQL so that every query hashes the same way. */
export function emailHash(email: SQLWrapper | string): SQL {
  return sql`encode(sha256(convert_to(lower(${email}), 'UTF8')), 'hex')`;
}

/** Condition: the address (a column or a value) unsubscribed from the survey (a column or an id). */
export function isSuppressed(email: SQLWrapper | string, surveyId: SQLWrapper | number): SQL {
  return sql`exists (
    select 1 from unsubscribed_addresses ua where ua.survey_id = ${surveyId} and ua.email_hash = ${emailHash(email)})`;
}

/** Records that the address wants no more mail about the survey with this uuid (an unknown uuid does nothing). */
export async function suppressAddress(database: Database, surveyUuid: string, email: string): Promise<void> {
  await database.query(sql`
    insert into unsubscribed_addresses (survey_id, email_hash)
    select s.id, ${emailHash(email)} from surveys s where s.uuid = ${surveyUuid}::uuid
    on conflict do nothing`);
}
