import type sharp from 'sharp';
import { LIMITS } from '@peil/contract/limits';
import { decodeBmp } from './bmp-decode.js';
import { AppError } from './errors.js';
import { readImageHeader, type ImageHeader } from './image-header.js';
import { sharpLibrary } from './on-first-use.js';

/** Stored logos are shown at most a few hundred pixels wide; larger ones are scaled down to this. */
const STORED_LOGO_SIDE = 1024;
// Four times the report's 140 by 60 points, so that the logo stays sharp in print.
const PDF_LOGO_BOX = { width: 560, height: 240 };

type ParsedLogo = { bytes: Buffer; header: ImageHeader };

function parseLogo(logo: string): ParsedLogo | string {
  // The client's MIME prefix is dropped unread: the bytes say what the image is.
  const base64 = logo.replace(/^data:[\w/+.-]*;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return 'The logo is not base64.';
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LIMITS.maxLogoBytes) return `The logo is larger than ${LIMITS.maxLogoBytes} bytes.`;
  const header = readImageHeader(bytes);
  if (!header) return 'The logo is not a png, jpg, gif, webp or bmp image.';
  const max = LIMITS.maxLogoSide;
  if (header.width > max || header.height > max) {
    return `The logo is ${header.width}×${header.height} pixels; at most ${max}×${max} is accepted.`;
  }
  return { bytes, header };
}

/**
 * Problems with a logo: it must be base64 (a data: prefix is allowed) of a png, jpg, gif, webp
 * or bmp, recognised by its first bytes rather than by what the browser claims, no larger than
 * the byte limit, and no larger than the pixel limit its header declares. Nothing is decoded.
 */
export function logoProblems(logo: string | null): string[] {
  if (logo === null || logo === '') return [];
  const parsed = parseLogo(logo);
  return typeof parsed === 'string' ? [parsed] : [];
}

function refusal(field: string, message: string): AppError {
  return new AppError('bad_request', message, [{ path: field, message }]);
}

function checkedLogo(logo: string, field: string): ParsedLogo {
  const parsed = parseLogo(logo);
  if (typeof parsed === 'string') throw refusal(field, parsed);
  return parsed;
}

/** A sharp pipeline over the logo's pixels; only called once the header passed the size limit. */
function decode({ bytes, header }: ParsedLogo): sharp.Sharp {
  const limitInputPixels = LIMITS.maxLogoSide * LIMITS.maxLogoSide;
  if (header.type === 'bmp') {
    const { data, width, height } = decodeBmp(bytes);
    return sharpLibrary()(data, { raw: { width, height, channels: 4 }, limitInputPixels });
  }
  // rotate() applies a JPEG's orientation tag, which is dropped with the rest of its metadata.
  return sharpLibrary()(bytes, { limitInputPixels, failOn: 'error' }).rotate();
}

async function encode(
  parsed: ParsedLogo,
  field: string,
  box: { width: number; height: number },
): Promise<{ type: 'png' | 'jpeg'; bytes: Buffer }> {
  const type = parsed.header.type === 'jpeg' ? 'jpeg' : 'png';
  try {
    const pipeline = decode(parsed).resize({ ...box, fit: 'inside', withoutEnlargement: true });
    const bytes = await (type === 'jpeg' ? pipeline.jpeg({ quality: 90 }) : pipeline.png()).toBuffer();
    return { type, bytes };
  } catch {
    throw refusal(field, 'The logo could not be read as an image.');
  }
}

/**
 * The logo as it is stored and sent to browsers: decoded and encoded afresh from its pixels (a
 * JPEG as JPEG, anything else as PNG), scaled down to at most 1024 pixels a side, with a data
 * URL prefix of the type it now is. A refused logo is a 400 naming `field`.
 */
export async function normaliseLogo(logo: string, field = 'logo'): Promise<string> {
  const parsed = checkedLogo(logo, field);
  const { type, bytes } = await encode(parsed, field, { width: STORED_LOGO_SIDE, height: STORED_LOGO_SIDE });
  return `data:image/${type};base64,${bytes.toString('base64')}`;
}

/** The logo re-encoded and scaled to the report's logo box, for PDFKit (which reads PNG and JPEG). */
export async function logoForPdf(logo: string, field = 'logo'): Promise<Buffer> {
  return (await encode(checkedLogo(logo, field), field, PDF_LOGO_BOX)).bytes;
}

/** A logo change as edit forms send it: undefined keeps the logo, null or '' removes it. */
export async function normaliseLogoChange(logo: string | null | undefined): Promise<string | null | undefined> {
  if (logo === undefined) return undefined;
  return logo ? normaliseLogo(logo) : null;
}

/**
 * A stored logo as it may be sent to a browser, checked by its header only: logos stored before
 * they were re-encoded may carry a wrong MIME prefix or a huge canvas. Such a one is left out
 * (null); otherwise the prefix names the type the bytes have.
 */
export function servableLogo(logo: string | null): string | null {
  if (!logo) return null;
  const parsed = parseLogo(logo.trim());
  if (typeof parsed === 'string') return null;
  return `data:image/${parsed.header.type};base64,${parsed.bytes.toString('base64')}`;
}
