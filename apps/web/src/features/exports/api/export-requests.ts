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

export const EXPORT_FILES: Record<TExportKind, { path: string; fileName: string }> = {
  xlsx: { path: '/api/v1/excel', fileName: 'export.xlsx' },
  pdf: { path: '/api/v1/report', fileName: 'report.pdf' },
  pdfTextOnly: { path: '/api/v1/report-text-only', fileName: 'report-comments.pdf' },
};

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

export function buildExportRequest(kind: TExportKind, context: TExportContext, header: string): object {
  return kind === 'xlsx' ? buildExcelRequest(context) : buildReportRequest(context, header);
}
