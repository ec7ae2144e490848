import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../contract/routes.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Database } from '../../server/db/types.js';
import { browserUrl, requestLogTarget } from '../../server/logging.js';
import { freshDatabase } from './support/db.js';

/* The terminal of `npm start`: an address a browser opens, and request lines out of a person's way. */

describe('the address printed at start-up', () => {
  it('is localhost for a server on every interface, never 0.0.0.0 nor a container address', () => {
    expect(browserUrl({ host: '0.0.0.0', port: 8080, publicUrl: null })).toBe('http://localhost:8080');
    expect(browserUrl({ host: '::', port: 8080, publicUrl: null })).toBe('http://localhost:8080');
    expect(browserUrl({ host: '[::]', port: 3000, publicUrl: null })).toBe('http://localhost:3000');
  });

  it('is the host the server is bound to otherwise, with the port it got', () => {
    expect(browserUrl({ host: '127.0.0.1', port: 43_117, publicUrl: null })).toBe('http://127.0.0.1:43117');
    expect(browserUrl({ host: 'localhost', port: 8080, publicUrl: null })).toBe('http://localhost:8080');
    expect(browserUrl({ host: '::1', port: 8080, publicUrl: null })).toBe('http://[::1]:8080');
  });

  it('is PUBLIC_URL when set (a proxy or a domain), without a trailing slash', () => {
    expect(browserUrl({ host: '0.0.0.0', port: 8080, publicUrl: 'https://ricambi.example/' })).toBe(
      'https://ricambi.example',
    );
  });

  it('comes from the configuration: PUBLIC_URL only when it was set', () => {
    const unset = loadConfig({ HOST: '0.0.0.0', PORT: '8080' });
    expect(unset.publicUrlSet).toBe(false);
    const set = loadConfig({ PUBLIC_URL: 'https://ricambi.example' });
    expect(set.publicUrlSet).toBe(true);
  });
});

describe('where request lines go', () => {
  const base = { level: 'info' as const, setting: null, tty: true, dataDir: '/srv/data' };

  it('on a terminal: a file in the data folder; elsewhere (CI, containers): the JSON log, as before', () => {
    expect(requestLogTarget(base)).toEqual({ to: 'file', path: '/srv/data/logs/requests.log' });
    expect(requestLogTarget({ ...base, tty: false })).toEqual({ to: 'log' });
  });

  it('at LOG_LEVEL=debug or trace: the main log, whatever REQUEST_LOG says', () => {
    expect(requestLogTarget({ ...base, level: 'debug' })).toEqual({ to: 'log' });
    expect(requestLogTarget({ ...base, level: 'trace', setting: 'off' })).toEqual({ to: 'log' });
  });

  it('as REQUEST_LOG says otherwise: off, stdout or a file', () => {
    expect(requestLogTarget({ ...base, setting: 'off' })).toEqual({ to: 'off' });
    expect(requestLogTarget({ ...base, setting: 'stdout' })).toEqual({ to: 'log' });
    expect(requestLogTarget({ ...base, tty: false, setting: '/var/log/rh/requests.log' })).toEqual({
      to: 'file',
      path: '/var/log/rh/requests.log',
    });
    expect(requestLogTarget({ ...base, level: 'warn', setting: 'off' })).toEqual({ to: 'off' });
  });
});

describe('request lines in a file', () => {
  let database: Database & { dataDir: string };
  let folder: string;
  beforeAll(async () => {
    database = await freshDatabase();
    folder = mkdtempSync(join(tmpdir(), 'rh-requests-'));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('are written there, one JSON line each, and not to the terminal, where a warning still shows', async () => {
    const lines: string[] = [];
    const path = join(folder, 'logs', 'requests.log');
    const config = loadConfig({ DATA_DIR: database.dataDir, SERVE_WEB: 'false' });
    const app = await buildApp({
      config,
      database,
      logger: { level: 'info', stream: { write: (line) => lines.push(line) }, requests: { to: 'file', path } },
    });
    await app.ready();
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: apiPath(routes.health) })).statusCode).toBe(200);
    app.log.warn('something to see');
    await app.close();

    const written = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(written).toHaveLength(3);
    expect(written[0]).toMatchObject({ method: 'GET', url: apiPath(routes.health), statusCode: 200 });
    expect(lines.some((line) => line.includes('request completed') || line.includes('incoming request'))).toBe(false);
    expect(lines.some((line) => line.includes('something to see'))).toBe(true);
  });
});
