import type ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { TRespondentCountRequest } from '@peil/contract/administration';
import { responseRates } from '@peil/contract/broadcasts';
import type { Database } from '../../db/database.js';
import { neutralizeFormula } from '../../lib/spreadsheet-cells.js';
import { requireClientExists } from './clients.js';
import { exceljsLibrary } from '../../lib/on-first-use.js';
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
 * The counts as an XLSX workbook: one row per survey, a total per row and a total row at the end;
 * a second sheet gives each mailing list's response rates (shares of the invitations sent).
 */
export async function respondentCountWorkbook(
  rows: RespondentCountRow[],
  invitations: InvitationResponseRow[],
  locale: string,
): Promise<Buffer> {
  const texts = textsFor(RESPONDENT_COUNT_TEXTS, locale);
  const workbook = new (exceljsLibrary().Workbook)();
  const sheet = workbook.addWorksheet(texts.sheet);
  sheet.columns = [
    { header: texts.organization, width: 32 },
    { header: texts.surveyId, width: 8 },
    { header: texts.survey, width: 44 },
    { header: texts.finished, width: 14 },
    { header: texts.unfinished, width: 16 },
    { header: texts.total, width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      neutralizeFormula(row.organization_name),
      row.survey_id,
      neutralizeFormula(row.survey_name),
      row.finished,
      row.unfinished,
      row.finished + row.unfinished,
    ]);
  }
  const finished = rows.reduce((sum, row) => sum + row.finished, 0);
  const unfinished = rows.reduce((sum, row) => sum + row.unfinished, 0);
  const totalRow = sheet.addRow([texts.total, null, null, finished, unfinished, finished + unfinished]);
  totalRow.font = { bold: true };
  addInvitationSheet(workbook, invitations, textsFor(RESPONDENT_COUNT_INVITATION_TEXTS, locale), texts);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addInvitationSheet(
  workbook: ExcelJS.Workbook,
  rows: InvitationResponseRow[],
  texts: (typeof RESPONDENT_COUNT_INVITATION_TEXTS)['en'],
  countTexts: (typeof RESPONDENT_COUNT_TEXTS)['en'],
) {
  const sheet = workbook.addWorksheet(texts.sheet);
  const rate = { numFmt: '0.0%' };
  sheet.columns = [
    { header: countTexts.organization, width: 32 },
    { header: texts.list, width: 10 },
    { header: texts.subject, width: 36 },
    { header: countTexts.survey, width: 36 },
    { header: texts.sent, width: 12 },
    { header: texts.clicked, width: 12 },
    { header: texts.started, width: 12 },
    { header: texts.finished, width: 12 },
    { header: texts.clickedRate, width: 12, style: rate },
    { header: texts.startedRate, width: 12, style: rate },
    { header: texts.finishedRate, width: 12, style: rate },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const rates = responseRates(row);
    sheet.addRow([
      neutralizeFormula(row.organization_name),
      row.mailing_list_id,
      neutralizeFormula(row.subject),
      neutralizeFormula(row.survey_name),
      row.sent,
      row.clicked,
      row.started,
      row.finished,
      rates.clicked,
      rates.started,
      rates.finished,
    ]);
  }
}
