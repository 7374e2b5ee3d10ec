import { sql, type SQL } from 'drizzle-orm';
import { BROADCAST_LIMITS } from '@peil/contract/broadcasts';
import type { Database, Db } from '../../db/database.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { isSuppressed } from './suppression.js';

/**
 * Where a broadcast send stands, kept in the mailing_lists and recipients tables (the job that
 * works through it is in broadcast-job.ts):
 * - a list with send_queued_at set has a send queued or running;
 * - the recipients rows are the addresses still waiting: one is claimed (send_started_at) just
 *   before its SMTP conversation and deleted right after the server accepted or refused the
 *   message, leaving only the list's counts (the privacy statement promises that addresses are
 *   deleted after sending);
 * - an address on the survey's suppression list (it unsubscribed) is never claimed.
 * Only the holder of the list's send lock claims, so a claim found by a new holder was cut off.
 */
type Executor = { execute(statement: ReturnType<typeof sql>): Promise<unknown> };

async function rowsOf<Row>(executor: Executor, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await executor.execute(statement)) as { rows: Row[] }).rows;
}

/** Condition on a recipients row `r` of list `ml`: still to be mailed. */
const isWaiting = sql`not r.unsubscribed and not ${isSuppressed(sql`r.email`, sql`ml.survey_id`)}`;

/**
 * Marks a send of the addresses waiting on the list as queued: records the broadcast time and
 * returns their number. Refused when nobody is left to mail, with 409 while an earlier send is
 * still running and with 429 within five minutes of the last send.
 */
export async function queueMailingListSend(db: Db, mailingListId: number): Promise<number> {
  return db.transaction(async (tx) => {
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
    if (list.sending) throw conflict('The previous send of this list is still running.');
    const waiting = Number(list.waiting);
    // Said before the five-minute rule: waiting would not help when nobody is left.
    if (waiting === 0) throw new AppError('no_recipients_left', 'Everyone on this list has been mailed already.');
    if (list.recently_sent) {
      throw new AppError(
        'too_many_requests',
        'This email has already been sent in the past 5 minutes. Try again later.',
      );
    }
    await tx.execute(sql`
      update mailing_lists set last_broadcast_at = now(), send_queued_at = now(), failed_count = 0
      where id = ${mailingListId}`);
    return waiting;
  });
}

/** The lists whose send is queued or running, for a process that starts. */
export async function findQueuedSends(database: Database): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    sql`select id from mailing_lists where send_queued_at is not null order by send_queued_at`,
  );
  return rows.map((row) => row.id);
}

/**
 * Claims cut off by a stopped sender go back to waiting: that mail may or may not have gone
 * out, and an invitation twice is better than none. Only the holder of the list's lock calls this.
 */
export async function releaseInterruptedClaims(database: Database, mailingListId: number): Promise<number> {
  const rows = await database.query<{ id: number }>(sql`
    update recipients set send_started_at = null
    where mailing_list_id = ${mailingListId} and send_started_at is not null
    returning id`);
  return rows.length;
}

export type ClaimedRecipient = { id: number; email: string };

/** Claims the list's next waiting recipient; the suppression list is checked here, just before sending. */
export async function claimNextRecipient(
  database: Database,
  mailingListId: number,
): Promise<ClaimedRecipient | undefined> {
  const [row] = await database.query<{ id: number; email: string }>(sql`
    update recipients set send_started_at = now()
    where id = (
      select r.id from recipients r
      join mailing_lists ml on ml.id = r.mailing_list_id
      where ml.id = ${mailingListId} and ml.send_queued_at is not null and r.send_started_at is null and ${isWaiting}
      order by r.id
      limit 1)
    returning id, email`);
  return row;
}

/** Deletes claimed recipients and adds them to one of the list's counts, in one statement. */
async function deleteClaimed(database: Database, condition: SQL, count: 'sent_count' | 'failed_count') {
  await database.query(sql`
    with gone as (delete from recipients where ${condition} returning mailing_list_id)
    update mailing_lists ml set ${sql.raw(count)} = ml.${sql.raw(count)} + counted.n
    from (select mailing_list_id, count(*)::int as n from gone group by mailing_list_id) counted
    where ml.id = counted.mailing_list_id`);
}

/** The mail server accepted the invitation: the address is deleted, the list counts one more sent. */
export async function markRecipientSent(database: Database, recipientId: number): Promise<void> {
  await deleteClaimed(database, sql`id = ${recipientId}`, 'sent_count');
}

/** The mail server refused this address for good: it is deleted and counted as failed. */
export async function markRecipientFailed(database: Database, recipientId: number): Promise<void> {
  await deleteClaimed(database, sql`id = ${recipientId}`, 'failed_count');
}

/** The mail server could not be reached or asked to retry: the recipient waits for the next try. */
export async function releaseRecipient(database: Database, recipientId: number): Promise<void> {
  await database.query(sql`update recipients set send_started_at = null where id = ${recipientId}`);
}

/**
 * Ends the send when nobody is left to mail, and deletes the addresses that were left out
 * because they unsubscribed: after a send no address of it remains. Returns whether it ended.
 */
export async function finishSendIfDone(database: Database, mailingListId: number): Promise<boolean> {
  const finished = await database.query<{ id: number }>(sql`
    update mailing_lists ml set send_queued_at = null
    where ml.id = ${mailingListId} and ml.send_queued_at is not null
      and not exists (select 1 from recipients r where r.mailing_list_id = ml.id and (${isWaiting} or r.send_started_at is not null))
    returning ml.id`);
  if (finished.length === 0) return false;
  // A recipient added after the statement above is waiting and stays for the next send.
  await database.query(sql`
    delete from recipients r using mailing_lists ml
    where ml.id = r.mailing_list_id and r.mailing_list_id = ${mailingListId} and r.send_started_at is null and not (${isWaiting})`);
  return true;
}

/**
 * The send failed for good (the mail server stayed unreachable through every retry): the
 * addresses still waiting are counted as failed and deleted, and the list stops "sending".
 */
export async function abandonSend(database: Database, mailingListId: number): Promise<void> {
  const surveyId = sql`(select survey_id from mailing_lists where id = ${mailingListId})`;
  await deleteClaimed(
    database,
    sql`mailing_list_id = ${mailingListId} and not unsubscribed and not ${isSuppressed(sql`email`, surveyId)}`,
    'failed_count',
  );
  await database.query(sql`update mailing_lists set send_queued_at = null where id = ${mailingListId}`);
  await database.query(sql`delete from recipients where mailing_list_id = ${mailingListId}`);
}
