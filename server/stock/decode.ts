import iconv from 'iconv-lite';

export type StockEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const strict = new TextDecoder('utf-8', { fatal: true });
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

/**
 * A CSV's text. UTF-16 (what Excel writes as "Testo Unicode") by its BOM or by its zero bytes; UTF-8 when its bytes
 * are valid UTF-8 (BOM dropped), Windows-1252 otherwise (what Excel writes for "CSV (separato dal separatore di
 * elenco)" on an Italian Windows). Any byte sequence is valid Windows-1252, and an accented Windows-1252 text is
 * almost never valid UTF-8, so the check is safe in practice.
 */
export function decodeCsv(bytes: Buffer): { text: string; encoding: StockEncoding } {
  const utf16 = startsWith(bytes, [0xff, 0xfe])
    ? { order: 'utf-16le' as const, start: 2 }
    : startsWith(bytes, [0xfe, 0xff])
      ? { order: 'utf-16be' as const, start: 2 }
      : { order: utf16Order(bytes), start: 0 };
  if (utf16.order) return { text: iconv.decode(bytes.subarray(utf16.start), utf16.order), encoding: utf16.order };
  const body = bytes.subarray(startsWith(bytes, UTF8_BOM) ? 3 : 0);
  try {
    return { text: strict.decode(body), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(body, 'windows-1252'), encoding: 'windows-1252' };
  }
}

/** A zip's signature: an .xlsx file. */
export const isXlsx = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
