import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';

export type StockEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Bytes looked at to recognise UTF-16 without a BOM. */
const SAMPLE = 4096;

const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * UTF-16 without a BOM: text of Latin letters, digits and separators has a zero in every other byte (the high byte
 * of each character), at odd offsets in little-endian and even ones in big-endian; a CSV in one of the 8-bit
 * encodings has no zero bytes at all.
 */
function utf16Order(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(bytes.length, SAMPLE) / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  if (oddZeros >= pairs * 0.6 && evenZeros <= pairs * 0.05) return 'utf-16le';
  if (evenZeros >= pairs * 0.6 && oddZeros <= pairs * 0.05) return 'utf-16be';
  return null;
}

/** A CSV's bytes to text, a piece at a time as they arrive; `encoding` is what was found in them so far. */
export interface CsvDecoder {
  readonly encoding: StockEncoding;
  write(bytes: Buffer): string;
  end(): string;
}

/** How many bytes of `bytes` end on a whole UTF-8 character (the rest starts one cut by the chunk's end). */
function wholeCharacters(bytes: Buffer): number {
  for (let at = bytes.length - 1; at >= Math.max(0, bytes.length - 4); at -= 1) {
    const byte = bytes[at];
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return at + length > bytes.length ? at : bytes.length;
  }
  return bytes.length;
}

/**
 * UTF-8 while the bytes are valid UTF-8, Windows-1252 from the first piece that is not (and for the rest of the file).
 * The first piece is the file's first 64 KB: a Windows-1252 file with an accent there is read as before, whole.
 */
class Utf8OrWindows1252 implements CsvDecoder {
  encoding: StockEncoding = 'utf-8';
  private tail = Buffer.alloc(0);
  write(bytes: Buffer): string {
    if (this.encoding === 'windows-1252') return iconv.decode(bytes, 'windows-1252');
    const all = this.tail.length > 0 ? Buffer.concat([this.tail, bytes]) : bytes;
    const whole = wholeCharacters(all);
    const piece = all.subarray(0, whole);
    if (isUtf8(piece)) {
      this.tail = Buffer.from(all.subarray(whole));
      return piece.toString('utf8');
    }
    this.encoding = 'windows-1252';
    this.tail = Buffer.alloc(0);
    return iconv.decode(all, 'windows-1252');
  }
  end(): string {
    if (this.tail.length === 0) return '';
    this.encoding = 'windows-1252';
    return iconv.decode(this.tail, 'windows-1252');
  }
}

/**
 * The decoder of a CSV, chosen on its first bytes. UTF-16 (what Excel writes as "Testo Unicode") by its BOM or by its
 * zero bytes; UTF-8 when its bytes are valid UTF-8 (BOM dropped), Windows-1252 otherwise (what Excel writes for "CSV
 * (separato dal separatore di elenco)" on an Italian Windows). Any byte sequence is valid Windows-1252, and an accented
 * Windows-1252 text is almost never valid UTF-8, so the check is safe in practice. `skip`: the BOM's bytes.
 */
export function csvDecoder(head: Buffer): { decoder: CsvDecoder; skip: number } {
  const bom = startsWith(head, [0xff, 0xfe])
    ? ('utf-16le' as const)
    : startsWith(head, [0xfe, 0xff])
      ? ('utf-16be' as const)
      : null;
  const order = bom ?? utf16Order(head);
  if (order) {
    const stream = iconv.getDecoder(order, { stripBOM: false });
    return {
      decoder: { encoding: order, write: (bytes) => stream.write(bytes), end: () => stream.end() ?? '' },
      skip: bom ? 2 : 0,
    };
  }
  return { decoder: new Utf8OrWindows1252(), skip: startsWith(head, UTF8_BOM) ? 3 : 0 };
}

/** A zip's signature: an .xlsx file. */
export const isXlsx = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
