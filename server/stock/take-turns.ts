import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A pause for long loops on the event loop: called on every step, it lets other requests run (a health check, a
 * colleague's page) once `sliceMs` of work have passed since the last pause, so no step of a long reading or
 * import holds the server for more than about that long.
 */
export function takeTurns(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

const RUN = 2048;

async function merged<T>(a: T[], b: T[], before: (x: T, y: T) => boolean, turn: () => Promise<void>): Promise<T[]> {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    out.push(before(b[j], a[i]) ? b[j++] : a[i++]);
    if ((out.length & 1023) === 0) await turn();
  }
  return out.concat(a.slice(i), b.slice(j));
}

/**
 * `items` sorted by `key` (stable), as a merge sort whose runs and merges take turns with the server's other work:
 * Array.prototype.sort over 200,000 keys holds the event loop for a second.
 */
export async function sortedInTurns<T>(items: T[], key: (item: T) => string, turn = takeTurns()): Promise<T[]> {
  const before = (x: { key: string }, y: { key: string }) => x.key < y.key;
  let runs: { key: string; item: T }[][] = [];
  for (let at = 0; at < items.length; at += RUN) {
    const run = items.slice(at, at + RUN).map((item) => ({ key: key(item), item }));
    runs.push(run.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0)));
    await turn();
  }
  while (runs.length > 1) {
    const next: { key: string; item: T }[][] = [];
    for (let i = 0; i < runs.length; i += 2)
      next.push(i + 1 < runs.length ? await merged(runs[i], runs[i + 1], before, turn) : runs[i]);
    runs = next;
  }
  return (runs[0] ?? []).map((entry) => entry.item);
}
