import { LIMITS } from '@peil/contract/limits';

/** dashboard spec §5: the logo upload accepts png, jpg, jpeg, gif and bmp. */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;
export const LOGO_ACCEPT = LOGO_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function logoFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LOGO_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size > LIMITS.maxLogoBytes) return 'size';
  return null;
}

/** spec §9: each click on minus shows the logo at 0.8, on plus at 1.2 times its size. */
export function scaleLogo(scale: number, direction: 'minus' | 'plus'): number {
  return Math.round(scale * (direction === 'minus' ? 0.8 : 1.2) * 1000) / 1000;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
