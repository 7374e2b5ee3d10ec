import { sql } from 'drizzle-orm';
import type { TMailingListItem, TRecipient } from '@peil/contract/broadcasts';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../auth/session-store.js';
import { manageableMailingListsCondition } from '../auth/scope.js';

type ScopeUser = Pick<SessionUser, 'id' | 'role' | 'organizationId'>;

const toIso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The user's mailing lists, newest first, with recipient counts and the progress of a running send. */
export async function findMailingLists(database: Database, user: ScopeUser): Promise<TMailingListItem[]> {
  const rows = await database.query<{
    id: number;
    subject: string;
    internal_name: string;
    survey_id: number;
    count: string;
    last_broadcast_at: Date | string | null;
    send_queued_at: Date | string | null;
    sent: string;
    to_send: string;
    failed: string;
  }>(sql`
    select ml.id, ml.subject, s.internal_name, s.id as survey_id, ml.last_broadcast_at, ml.send_queued_at,
      count(r.id) as count,
      count(r.id) filter (where r.sent_at is not null) as sent,
      count(r.id) filter (where not r.unsubscribed) as to_send,
      count(r.id) filter (where r.failed_at is not null) as failed
    from mailing_lists ml
    join surveys s on s.id = ml.survey_id
    left join recipients r on r.mailing_list_id = ml.id
    where ${manageableMailingListsCondition(user, sql`ml.organization_id`)}
    group by ml.id, s.id
    order by ml.id desc`);
  return rows.map((row) => ({
    mailing_list_id: row.id,
    subject: row.subject,
    internal_name: row.internal_name,
    survey_id: row.survey_id,
    count: Number(row.count),
    last_broadcast: toIso(row.last_broadcast_at),
    sending: row.send_queued_at !== null,
    sent: Number(row.sent),
    to_send: Number(row.to_send),
    failed: Number(row.failed),
  }));
}

export async function findRecipients(database: Database, mailingListId: number): Promise<TRecipient[]> {
  const rows = await database.query<{
    email: string;
    unsubscribed: boolean;
    sent_at: Date | string | null;
    failure: string | null;
  }>(sql`
    select email, unsubscribed, sent_at, failure from recipients
    where mailing_list_id = ${mailingListId}
    order by lower(email)`);
  return rows.map((row) => ({
    email: row.email,
    unsubscribed: row.unsubscribed,
    sent_at: toIso(row.sent_at),
    failure: row.failure,
  }));
}

/**
 * An address that unsubscribed from any mailing of the survey stays unsubscribed on a new list
 * of that survey: the unsubscribe link promises no more e-mails about it.
 */
function carryOverUnsubscribes(mailingListId: number) {
  return sql`
    update recipients set unsubscribed = true
    where mailing_list_id = ${mailingListId} and not unsubscribed
      and lower(email) in (
        select lower(other.email) from recipients other
        join mailing_lists ml on ml.id = other.mailing_list_id
        where other.unsubscribed
          and ml.survey_id = (select survey_id from mailing_lists where id = ${mailingListId}))`;
}

/** Adds an address; one that is already on the list (in any capitalisation) is ignored. */
export async function addRecipient(database: Database, mailingListId: number, email: string): Promise<boolean> {
  const rows = await database.query<{ id: number }>(sql`
    insert into recipients (mailing_list_id, email) values (${mailingListId}, ${email})
    on conflict do nothing
    returning id`);
  if (rows.length > 0) await database.query(carryOverUnsubscribes(mailingListId));
  return rows.length > 0;
}

export async function removeRecipient(database: Database, mailingListId: number, email: string): Promise<void> {
  await database.query(sql`
    delete from recipients where mailing_list_id = ${mailingListId} and lower(email) = lower(${email})`);
}

/** Removes the list with its recipients (cascade); a send still running finds nothing more to do. */
export async function removeMailingList(database: Database, mailingListId: number): Promise<void> {
  await database.query(sql`delete from mailing_lists where id = ${mailingListId}`);
}

export type NewMailingList = {
  surveyId: number;
  createdByUserId: number;
  subject: string;
  fromName: string;
  fromEmail: string;
  title: string;
  message: string;
  buttonColor: string;
  backgroundColor: string;
  logo: string | null;
  language: string;
  recipients: string[];
};

/** Creates the list and its recipients in one transaction: never a list without its addresses. */
export async function createMailingList(database: Database, list: NewMailingList): Promise<number> {
  return database.db.transaction(async (tx) => {
    const inserted = (await tx.execute(sql`
      insert into mailing_lists (survey_id, organization_id, created_by_user_id, subject, from_name, from_email,
        title, message, button_color, background_color, logo, language)
      select s.id, s.organization_id, ${list.createdByUserId}, ${list.subject}, ${list.fromName}, ${list.fromEmail},
        ${list.title}, ${list.message}, ${list.buttonColor}, ${list.backgroundColor}, ${list.logo}, ${list.language}
      from surveys s where s.id = ${list.surveyId}
      returning id`)) as unknown as { rows: { id: number }[] };
    const mailingListId = inserted.rows[0]!.id;
    // Bound parameters per address, in chunks well below PostgreSQL's parameter limit.
    for (let start = 0; start < list.recipients.length; start += 1000) {
      const chunk = list.recipients.slice(start, start + 1000);
      const values = sql.join(
        chunk.map((email) => sql`(${mailingListId}, ${email})`),
        sql`, `,
      );
      await tx.execute(sql`insert into recipients (mailing_list_id, email) values ${values} on conflict do nothing`);
    }
    await tx.execute(carryOverUnsubscribes(mailingListId));
    return mailingListId;
  });
}
