/** The image formats Peil accepts as a logo, recognised by their first bytes. */
export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';
export type ImageHeader = { type: ImageType; width: number; height: number };

/**
 * The type and pixel size of an image, read from its header only: a small file can declare a
 * huge canvas (a 249 KB PNG of 8000×8000 decodes to 256 MB), so the size is known and checked
 * before anything decodes it. Null for anything else or a header that is cut short.
 */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  try {
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return pngHeader(bytes);
    if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegHeader(bytes);
    if (bytes.toString('latin1', 0, 6) === 'GIF87a' || bytes.toString('latin1', 0, 6) === 'GIF89a') {
      return sized('gif', bytes.readUInt16LE(6), bytes.readUInt16LE(8));
    }
    if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
      return webpHeader(bytes);
    }
    if (bytes.toString('latin1', 0, 2) === 'BM') return bmpHeader(bytes);
  } catch {
    // A header shorter than its fields (RangeError from a read): not an image we can size.
  }
  return null;
}

function startsWith(bytes: Buffer, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function sized(type: ImageType, width: number, height: number): ImageHeader | null {
  return width > 0 && height > 0 ? { type, width, height } : null;
}

function pngHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized('png', bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

// Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames.
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegHeader(bytes: Buffer): ImageHeader | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) {
      return sized('jpeg', bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

function webpHeader(bytes: Buffer): ImageHeader | null {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return sized('webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized('webp', bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  return null;
}

function bmpHeader(bytes: Buffer): ImageHeader | null {
  const infoSize = bytes.readUInt32LE(14);
  if (infoSize === 12) return sized('bmp', bytes.readUInt16LE(18), bytes.readUInt16LE(20));
  return sized('bmp', Math.abs(bytes.readInt32LE(18)), Math.abs(bytes.readInt32LE(22)));
}
