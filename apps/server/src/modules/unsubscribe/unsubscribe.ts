import { UUID_PATTERN } from '@peil/contract/respondent-rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { isSignedUnsubscribe, linkSigningKey } from '../broadcasts/signed-links.js';
import { suppressAddress } from '../broadcasts/suppression.js';

/**
 * Marks the address unsubscribed on every mailing list of the survey and puts its hash on the
 * survey's suppression list, which outlives the deleted addresses. Only a link Peil mailed to
 * this address for this survey does it (its signature); any other is refused with
 * `invalid_link`. Says nothing about whether the address was there: the link must not tell
 * strangers who was invited.
 */
export async function unsubscribeFromSurveyMailings(
  database: Database,
  uuid: string,
  email: string,
  signature: string | undefined,
): Promise<void> {
  const address = email.trim();
  if (!isSignedUnsubscribe(await linkSigningKey(database), uuid, address, signature)) {
    throw new AppError(
      'invalid_link',
      'This unsubscribe link is not signed for this address: nobody was unsubscribed.',
    );
  }
  if (!UUID_PATTERN.test(uuid) || address === '') return;
  await suppressAddress(database, uuid.toLowerCase(), address);
  await database.query(sql`
    update recipients set unsubscribed = true
    where lower(email) = lower(${address})
      and mailing_list_id in (
        select ml.id from mailing_lists ml join surveys s on s.id = ml.survey_id where s.uuid = ${uuid.toLowerCase()}::uuid
      )`);
}
