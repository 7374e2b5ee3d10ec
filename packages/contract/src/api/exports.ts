import { ROLE } from '../domain/index.js';
import { defineEndpoint, fileResponse, PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './define-endpoint.js';

const staff = { minRole: ROLE.observer } as const;
const tags = ['exports'];

export const exportsEndpoints = {
  excel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/excel',
    access: staff,
    scope: { check: 'survey:read', id: 'body.surveyId' },
    tags,
    summary: 'Answers per respondent as XLSX',
    body: 'results.ZExcelExportRequest',
    response: fileResponse(XLSX_CONTENT_TYPE),
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/api/v1/report',
    access: staff,
    scope: { check: 'survey:read', id: 'body.id' },
    tags,
    summary: 'Results report as PDF',
    body: 'results.ZReportRequest',
    response: fileResponse(PDF_CONTENT_TYPE),
  }),
  reportTextOnly: defineEndpoint({
    method: 'POST',
    path: '/api/v1/report-text-only',
    access: staff,
    scope: { check: 'survey:read', id: 'body.id' },
    tags,
    summary: 'Results report as PDF',
    body: 'results.ZReportRequest',
    response: fileResponse(PDF_CONTENT_TYPE),
  }),
} as const;
