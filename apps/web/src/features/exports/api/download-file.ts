import { ApiError } from '../../../lib/api-client';

/**
 * Posts a JSON body and saves the answer as a file. Exports are binary (XLSX, PDF), so this
 * cannot go through apiRequest, which reads JSON; it keeps its credentials and no-cache header.
 */
export async function downloadFile(path: string, body: unknown, fileName: string): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'cache-control': 'no-cache', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, `http_${response.status}`, text, text);
  }
  const url = URL.createObjectURL(await response.blob());
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
