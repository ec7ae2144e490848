/** Letters of an Italian plate (contract/rules.ts ITALIAN_PLATE_PATTERN: no I, O, Q, U). */
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';
let counter = 0;

/**
 * A plate in the Italian format (AB123CD) that the test can search for: `first` (two letters of LETTERS) names the
 * test, the rest comes from the clock and a counter, so two calls in one run never give the same plate. A customer's
 * new request takes no other format, so the tests and benches that publish one through the API use this.
 */
export function uniquePlate(first: string): string {
  if (!/^[A-HJ-NPR-TV-Z]{2}$/.test(first)) throw new Error(`uniquePlate: ${first} is not two plate letters`);
  const n = Date.now() + counter++;
  const digits = String(n % 1000).padStart(3, '0');
  const seconds = Math.floor(n / 1000);
  return `${first}${digits}${LETTERS[seconds % LETTERS.length]}${LETTERS[Math.floor(seconds / LETTERS.length) % LETTERS.length]}`;
}
