import { apiFileRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Posts the export request and saves the answer (XLSX or PDF) under `fileName`. */
export async function downloadFile(path: string, body: unknown, fileName: string): Promise<void> {
  const response = await apiFileRequest(path, body);
  saveFile(await response.blob(), fileName);
}
