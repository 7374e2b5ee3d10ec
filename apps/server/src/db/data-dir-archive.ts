import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const BLOCK = 512;
const NAME_LENGTH = 100;

/** One field of a ustar header: octal digits, zero-padded, ended by NUL. */
function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

/**
 * A POSIX ustar header. Names are written as PGlite's own archive writes them ("/base/1/112"),
 * so `loadDataDir` restores these archives and the ones older Peil versions made alike.
 */
function tarHeader(name: string, size: number, isDirectory: boolean, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > NAME_LENGTH) throw new Error(`Path too long for the backup archive: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0);
  header.write(octal(isDirectory ? 0o755 : 0o666, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write(' '.repeat(8), 148);
  header.write(isDirectory ? '5' : '0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let checksum = 0;
  for (const byte of header) checksum += byte;
  header.write(octal(checksum, 7) + ' ', 148);
  return header;
}

/** Every directory and file under `root`, parents before their contents, in a stable order. */
function* walk(root: string, relative = ''): Generator<{ name: string; full: string; isDirectory: boolean }> {
  const entries = fs.readdirSync(path.join(root, relative), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const name = `${relative}/${entry.name}`;
    const full = path.join(root, name);
    if (entry.isDirectory()) {
      yield { name, full, isDirectory: true };
      yield* walk(root, name);
    } else if (entry.isFile()) {
      yield { name, full, isDirectory: false };
    }
  }
}

async function* tarStream(root: string): AsyncGenerator<Buffer> {
  for (const entry of walk(root)) {
    const stat = fs.statSync(entry.full);
    if (entry.isDirectory) {
      yield tarHeader(entry.name, 0, true, stat.mtime);
      continue;
    }
    yield tarHeader(entry.name, stat.size, false, stat.mtime);
    for await (const chunk of fs.createReadStream(entry.full)) yield chunk as Buffer;
    const padding = (BLOCK - (stat.size % BLOCK)) % BLOCK;
    if (padding > 0) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(2 * BLOCK);
}

/**
 * Writes `root` as a gzipped tar to `file`, streamed (memory stays flat whatever the size), first
 * beside the target and renamed over it, so a backup file is always whole. Returns its size.
 */
export async function writeDirectoryArchive(root: string, file: string): Promise<number> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    await pipeline(Readable.from(tarStream(root)), createGzip(), fs.createWriteStream(partial));
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(file).size;
}
