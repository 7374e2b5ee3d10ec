/** Raw RGBA pixels, as sharp takes them. */
export type RgbaImage = { data: Buffer; width: number; height: number };

/**
 * Decodes an uncompressed Windows bitmap (1, 4, 8, 24 or 32 bits per pixel), the kinds paint
 * programs save. The spec accepts BMP logos but sharp cannot read them; compressed (RLE) and
 * bit-field variants are refused. The caller has checked the dimensions from the header.
 */
export function decodeBmp(bytes: Buffer): RgbaImage {
  const infoSize = bytes.readUInt32LE(14);
  if (infoSize < 40) throw new Error('This kind of BMP is not supported.');
  const width = bytes.readInt32LE(18);
  const signedHeight = bytes.readInt32LE(22);
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if (compression !== 0 || ![1, 4, 8, 24, 32].includes(bitsPerPixel) || width <= 0 || signedHeight === 0) {
    throw new Error('This kind of BMP is not supported.');
  }
  const height = Math.abs(signedHeight);
  const isBottomUp = signedHeight > 0;
  const pixelOffset = bytes.readUInt32LE(10);
  const stride = Math.ceil((bitsPerPixel * width) / 32) * 4;
  if (pixelOffset + stride * height > bytes.length) throw new Error('The BMP is cut short.');

  const palette: number[][] = [];
  if (bitsPerPixel <= 8) {
    const colors = bytes.readUInt32LE(46) || 2 ** bitsPerPixel;
    const paletteStart = 14 + infoSize;
    for (let i = 0; i < colors && paletteStart + i * 4 + 3 <= pixelOffset; i++) {
      const at = paletteStart + i * 4;
      palette.push([bytes[at + 2]!, bytes[at + 1]!, bytes[at]!]);
    }
  }

  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (isBottomUp ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      let rgb: number[];
      if (bitsPerPixel === 24 || bitsPerPixel === 32) {
        const at = row + x * (bitsPerPixel / 8);
        rgb = [bytes[at + 2]!, bytes[at + 1]!, bytes[at]!];
      } else {
        const bit = x * bitsPerPixel;
        const byte = bytes[row + (bit >> 3)]!;
        const index = (byte >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1);
        rgb = palette[index] ?? [0, 0, 0];
      }
      data[out] = rgb[0]!;
      data[out + 1] = rgb[1]!;
      data[out + 2] = rgb[2]!;
      data[out + 3] = 255;
    }
  }
  return { data, width, height };
}
