import { sql } from 'drizzle-orm';
import type { TRespondentCountRequest } from '@peil/contract/administration';
import { responseRates } from '@peil/contract/broadcasts';
import type { Database } from '../../db/database.js';
import { requireClientExists } from './clients.js';
import type { TableSheet } from '../exports/table-workbook.js';
import { textsFor } from '@peil/contract/domain';
import { RESPONDENT_COUNT_INVITATION_TEXTS, RESPONDENT_COUNT_TEXTS } from '../../i18n/exports/respondent-count.js';

export type RespondentCountRow = {
  organization_name: string;
  survey_id: number;
  survey_name: string;
  finished: number;
  unfinished: number;
};

/**
 * Respondents per organisation and survey of the client who started within the dates (both
 * inclusive, in the database's time zone like the dashboard's counts). Every survey is listed,
 * also without respondents; generated dummy respondents are left out.
 */
export async function countRespondentsOfClient(
  database: Database,
  request: TRespondentCountRequest,
): Promise<RespondentCountRow[]> {
  await requireClientExists(database.db, request.clientId);
  const rows = await database.query<RespondentCountRow>(sql`
    select o.name as organization_name, s.id as survey_id, s.internal_name as survey_name,
      count(r.id) filter (where r.finished_at is not null)::int as finished,
      count(r.id) filter (where r.finished_at is null)::int as unfinished
    from organizations o
    join surveys s on s.organization_id = o.id
    left join respondents r on r.survey_id = s.id and not r.is_dummy
      and r.started_at >= ${request.startDate}::date and r.started_at < ${request.endDate}::date + 1
    where o.client_id = ${request.clientId}
    group by o.id, o.name, s.id, s.internal_name
    order by lower(o.name), o.id, s.id`);
  return rows;
}

/** One mailing list's invitations and what came of them, over the list's whole life. */
export type InvitationResponseRow = {
  organization_name: string;
  mailing_list_id: number;
  subject: string;
  survey_name: string;
  sent: number;
  clicked: number;
  started: number;
  finished: number;
};

/** The mailing lists of the client's organisations with their response counts (no addresses). */
export async function findInvitationResponsesOfClient(
  database: Database,
  clientId: number,
): Promise<InvitationResponseRow[]> {
  const rows = await database.query<InvitationResponseRow>(sql`
    select o.name as organization_name, ml.id as mailing_list_id, ml.subject, s.internal_name as survey_name,
      ml.sent_count as sent,
      ml.answered_yes + ml.answered_yes_over_a_year + ml.answered_already_completed + ml.answered_no as clicked,
      ml.started_count as started, ml.finished_count as finished
    from mailing_lists ml
    join organizations o on o.id = ml.organization_id
    join surveys s on s.id = ml.survey_id
    where o.client_id = ${clientId}
    order by lower(o.name), o.id, ml.id`);
  return rows;
}

/**
 * The counts as the sheets of an XLSX workbook: one row per survey, a total per row and a bold
 * total row at the end; a second sheet gives each mailing list's response rates (shares of the
 * invitations sent). The export workers write the file (ExportWorkers.renderTableWorkbook).
 */
export function respondentCountSheets(
  rows: RespondentCountRow[],
  invitations: InvitationResponseRow[],
  locale: string,
): TableSheet[] {
  const texts = textsFor(RESPONDENT_COUNT_TEXTS, locale);
  const finished = rows.reduce((sum, row) => sum + row.finished, 0);
  const unfinished = rows.reduce((sum, row) => sum + row.unfinished, 0);
  const counts: TableSheet = {
    name: texts.sheet,
    columns: [
      { header: texts.organization, key: 'organization', width: 32 },
      { header: texts.surveyId, key: 'surveyId', width: 8 },
      { header: texts.survey, key: 'survey', width: 44 },
      { header: texts.finished, key: 'finished', width: 14 },
      { header: texts.unfinished, key: 'unfinished', width: 16 },
      { header: texts.total, key: 'total', width: 12 },
    ],
    rows: [
      ...rows.map((row) => ({
        organization: row.organization_name,
        surveyId: row.survey_id,
        survey: row.survey_name,
        finished: row.finished,
        unfinished: row.unfinished,
        total: row.finished + row.unfinished,
      })),
      { organization: texts.total, finished, unfinished, total: finished + unfinished },
    ],
    boldRows: [rows.length],
  };
  return [counts, invitationSheet(invitations, textsFor(RESPONDENT_COUNT_INVITATION_TEXTS, locale), texts)];
}

function invitationSheet(
  rows: InvitationResponseRow[],
  texts: (typeof RESPONDENT_COUNT_INVITATION_TEXTS)['en'],
  countTexts: (typeof RESPONDENT_COUNT_TEXTS)['en'],
): TableSheet {
  const rate = '0.0%';
  return {
    name: texts.sheet,
    columns: [
      { header: countTexts.organization, key: 'organization', width: 32 },
      { header: texts.list, key: 'list', width: 10 },
      { header: texts.subject, key: 'subject', width: 36 },
      { header: countTexts.survey, key: 'survey', width: 36 },
      { header: texts.sent, key: 'sent', width: 12 },
      { header: texts.clicked, key: 'clicked', width: 12 },
      { header: texts.started, key: 'started', width: 12 },
      { header: texts.finished, key: 'finished', width: 12 },
      { header: texts.clickedRate, key: 'clickedRate', width: 12, numFmt: rate },
      { header: texts.startedRate, key: 'startedRate', width: 12, numFmt: rate },
      { header: texts.finishedRate, key: 'finishedRate', width: 12, numFmt: rate },
    ],
    rows: rows.map((row) => {
      const rates = responseRates(row);
      return {
        organization: row.organization_name,
        list: row.mailing_list_id,
        subject: row.subject,
        survey: row.survey_name,
        sent: row.sent,
        clicked: row.clicked,
        started: row.started,
        finished: row.finished,
        clickedRate: rates.clicked,
        startedRate: rates.started,
        finishedRate: rates.finished,
      };
    }),
  };
}
