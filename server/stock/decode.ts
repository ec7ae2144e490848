import iconv from 'iconv-lite';

export type StockEncoding = 'utf-8' | 'windows-1252';

const BOM = [0xef, 0xbb, 0xbf];
const strict = new TextDecoder('utf-8', { fatal: true });

/**
 * A CSV's text: UTF-8 when its bytes are valid UTF-8 (BOM dropped), Windows-1252 otherwise (what Excel writes for
 * "CSV (separato dal separatore di elenco)" on an Italian Windows). Any byte sequence is valid Windows-1252, and an
 * accented Windows-1252 text is almost never valid UTF-8, so the check is safe in practice.
 */
export function decodeCsv(bytes: Buffer): { text: string; encoding: StockEncoding } {
  const start = BOM.every((b, i) => bytes[i] === b) ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return { text: strict.decode(body), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(body, 'windows-1252'), encoding: 'windows-1252' };
  }
}

/** A zip's signature: an .xlsx file. */
export const isXlsx = (bytes: Buffer) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
