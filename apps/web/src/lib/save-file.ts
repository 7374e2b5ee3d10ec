/** Hands a downloaded file to the browser's save dialog under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
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
