import { LOGO_FILE_EXTENSIONS } from '@peil/contract/administration';
import { LIMITS } from '@peil/contract/limits';

/** Spec §5 and §9: a logo upload accepts png, jpg, jpeg, gif and bmp, up to the contract's size. */
export const LOGO_ACCEPT = LOGO_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why a chosen file cannot be a logo, checked before it is read; the server checks the bytes. */
export function logoFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!(LOGO_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size > LIMITS.maxLogoBytes) return 'size';
  return null;
}

/** The file as a data: URL, as the logo fields send it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL gives a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
