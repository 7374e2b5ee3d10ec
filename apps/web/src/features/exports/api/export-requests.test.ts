import { describe, expect, it } from 'vitest';
import { buildExportRequest, EXPORT_FILES, type TExportContext } from './export-requests';

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
    expect(buildExportRequest('xlsx', context, '')).toEqual({ surveyId: 7, locale: 'nl' });
    expect(EXPORT_FILES.xlsx).toEqual({ path: '/api/v1/excel', fileName: 'export.xlsx' });
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
    expect(buildExportRequest('pdf', context, 'Kwartaal 1')).toEqual(body);
    expect(buildExportRequest('pdfTextOnly', context, 'Kwartaal 1')).toEqual(body);
    expect(EXPORT_FILES.pdfTextOnly.path).toBe('/api/v1/report-text-only');
  });
});
