import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { TRespondentCountRequest } from '@peil/contract/administration';
import type { Database } from '../../db/database.js';
import { neutralizeFormula } from '../../lib/spreadsheet-cells.js';
import { requireClientExists } from './clients.js';

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
  return rows.map((row) => ({ ...row, finished: Number(row.finished), unfinished: Number(row.unfinished) }));
}

type SheetTexts = {
  sheet: string;
  organization: string;
  surveyId: string;
  survey: string;
  finished: string;
  unfinished: string;
  total: string;
};

const TEXTS: Record<string, SheetTexts> = {
  nl: {
    sheet: 'Respondenten',
    organization: 'Organisatie',
    surveyId: 'Nr.',
    survey: 'Vragenlijst',
    finished: 'Afgerond',
    unfinished: 'Niet afgerond',
    total: 'Totaal',
  },
  de: {
    sheet: 'Befragte',
    organization: 'Organisation',
    surveyId: 'Nr.',
    survey: 'Fragebogen',
    finished: 'Abgeschlossen',
    unfinished: 'Nicht abgeschlossen',
    total: 'Gesamt',
  },
  en: {
    sheet: 'Respondents',
    organization: 'Organisation',
    surveyId: 'No.',
    survey: 'Survey',
    finished: 'Finished',
    unfinished: 'Unfinished',
    total: 'Total',
  },
  fr: {
    sheet: 'Répondants',
    organization: 'Organisation',
    surveyId: 'N°',
    survey: 'Questionnaire',
    finished: 'Terminés',
    unfinished: 'Non terminés',
    total: 'Total',
  },
};

/** The counts as an XLSX workbook: one row per survey, a total per row and a total row at the end. */
export async function respondentCountWorkbook(rows: RespondentCountRow[], locale: string): Promise<Buffer> {
  const texts = TEXTS[locale] ?? TEXTS.en!;
  const workbook = new ExcelJS.Workbook();
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
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
