import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ErrorResponse } from '../../contract/common.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { hashToken, newToken } from '../../server/auth/tokens.js';
import { adminQuery, databaseUrl } from '../server/support/postgres.js';
import { callApi, type Answer } from './support/http.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/*
 * PostgreSQL mode: the real server reaches its database through a loopback TCP proxy this test controls.
 * Cutting the proxy is the database going away (stopped, or the network dropping packets); restoring it is
 * the database coming back. The dealer notices a clear Italian 503, soon, and then everything working
 * again without anyone restarting the server.
 */

const url = process.env.TEST_DATABASE_URL;
const template = inject('postgresTemplate');
const enabled = Boolean(url && template);
const title = enabled
  ? 'database outage (PostgreSQL)'
  : 'database outage (PostgreSQL) — skipped: TEST_DATABASE_URL is not set';
if (!enabled)
  console.warn(
    'db-outage: skipped, PostgreSQL mode only (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );

/** Longer than any answer may take: a request still waiting then is a hang, and the test fails on it. */
const HANG_MS = 15_000;
const DEALER = 1;

let proxy: TcpProxy | null = null;
let server: ServerProcess | null = null;
let database = '';
let dataDir = '';
let token = '';
const figures: string[] = [];

beforeAll(async () => {
  if (!enabled || !url || !template) return;
  database = `${template.prefix}outage_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${database} TEMPLATE ${template.database}`);
  token = newToken();
  await adminQuery(
    databaseUrl(url, database),
    `insert into sessions (user_id, token_hash, client, expires_at)
    values (${DEALER}, '${hashToken(token)}', 'dealer-portal', now() + interval '1 hour')`,
  );
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-outage-'));
  await fs.cp(template.dataDir, dataDir, { recursive: true });

  const target = new URL(url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(databaseUrl(url, database));
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  server = await startServerProcess(dataDir, { DATABASE_URL: viaProxy.toString() });
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  if (url && database) await adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  if (figures.length > 0) console.info(`db-outage: ${figures.join('; ')}`);
});

/** Calls that need the database: two lists and a login. (Not ping: its counters are served from a cache.) */
const probes = () => {
  const base = (server as ServerProcess).url;
  const signal = () => AbortSignal.timeout(HANG_MS);
  return [
    () => callApi(base, routes.messageList, { token, params: { userId: DEALER }, signal: signal() }),
    () =>
      callApi(base, routes.quotationList, { token, params: { dealerId: DEALER, filter: 'pending' }, signal: signal() }),
    () =>
      callApi(base, routes.login, {
        body: { email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' },
        signal: signal(),
      }),
  ];
};

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: Math.round(performance.now() - started) };
  } catch (error) {
    // No answer at all: say whether the server process is gone, and what it printed.
    const exit = server?.child.exitCode ?? server?.child.signalCode;
    throw new Error(
      `no answer (${String(error)}); server ${exit == null ? 'running' : `exited: ${exit}`}:\n${server?.output() ?? ''}`,
      { cause: error },
    );
  }
}

/** Every probe at once (as a page's several calls would); answers how long the slowest took. */
async function expectAllOk(): Promise<number> {
  const answers = await Promise.all(probes().map((probe) => timed(probe)));
  for (const { value } of answers) expect(value.status, JSON.stringify(value.body)).toBe(200);
  return Math.max(...answers.map((a) => a.ms));
}

async function expectAllUnavailable(): Promise<number> {
  const answers = await Promise.all(probes().map((probe) => timed(probe as () => Promise<Answer<ErrorResponse>>)));
  for (const { value } of answers) {
    expect(value.status, JSON.stringify(value.body)).toBe(503);
    expect(value.body).toEqual({ message: errors.unavailable });
  }
  return Math.max(...answers.map((a) => a.ms));
}

describe.skipIf(!enabled)(title, () => {
  for (const mode of ['refuse', 'blackhole'] as const) {
    const what =
      mode === 'refuse'
        ? 'stops (connections reset and refused)'
        : 'stops answering (connections accepted, never served)';
    it(`answers 503 with the Italian message while the database ${what}, and recovers without a restart`, async () => {
      const p = proxy as TcpProxy;
      await expectAllOk();

      p.cut(mode);
      const outage: number[] = [];
      try {
        // First on the pool's connections just cut, then on new ones (refused, or never answered).
        outage.push(await expectAllUnavailable());
        expect(server?.child.exitCode).toBeNull();
        outage.push(await expectAllUnavailable());
      } finally {
        p.restore();
      }
      const recovery = await expectAllOk();
      expect(server?.child.exitCode).toBeNull();
      figures.push(
        `${mode}: slowest 503 ${outage.join(' ms then ')} ms, first calls after restore answered in ${recovery} ms`,
      );
    });
  }
});
