import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes, type RouteDef } from '../../contract/routes.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { STOCK_ROWS_MAX } from '../../server/stock/limits.js';
import { copyPgliteTemplate } from '../server/support/db.js';
import { xlsxBomb, xlsxOfLines } from '../server/stock-zip.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { createSessions, withDataFolder } from './support/setup-data.js';

/*
 * The real server on embedded PGlite while a dealer sends the stock files of the attack review (a million-line CSV to
 * import, a zip bomb and a million-row XLSX to preview) and an import of a real size, each as the portal sends it (the
 * file as the request's body, read as it arrives): the server is never held (no
 * health answer waits 2 s; a whole file used to hold it for 9 to 61 s) and its resident memory stays within
 * 300 MB of what it holds idle. Speed is a benchmark's business, not a test's: `npm run bench:stock-load` runs this
 * file with the hard budget (health p99 ≤ 100 ms) on an idle machine; docs/performance.md keeps the figures.
 */

const HEALTH_MAX_MS = 2_000;
const HEALTH_P99_MS = Number(process.env.STOCK_LOAD_P99_MS) || null;
const RSS_GROWTH_MB = 300;
const DEALER = 1;
/** STOCK_LOAD_IMPORT_LINES=200000 measures the largest import accepted (minutes on PGlite). */
const IMPORTED_LINES = Number(process.env.STOCK_LOAD_IMPORT_LINES) || 20_000;

let dataDir = '';
let server: ServerProcess;
let token = '';

beforeAll(async () => {
  dataDir = await copyPgliteTemplate();
  token = (await withDataFolder(dataDir, (database) => createSessions(database, [DEALER], 'dealer-portal'))).get(
    DEALER,
  )!;
  // The minute's sweep works in PGlite, on the event loop too: left out, so what is measured is the file's doing.
  server = await startServerProcess(dataDir, { SWEEP_SECONDS: '86400' }, { collectable: true });
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/** A CSV of `lines` items as a management system writes it, about 18 bytes a line. */
function csvOfLines(lines: number): Buffer {
  const out = ['Codice OE;Marca;Prezzo netto;Quantità'];
  for (let i = 0; i < lines; i += 1) out.push(`A${i};Bosch;${(i % 900) + 1},5;${i % 9}`);
  return Buffer.from(out.join('\n') + '\n', 'utf8');
}

interface Measured {
  status: number;
  message: string;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  healthCalls: number;
  rssGrowthMb: number;
  seconds: number;
}

/**
 * Sends one stock file while asking /api/health every 10 ms (one call at a time) and reading the server's resident
 * memory every 20 ms; the growth is over the memory held idle, after a full collection, just before.
 */
async function underLoad(route: RouteDef | null, file: Buffer, search = ''): Promise<Measured> {
  const idleKb = await server.rssAfterGcKb();
  // The collection may still be running on a busy machine: the measure starts once health answers at once again.
  for (let quick = 0; quick < 3;) {
    const sent = performance.now();
    await (await fetch(`${server.url}${apiPath(routes.health)}`)).arrayBuffer();
    quick = performance.now() - sent < 20 ? quick + 1 : 0;
  }
  let peakKb = idleKb;
  let done = false;
  const latencies: number[] = [];
  const memory = setInterval(() => (peakKb = Math.max(peakKb, server.rssKb())), 20);
  const health = (async () => {
    while (!done) {
      const sent = performance.now();
      const answer = await fetch(`${server.url}${apiPath(routes.health)}`);
      await answer.arrayBuffer();
      latencies.push(performance.now() - sent);
      await sleep(10);
    }
  })();
  const started = performance.now();
  try {
    const answer = route
      ? await fetch(`${server.url}${apiPath(route, { dealerId: DEALER })}${search}`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
          body: new Uint8Array(file),
        })
      : (await sleep(3_000), new Response('', { status: 200 }));
    const text = await answer.text();
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await health;
    const sorted = [...latencies].sort((x, y) => x - y);
    return {
      status: answer.status,
      message: answer.status === 200 ? '' : (JSON.parse(text) as { message: string }).message,
      healthP50: Math.round(percentile(sorted, 0.5)),
      healthP99: Math.round(percentile(sorted, 0.99)),
      healthMax: Math.round(sorted.at(-1)!),
      healthCalls: sorted.length,
      rssGrowthMb: Math.round((peakKb - idleKb) / 1024),
      seconds: Math.round(seconds * 10) / 10,
    };
  } finally {
    done = true;
    clearInterval(memory);
  }
}

function report(name: string, m: Measured) {
  console.log(
    `${name}: ${m.status}, health p50 ${m.healthP50} ms, p99 ${m.healthP99} ms, max ${m.healthMax} ms (${m.healthCalls} calls), RSS +${m.rssGrowthMb} MB, ${m.seconds} s`,
  );
  expect(m.healthMax, `${name}: longest health answer`).toBeLessThanOrEqual(HEALTH_MAX_MS);
  if (HEALTH_P99_MS !== null) expect(m.healthP99, `${name}: health p99`).toBeLessThanOrEqual(HEALTH_P99_MS);
  expect(m.rssGrowthMb, `${name}: RSS growth`).toBeLessThanOrEqual(RSS_GROWTH_MB);
}

describe('stock files under load, on PGlite', () => {
  it('(the health check with no file, for comparison)', async () => {
    const m = await underLoad(null, Buffer.alloc(0));
    report('no file (3 s)', m);
  });

  it('a 1,000,000-line CSV import is refused at the row cap, health answering throughout', async () => {
    const file = csvOfLines(1_000_000);
    expect(file.length).toBeGreaterThan(16 * 1024 * 1024);
    const m = await underLoad(routes.stockImportFile, file, '?mode=replace');
    report('1M-line CSV import', m);
    expect(m.status).toBe(413);
    // Read as it arrives: the reading stops at line 200,001, whatever the file's size.
    expect(m.message).toBe(stockMessages.tooManyRows(STOCK_ROWS_MAX));
  });

  it('a zip bomb (1 MB declaring a 1 GB image) is refused by the preview', async () => {
    const m = await underLoad(routes.stockPreviewFile, xlsxBomb(1024));
    report('zip bomb preview', m);
    expect(m.status).toBe(413);
  });

  it('a 1,000,000-row XLSX preview is refused at the row cap', async () => {
    const file = xlsxOfLines(['Codice OE', 'Marca', 'Prezzo netto', 'Quantità'], 1_000_000, (i) => [
      1_000_000 + i,
      'Bosch',
      (i % 900) + 1.5,
      i % 9,
    ]);
    const m = await underLoad(routes.stockPreviewFile, file);
    report('1M-row XLSX preview', m);
    expect(m.status).toBe(413);
    expect(m.message).toBe(stockMessages.tooManyRows(STOCK_ROWS_MAX));
  });

  it(`an import of ${IMPORTED_LINES} lines into PGlite writes them all, health answering throughout`, async () => {
    const m = await underLoad(routes.stockImportFile, csvOfLines(IMPORTED_LINES), '?mode=replace');
    report(`${IMPORTED_LINES}-line CSV import`, m);
    expect(m.status).toBe(200);
  });
});
