import { RESPONDENT_COUNT_FILENAME, type TRespondentCountRequest } from '@peil/contract/administration';
import { ApiError } from '../../../lib/api-client';

/**
 * Downloads the respondent count as export.xlsx, reporting the bytes received so far. The answer
 * is binary, so this reads the stream itself instead of going through apiRequest (which reads
 * JSON); it sends the same credentials and no-cache header.
 */
export async function downloadRespondentCount(
  body: TRespondentCountRequest,
  onProgress: (receivedBytes: number) => void,
): Promise<void> {
  const response = await fetch('/api/v1/administration/download_respondent_count', {
    method: 'POST',
    credentials: 'include',
    headers: { 'cache-control': 'no-cache', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let code = `http_${response.status}`;
    try {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? code;
    } catch {
      // Not JSON: keep the status code.
    }
    throw new ApiError(response.status, code, text, text);
  }
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
  saveBlob(new Blob(chunks, { type: response.headers.get('content-type') ?? undefined }), RESPONDENT_COUNT_FILENAME);
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click starts the download synchronously; the URL is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}
