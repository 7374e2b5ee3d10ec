import { callFileEndpoint } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import {
  buildExcelRequest,
  buildReportRequest,
  EXPORT_FILES,
  type TExportContext,
  type TExportKind,
} from './export-requests';

/** Posts the export request of the dashboard's state and saves the answer (XLSX or PDF). */
export async function downloadExport(kind: TExportKind, context: TExportContext, header: string): Promise<void> {
  const response =
    kind === 'xlsx'
      ? await callFileEndpoint(EXPORT_FILES.xlsx.endpoint, { body: buildExcelRequest(context) })
      : await callFileEndpoint(EXPORT_FILES[kind].endpoint, { body: buildReportRequest(context, header) });
  saveFile(await response.blob(), EXPORT_FILES[kind].fileName);
}
