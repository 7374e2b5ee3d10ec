import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { readImageHeader } from './image-header.js';
import { logoForPdf, logoProblems, normaliseLogo } from './logo-validation.js';
import { GenerationSlots } from './generation-slots.js';

const RED = { r: 200, g: 0, b: 0 };
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: RED } });
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A 24-bit bottom-up BMP of one colour, as paint programs save it. */
function bmp(width: number, height: number, [r, g, b]: number[]): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const bytes = Buffer.alloc(54 + stride * height);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) bytes.set([b!, g!, r!], 54 + y * stride + x * 3);
  }
  return bytes;
}

function refusalOf(error: unknown): AppError {
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('image headers', () => {
  it('reads type and size of png, jpeg, gif, webp and bmp without decoding', async () => {
    const image = solid(37, 21);
    expect(readImageHeader(await image.clone().png().toBuffer())).toEqual({ type: 'png', width: 37, height: 21 });
    expect(readImageHeader(await image.clone().jpeg().toBuffer())).toEqual({ type: 'jpeg', width: 37, height: 21 });
    expect(readImageHeader(await image.clone().gif().toBuffer())).toEqual({ type: 'gif', width: 37, height: 21 });
    expect(readImageHeader(await image.clone().webp().toBuffer())).toEqual({ type: 'webp', width: 37, height: 21 });
    expect(readImageHeader(await image.clone().webp({ lossless: true }).toBuffer())).toEqual({
      type: 'webp',
      width: 37,
      height: 21,
    });
    expect(readImageHeader(bmp(37, 21, [1, 2, 3]))).toEqual({ type: 'bmp', width: 37, height: 21 });
    expect(readImageHeader(Buffer.from('<html>'))).toBeNull();
    expect(readImageHeader(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
  });
});

describe('logos', () => {
  it('refuses a small file that declares a huge image, before decoding it', async () => {
    // An 8000×8000 single-colour PNG compresses to a few hundred KB but decodes to 256 MB.
    const huge = await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    expect(logoProblems(dataUrl(huge))).toEqual(['The logo is 8000×8000 pixels; at most 4096×4096 is accepted.']);
    const error = refusalOf(await normaliseLogo(dataUrl(huge), 'logo').catch((caught: unknown) => caught));
    expect(error.statusCode).toBe(400);
    expect(error.issues).toEqual([{ path: 'logo', message: expect.stringContaining('8000×8000') }]);
    // A header declaring 20000 wide is refused the same way, whatever the rest of the file holds.
    const declared = Buffer.from(huge);
    declared.writeUInt32BE(20_000, 16);
    expect(logoProblems(dataUrl(declared))[0]).toContain('20000×8000');
  });

  it('stores the decoded pixels under the type the bytes have, never the claimed one', async () => {
    const gif = await solid(12, 8).gif().toBuffer();
    const stored = await normaliseLogo(dataUrl(gif, 'text/html'));
    expect(stored).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(stored.split(',')[1]!, 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 12, height: 8 });

    const jpeg = await solid(30, 10).jpeg().toBuffer();
    expect(await normaliseLogo(`data:image/gif;base64,${jpeg.toString('base64')}`)).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    // Bare base64, as older clients send it.
    expect(await normaliseLogo((await solid(3, 3).png().toBuffer()).toString('base64'))).toMatch(
      /^data:image\/png;base64,/,
    );
  });

  it('decodes BMP logos itself and scales large logos down', async () => {
    const stored = await normaliseLogo(dataUrl(bmp(5, 4, [10, 200, 30]), 'image/bmp'));
    const { data, info } = await sharp(Buffer.from(stored.split(',')[1]!, 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([5, 4]);
    expect([...data.subarray(0, 3)]).toEqual([10, 200, 30]);

    const wide = await normaliseLogo(dataUrl(await solid(4000, 1000).png().toBuffer()));
    expect(await sharp(Buffer.from(wide.split(',')[1]!, 'base64')).metadata()).toMatchObject({
      width: 1024,
      height: 256,
    });
    const forPdf = await sharp(await logoForPdf(dataUrl(await solid(4000, 1000).png().toBuffer()))).metadata();
    expect([forPdf.width, forPdf.height]).toEqual([560, 140]);
  });

  it('refuses what is not an image, or not the image its header says', async () => {
    expect(logoProblems('data:text/html;base64,PHNjcmlwdD4=')).toEqual([
      'The logo is not a png, jpg, gif, webp or bmp image.',
    ]);
    const header = (await solid(10, 10).png().toBuffer()).subarray(0, 40);
    const error = refusalOf(await normaliseLogo(dataUrl(header), 'logo').catch((caught: unknown) => caught));
    expect(error.issues).toEqual([{ path: 'logo', message: 'The logo could not be read as an image.' }]);
  });
});

describe('generation slots', () => {
  it('lets a user run two at a time and frees a slot once, however often released', () => {
    const slots = new GenerationSlots(2);
    const first = slots.tryAcquire(1)!;
    const second = slots.tryAcquire(1)!;
    expect(slots.tryAcquire(1)).toBeNull();
    expect(slots.tryAcquire(2)).not.toBeNull();
    first();
    first();
    const third = slots.tryAcquire(1);
    expect(third).not.toBeNull();
    expect(slots.tryAcquire(1)).toBeNull();
    second();
    third!();
  });
});
