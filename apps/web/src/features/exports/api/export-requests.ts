import { exportsEndpoints } from '@peil/contract/api/exports';
import type { TEndpoint } from '@peil/contract/api';
import type { TExcelExportRequest, TReportRequest, TResultFilter } from '@peil/contract/results';
import type { TColorSchemeName } from '@peil/contract/color-schemes';

export type TExportKind = 'xlsx' | 'pdf' | 'pdfTextOnly';

/** What the dashboard shows right now, which the exports reproduce. */
export type TExportContext = {
  surveyId: number;
  surveyName: string;
  fromDate?: string;
  toDate?: string;
  filter: TResultFilter[];
  translationFilter: string[];
  colorScheme: TColorSchemeName;
  locale: string;
};

export const EXPORT_FILES = {
  xlsx: { endpoint: exportsEndpoints.excel, fileName: 'export.xlsx' },
  pdf: { endpoint: exportsEndpoints.report, fileName: 'report.pdf' },
  pdfTextOnly: { endpoint: exportsEndpoints.reportTextOnly, fileName: 'report-comments.pdf' },
} as const satisfies Record<TExportKind, { endpoint: TEndpoint; fileName: string }>;

export function buildExcelRequest(context: TExportContext): TExcelExportRequest {
  return { surveyId: context.surveyId, locale: context.locale };
}

export function buildReportRequest(context: TExportContext, header: string): TReportRequest {
  return {
    id: context.surveyId,
    fromDate: context.fromDate,
    toDate: context.toDate,
    filter: context.filter,
    translationFilter: context.translationFilter,
    surveyName: context.surveyName,
    header,
    logo: null,
    colorScheme: context.colorScheme,
    locale: context.locale,
  };
}
