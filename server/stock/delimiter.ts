export type StockDelimiter = ';' | ',' | '\t';

/** In order of preference on a tie: Italian Excel writes semicolons, because the comma is the decimal mark. */
const CANDIDATES: StockDelimiter[] = [';', '\t', ','];

/** The delimiter of the header line: the candidate found most often outside quotes (a semicolon on a tie). */
export function detectDelimiter(text: string): StockDelimiter {
  const counts = new Map<StockDelimiter, number>(CANDIDATES.map((c) => [c, 0]));
  let quoted = false;
  let seen = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seen) break;
    } else if (!quoted && counts.has(char as StockDelimiter))
      counts.set(char as StockDelimiter, counts.get(char as StockDelimiter)! + 1);
    else if (char.trim() !== '') seen = true;
  }
  return CANDIDATES.reduce((best, c) => (counts.get(c)! > counts.get(best)! ? c : best), CANDIDATES[0]);
}
