import { createInflateRaw } from 'node:zlib';

/** One file of a zip as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** The size it declares once decompressed (a zip bomb's lie is caught while inflating). */
  size: number;
  localHeaderAt: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

/** Thrown for a zip this reader cannot read: damaged, encrypted, zip64, or compressed in an unusual way. */
export class UnreadableZip extends Error {}
/** Thrown when the bytes inflated exceed the budget given. */
export class ZipTooLarge extends Error {}

/**
 * The entries of a zip, from its central directory alone: nothing is decompressed here, so the declared sizes can be
 * checked before any work. Sizes of 0xFFFFFFFF (zip64, over 4 GB) are kept as they are: far over any budget.
 */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - END_SEARCH); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new UnreadableZip('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new UnreadableZip('bad directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      encrypted: (zip.readUInt16LE(at + 8) & 1) === 1,
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderAt: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's compressed bytes, found through its local header. */
function storedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderAt;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new UnreadableZip('bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new UnreadableZip('entry past the end');
  return zip.subarray(start, start + entry.compressedSize);
}

/** Bytes inflated so far against a budget shared by every entry read from one file. */
export class InflateBudget {
  private used = 0;
  constructor(readonly maxBytes: number) {}
  spend(bytes: number) {
    this.used += bytes;
    if (this.used > this.maxBytes) throw new ZipTooLarge(`over ${this.maxBytes} bytes inflated`);
  }
}

/**
 * An entry's content, decompressed a chunk at a time (zlib works on libuv's thread pool, not on the event loop); the
 * inflating stops, and ZipTooLarge is thrown, as soon as the budget is spent, whatever size the entry declared.
 */
export async function* entryChunks(zip: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  if (entry.encrypted || (entry.method !== 0 && entry.method !== 8)) throw new UnreadableZip('unsupported entry');
  if (entry.size > budget.maxBytes) throw new ZipTooLarge(`${entry.name} declares ${entry.size} bytes`);
  const compressed = storedBytes(zip, entry);
  if (entry.method === 0) {
    budget.spend(compressed.length);
    yield compressed;
    return;
  }
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(compressed);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      budget.spend(chunk.length);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ZipTooLarge) throw error;
    throw new UnreadableZip('bad deflate data');
  } finally {
    inflater.destroy();
  }
}
