import { describe, expect, it } from 'vitest';
import { exportsEndpoints } from '@peil/contract/api/exports';
import { buildExcelRequest, buildReportRequest, EXPORT_FILES, type TExportContext } from './export-requests';

const context: TExportContext = {
  surveyId: 7,
  surveyName: 'Tevredenheid',
  fromDate: '2024-01-01',
  toDate: '2024-02-01',
  filter: [{ questionId: 3, optionId: 9 }],
  translationFilter: ['nl'],
  colorScheme: 'cool',
  locale: 'nl',
};

describe('export requests', () => {
  it('sends survey and locale to the Excel export, saved as export.xlsx', () => {
    expect(buildExcelRequest(context)).toEqual({ surveyId: 7, locale: 'nl' });
    expect(EXPORT_FILES.xlsx).toEqual({ endpoint: exportsEndpoints.excel, fileName: 'export.xlsx' });
  });

  it('sends the dashboard state to both PDF reports', () => {
    const body = {
      id: 7,
      fromDate: '2024-01-01',
      toDate: '2024-02-01',
      filter: [{ questionId: 3, optionId: 9 }],
      translationFilter: ['nl'],
      surveyName: 'Tevredenheid',
      header: 'Kwartaal 1',
      logo: null,
      colorScheme: 'cool',
      locale: 'nl',
    };
    expect(buildReportRequest(context, 'Kwartaal 1')).toEqual(body);
    expect(EXPORT_FILES.pdf).toEqual({ endpoint: exportsEndpoints.report, fileName: 'report.pdf' });
    expect(EXPORT_FILES.pdfTextOnly).toEqual({
      endpoint: exportsEndpoints.reportTextOnly,
      fileName: 'report-comments.pdf',
    });
  });
});
