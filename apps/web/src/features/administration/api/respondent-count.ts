import { RESPONDENT_COUNT_FILENAME, type TRespondentCountRequest } from '@peil/contract/administration';
import { administrationEndpoints } from '@peil/contract/api/administration';
import { callFileEndpoint } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * Downloads the respondent count as export.xlsx, reporting the bytes received so far.
 */
export async function downloadRespondentCount(
  body: TRespondentCountRequest,
  onProgress: (receivedBytes: number) => void,
): Promise<void> {
  const response = await callFileEndpoint(administrationEndpoints.downloadRespondentCount, { body });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      onProgress(received);
    }
  }
  saveFile(new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }), RESPONDENT_COUNT_FILENAME);
}
