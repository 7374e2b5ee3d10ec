import { sql, type SQL } from 'drizzle-orm';
import { BROADCAST_LIMITS } from '@peil/contract/broadcasts';
import type { Database } from '../../db/database.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { isSuppressed } from './suppression.js';

/**
 * The durable queue of broadcast sends, kept in the mailing_lists and recipients tables:
 * - a list with send_queued_at set has a send queued or running;
 * - the recipients rows are the addresses still waiting: one is claimed (send_started_at) just
 *   before its SMTP conversation and deleted right after the server accepted or refused the
 *   message, leaving only the list's counts (the privacy statement promises that addresses are
 *   deleted after sending);
 * - an address on the survey's suppression list (it unsubscribed) is never claimed.
 * Every step is one statement, so any number of processes can work on the same queue.
 */
type Executor = { execute(statement: ReturnType<typeof sql>): Promise<unknown> };

async function rowsOf<Row>(executor: Executor, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await executor.execute(statement)) as { rows: Row[] }).rows;
}

/** Condition on a recipients row `r` of list `ml`: still to be mailed. */
const isWaiting = sql`not r.unsubscribed and not ${isSuppressed(sql`r.email`, sql`ml.survey_id`)}`;

/**
 * Queues a send of the addresses waiting on the list: records the broadcast time and returns
 * their number. Refused with 429 within five minutes of the last send and with 409 while an
 * earlier send is still running.
 */
export async function queueMailingListSend(database: Database, mailingListId: number): Promise<number> {
  return database.db.transaction(async (tx) => {
    const [list] = await rowsOf<{ recently_sent: boolean; sending: boolean; waiting: string }>(
      tx,
      sql`
      select
        coalesce(ml.last_broadcast_at > now() - make_interval(mins => ${BROADCAST_LIMITS.resendMinutes}), false)
          as recently_sent,
        ml.send_queued_at is not null as sending,
        (select count(*) from recipients r where r.mailing_list_id = ml.id and ${isWaiting}) as waiting
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
    const waiting = Number(list.waiting);
    if (waiting === 0) throw badRequest('The list has no recipients waiting to be mailed.');
    await tx.execute(sql`
      update mailing_lists set last_broadcast_at = now(), send_queued_at = now(), failed_count = 0
      where id = ${mailingListId}`);
    return waiting;
  });
}

export type ClaimedRecipient = { id: number; email: string; mailingListId: number };

/**
 * Claims the next waiting recipient of a queued list; SKIP LOCKED lets other processes claim
 * others. The suppression list is checked here, at the last moment before the mail goes out.
 */
export async function claimNextRecipient(database: Database): Promise<ClaimedRecipient | undefined> {
  const [row] = await database.query<{ id: number; email: string; mailing_list_id: number }>(sql`
    update recipients set send_started_at = now()
    where id = (
      select r.id from recipients r
      join mailing_lists ml on ml.id = r.mailing_list_id
      where ml.send_queued_at is not null and r.send_started_at is null and ${isWaiting}
      order by ml.send_queued_at, r.id
      limit 1
      for update of r skip locked)
    returning id, email, mailing_list_id`);
  return row ? { id: row.id, email: row.email, mailingListId: row.mailing_list_id } : undefined;
}

/** Deletes claimed recipients and adds them to one of the list's counts, in one statement. */
async function deleteClaimed(database: Database, condition: SQL, count: 'sent_count' | 'failed_count') {
  const rows = await database.query<{ id: number }>(sql`
    with gone as (delete from recipients where ${condition} returning mailing_list_id)
    update mailing_lists ml set ${sql.raw(count)} = ml.${sql.raw(count)} + counted.n
    from (select mailing_list_id, count(*)::int as n from gone group by mailing_list_id) counted
    where ml.id = counted.mailing_list_id
    returning counted.n`);
  return rows.reduce((total, row) => total + Number((row as unknown as { n: number }).n), 0);
}

/** The mail server accepted the invitation: the address is deleted, the list counts one more sent. */
export async function markRecipientSent(database: Database, recipientId: number): Promise<void> {
  await deleteClaimed(database, sql`id = ${recipientId}`, 'sent_count');
}

/** The mail server refused this address for good: it is deleted and counted as failed. */
export async function markRecipientFailed(database: Database, recipientId: number): Promise<void> {
  await deleteClaimed(database, sql`id = ${recipientId}`, 'failed_count');
}

/** The mail server could not be reached or asked to retry: the recipient goes back in the queue. */
export async function releaseRecipient(database: Database, recipientId: number): Promise<void> {
  await database.query(sql`update recipients set send_started_at = null where id = ${recipientId}`);
}

/**
 * Claims older than `olderThanMs` belong to a process that stopped in the middle of an SMTP
 * conversation: the mail may or may not have gone out. They are not sent again (an invitation
 * twice is worse than a missing one) but deleted and counted as failed.
 */
export async function settleInterruptedClaims(database: Database, olderThanMs: number): Promise<number> {
  return deleteClaimed(
    database,
    sql`send_started_at is not null
      and send_started_at < now() - make_interval(secs => ${olderThanMs / 1000})
      and mailing_list_id in (select id from mailing_lists where send_queued_at is not null)`,
    'failed_count',
  );
}

/**
 * Ends the sends with no recipient left to mail, and deletes the addresses that were left out
 * because they unsubscribed: after a send no address of it remains.
 */
export async function finishCompletedSends(database: Database): Promise<number> {
  const finished = await database.query<{ id: number }>(sql`
    update mailing_lists ml set send_queued_at = null
    where ml.send_queued_at is not null
      and not exists (select 1 from recipients r where r.mailing_list_id = ml.id and (${isWaiting} or r.send_started_at is not null))
    returning ml.id`);
  if (finished.length === 0) return 0;
  const ids = sql.join(
    finished.map((row) => sql`${row.id}`),
    sql`, `,
  );
  // A recipient added after the statement above is waiting and stays for the next send.
  await database.query(sql`
    delete from recipients r using mailing_lists ml
    where ml.id = r.mailing_list_id and r.mailing_list_id in (${ids}) and r.send_started_at is null and not (${isWaiting})`);
  return finished.length;
}
