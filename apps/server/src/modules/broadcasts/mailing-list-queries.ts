import { sql } from 'drizzle-orm';
import { SURVEY_STATUS } from '@peil/contract/domain';
import type { TInvitationAnswer, TMailingListItem, TRecipient } from '@peil/contract/broadcasts';
import type { Database, Db } from '../../db/database.js';
import type { SessionUser } from '../auth/session-store.js';
import { manageableMailingListsCondition } from '../auth/policies/broadcast.js';
import { isSuppressed } from './suppression.js';

type ScopeUser = Pick<SessionUser, 'id' | 'role' | 'organizationId'>;

const toIso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Whether respondents can answer the survey now: invitations are made only for those. */
export async function isSurveyActive(database: Database, surveyId: number): Promise<boolean> {
  const [row] = await database.query<{ active: boolean }>(
    sql`select status = ${SURVEY_STATUS.active} as active from surveys where id = ${surveyId}`,
  );
  return row?.active === true;
}

/** The user's mailing lists, newest first, with the addresses still waiting and the counts of what was sent. */
export async function findMailingLists(database: Database, user: ScopeUser): Promise<TMailingListItem[]> {
  const rows = await database.query<{
    id: number;
    subject: string;
    internal_name: string;
    survey_id: number;
    waiting: string;
    last_broadcast_at: Date | string | null;
    send_queued_at: Date | string | null;
    sent_count: number;
    failed_count: number;
    answered_yes: number;
    answered_yes_over_a_year: number;
    answered_already_completed: number;
    answered_no: number;
    started_count: number;
    finished_count: number;
  }>(sql`
    select ml.id, ml.subject, s.internal_name, s.id as survey_id, ml.last_broadcast_at, ml.send_queued_at,
      ml.sent_count, ml.failed_count,
      ml.answered_yes, ml.answered_yes_over_a_year, ml.answered_already_completed, ml.answered_no,
      ml.started_count, ml.finished_count,
      count(r.id) filter (where not r.unsubscribed) as waiting
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
    count: Number(row.waiting),
    last_broadcast: toIso(row.last_broadcast_at),
    sending: row.send_queued_at !== null,
    sent: row.sent_count,
    failed: row.failed_count,
    answers: {
      yes: row.answered_yes,
      'yes-over-a-year': row.answered_yes_over_a_year,
      'already-completed': row.answered_already_completed,
      no: row.answered_no,
    },
    responses: { started: row.started_count, finished: row.finished_count },
  }));
}

/** The addresses still waiting to be mailed (sent ones are deleted), and those that unsubscribed meanwhile. */
export async function findRecipients(database: Database, mailingListId: number): Promise<TRecipient[]> {
  return database.query<TRecipient>(sql`
    select email, unsubscribed from recipients
    where mailing_list_id = ${mailingListId}
    order by lower(email)`);
}

export type AddedRecipient = { added: boolean; unsubscribed: boolean };

/**
 * Adds an address; one that is already on the list (in any capitalisation) is ignored, and one
 * that unsubscribed from the survey's mailings is not stored at all: it will not be mailed.
 */
export async function addRecipient(database: Database, mailingListId: number, email: string): Promise<AddedRecipient> {
  const rows = await database.query<{ id: number | null; unsubscribed: boolean }>(sql`
    with list as (select survey_id from mailing_lists where id = ${mailingListId}),
    inserted as (
      insert into recipients (mailing_list_id, email)
      select ${mailingListId}, ${email} from list where not ${isSuppressed(email, sql`list.survey_id`)}
      on conflict do nothing
      returning id)
    select (select id from inserted) as id, ${isSuppressed(email, sql`list.survey_id`)} as unsubscribed from list`);
  const row = rows[0];
  return { added: row?.id != null, unsubscribed: row?.unsubscribed ?? false };
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

/**
 * Creates the list and its recipients in one transaction (never a list without its addresses),
 * leaving out the addresses that unsubscribed from the survey. Returns the list and the number
 * of addresses stored.
 */
export async function createMailingList(
  db: Db,
  list: NewMailingList,
): Promise<{ mailingListId: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const inserted = (await tx.execute(sql`
      insert into mailing_lists (survey_id, organization_id, created_by_user_id, subject, from_name, from_email,
        title, message, button_color, background_color, logo, language)
      select s.id, s.organization_id, ${list.createdByUserId}, ${list.subject}, ${list.fromName}, ${list.fromEmail},
        ${list.title}, ${list.message}, ${list.buttonColor}, ${list.backgroundColor}, ${list.logo}, ${list.language}
      from surveys s where s.id = ${list.surveyId}
      returning id`)) as { rows: { id: number }[] };
    const mailingListId = inserted.rows[0]!.id;
    let stored = 0;
    // Bound parameters per address, in chunks well below PostgreSQL's parameter limit.
    for (let start = 0; start < list.recipients.length; start += 1000) {
      const chunk = list.recipients.slice(start, start + 1000);
      const values = sql.join(
        chunk.map((email) => sql`(${email})`),
        sql`, `,
      );
      const result = (await tx.execute(sql`
        insert into recipients (mailing_list_id, email)
        select ${mailingListId}, address.email from (values ${values}) as address(email)
        where not ${isSuppressed(sql`address.email`, list.surveyId)}
        on conflict do nothing
        returning id`)) as { rows: unknown[] };
      stored += result.rows.length;
    }
    return { mailingListId, recipients: stored };
  });
}

// The counter column of each answer; a fixed map, so no request text ever reaches the SQL.
const ANSWER_COLUMNS: Record<TInvitationAnswer, ReturnType<typeof sql.identifier>> = {
  yes: sql.identifier('answered_yes'),
  'yes-over-a-year': sql.identifier('answered_yes_over_a_year'),
  'already-completed': sql.identifier('answered_already_completed'),
  no: sql.identifier('answered_no'),
};

/**
 * Counts an invitation's answer button once per recipient: `recipient` is the signed recipient
 * id of the link (null for a link without a valid signature, which counts nothing). The first
 * click of a recipient counts; any later click of the same mail, on whichever button, does not.
 * Returns the uuid of the list's survey, or undefined when no list has this key.
 */
export async function countInvitationAnswer(
  database: Database,
  responseKey: string,
  answer: TInvitationAnswer,
  recipient: string | null,
): Promise<string | undefined> {
  const column = ANSWER_COLUMNS[answer];
  const [row] = await database.query<{ uuid: string }>(sql`
    with list as (
      select ml.id, s.uuid from mailing_lists ml join surveys s on s.id = ml.survey_id
      where ml.response_key = ${responseKey}
    ), clicked as (
      insert into invitation_answer_clicks (mailing_list_id, recipient_hash)
      select id, ${recipient}::text from list where ${recipient}::text is not null
      on conflict do nothing
      returning mailing_list_id
    ), counted as (
      update mailing_lists ml set ${column} = ml.${column} + 1 where ml.id in (select mailing_list_id from clicked)
    )
    select uuid from list`);
  return row?.uuid;
}
