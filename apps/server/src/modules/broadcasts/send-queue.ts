import { sql } from 'drizzle-orm';
import { BROADCAST_LIMITS } from '@peil/contract/broadcasts';
import type { Database } from '../../db/database.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';

/**
 * The durable queue of broadcast sends, kept in the mailing_lists and recipients tables:
 * - a list with send_queued_at set has a send queued or running;
 * - a recipient is claimed (send_started_at) just before its SMTP conversation and marked
 *   sent_at right after the server accepted the message, or failed_at when it refused it.
 * Every step is one statement, so any number of processes can work on the same queue.
 */

type Executor = { execute(statement: ReturnType<typeof sql>): Promise<unknown> };

async function rowsOf<Row>(executor: Executor, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await executor.execute(statement)) as { rows: Row[] }).rows;
}

/**
 * Queues a send of the whole list: records the broadcast time, clears the marks of the previous
 * send and returns the number of subscribed recipients. Refused with 429 within five minutes of
 * the last send and with 409 while an earlier send is still running.
 */
export async function queueMailingListSend(database: Database, mailingListId: number): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [list] = await rowsOf<{ recently_sent: boolean; sending: boolean; subscribed: string }>(
      tx,
      sql`
      select
        coalesce(ml.last_broadcast_at > now() - make_interval(mins => ${BROADCAST_LIMITS.resendMinutes}), false)
          as recently_sent,
        ml.send_queued_at is not null as sending,
        (select count(*) from recipients r where r.mailing_list_id = ml.id and not r.unsubscribed) as subscribed
      from mailing_lists ml where ml.id = ${mailingListId}
      for update`,
    );
    if (!list) throw badRequest('Mailing list not found.');
    if (list.recently_sent) {
      throw new AppError(
        'too_many_requests',
        'This email has already been sent in the past 5 minutes. Try again later.',
      );
    }
    if (list.sending) throw conflict('The previous send of this list is still running.');
    const subscribed = Number(list.subscribed);
    if (subscribed === 0) throw badRequest('The list has no subscribed recipients.');
    await tx.execute(sql`
      update mailing_lists set last_broadcast_at = now(), send_queued_at = now() where id = ${mailingListId}`);
    await tx.execute(sql`
      update recipients set sent_at = null, send_started_at = null, failed_at = null, failure = null
      where mailing_list_id = ${mailingListId}`);
    return subscribed;
  });
}

export type ClaimedRecipient = { id: number; email: string; mailingListId: number };

/** Claims the next unsent, subscribed recipient of a queued list; SKIP LOCKED lets other processes claim others. */
export async function claimNextRecipient(database: Database): Promise<ClaimedRecipient | undefined> {
  const [row] = await database.query<{ id: number; email: string; mailing_list_id: number }>(sql`
    update recipients set send_started_at = now()
    where id = (
      select r.id from recipients r
      join mailing_lists ml on ml.id = r.mailing_list_id
      where ml.send_queued_at is not null
        and r.sent_at is null and r.failed_at is null and r.send_started_at is null and not r.unsubscribed
      order by ml.send_queued_at, r.id
      limit 1
      for update of r skip locked)
    returning id, email, mailing_list_id`);
  return row ? { id: row.id, email: row.email, mailingListId: row.mailing_list_id } : undefined;
}

export async function markRecipientSent(database: Database, recipientId: number): Promise<void> {
  await database.query(sql`update recipients set sent_at = now() where id = ${recipientId}`);
}

/** The mail server refused this address for good: record why and move on. */
export async function markRecipientFailed(database: Database, recipientId: number, failure: string): Promise<void> {
  await database.query(sql`
    update recipients set failed_at = now(), failure = ${failure.slice(0, 500)} where id = ${recipientId}`);
}

/** The mail server could not be reached or asked to retry: the recipient goes back in the queue. */
export async function releaseRecipient(database: Database, recipientId: number): Promise<void> {
  await database.query(sql`update recipients set send_started_at = null where id = ${recipientId} and sent_at is null`);
}

/**
 * Claims older than `olderThanMs` without sent_at belong to a process that stopped in the middle
 * of an SMTP conversation: the mail may or may not have gone out. They are not sent again (an
 * invitation twice is worse than a missing one) but marked, so that the recipients list shows it.
 */
export async function settleInterruptedClaims(database: Database, olderThanMs: number): Promise<number> {
  const rows = await database.query<{ id: number }>(sql`
    update recipients set failed_at = now(), failure = 'Interrupted while sending; not sent again.'
    where mailing_list_id in (select id from mailing_lists where send_queued_at is not null)
      and sent_at is null and failed_at is null and send_started_at is not null
      and send_started_at < now() - make_interval(secs => ${olderThanMs / 1000})
    returning id`);
  return rows.length;
}

/** Ends the sends whose every subscribed recipient is sent or failed. */
export async function finishCompletedSends(database: Database): Promise<number> {
  const rows = await database.query<{ id: number }>(sql`
    update mailing_lists ml set send_queued_at = null
    where ml.send_queued_at is not null
      and not exists (
        select 1 from recipients r
        where r.mailing_list_id = ml.id and r.sent_at is null and r.failed_at is null and not r.unsubscribed)
    returning ml.id`);
  return rows.length;
}
