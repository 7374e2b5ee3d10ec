import { LIMITS } from '@peil/contract/limits';

const LOGO_SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'bmp', bytes: [0x42, 0x4d] },
];

/**
 * Problems with a logo: it must be base64 (a data: prefix is allowed) of a png, jpg, gif or bmp,
 * recognised by its first bytes rather than by what the browser claims, and not too large.
 */
export function logoProblems(logo: string | null): string[] {
  if (logo === null || logo === '') return [];
  const base64 = logo.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return ['The logo is not base64.'];
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LIMITS.maxLogoBytes) return [`The logo is larger than ${LIMITS.maxLogoBytes} bytes.`];
  const isImage = LOGO_SIGNATURES.some((signature) => signature.bytes.every((byte, i) => bytes[i] === byte));
  return isImage ? [] : ['The logo is not a png, jpg, gif or bmp image.'];
}
