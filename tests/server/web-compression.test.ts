import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { testApp, type TestApp } from './support/app.js';

let t: TestApp;
let web: FastifyInstance;
let webDir: string;
// Big enough to be worth compressing, like any real chunk.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `ricambio ${i}` })))};\n`;
const pageFor = (title: string) =>
  `<!doctype html><html lang="it"><title>${title}</title><div id="root"></div>${'<!-- spazio -->'.repeat(100)}</html>`;
const page = pageFor('RicambiHub');
const customerPage = pageFor('RicambiHub · Clienti');
const consolePage = pageFor('RicambiHub — Console operatore');

beforeAll(async () => {
  t = await testApp();
  webDir = mkdtempSync(join(tmpdir(), 'rh-web-compress-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), page);
  writeFileSync(join(webDir, 'cliente.html'), customerPage);
  writeFileSync(join(webDir, 'admin.html'), consolePage);
  writeFileSync(join(webDir, 'assets', 'app-1234.js'), script);
  writeFileSync(join(webDir, 'assets', 'tiny-1234.js'), 'console.log(1)');
  await precompressDir(webDir);
  const config = loadConfig({ DATA_DIR: t.database.dataDir, WEB_DIR: webDir, LOG_LEVEL: 'silent' });
  web = await buildApp({ config, database: t.database, logger: false });
  await web.ready();
});

afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
  web.inject({
    method: 'GET',
    url,
    headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed web app', () => {
  it('the build step writes brotli and gzip copies of text files, skipping tiny ones', () => {
    expect(brotliDecompressSync(readFileSync(join(webDir, 'assets', 'app-1234.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(webDir, 'assets', 'app-1234.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(webDir, 'assets', 'tiny-1234.js.br'))).toThrow();
  });

  it('sends the brotli copy to a browser that accepts it, as JavaScript with the long cache', async () => {
    const answer = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file without compressed copy as it is', async () => {
    const answer = await get('/assets/tiny-1234.js', 'br, gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('console.log(1)');
  });

  it('compresses the page of every client-side route, still revalidated and with the security headers', async () => {
    for (const url of ['/', '/dashboard']) {
      const answer = await get(url, 'br', 'text/html');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(page);
    }
  });

  it('answers each app its own page: cliente.html under /cliente, admin.html under /admin, index.html elsewhere', async () => {
    const cases: [string, string][] = [
      ['/cliente', customerPage],
      ['/cliente/', customerPage],
      ['/cliente/richieste/12', customerPage],
      ['/cliente?x=1', customerPage],
      ['/admin', consolePage],
      ['/admin/dealers/3/show', consolePage],
      ['/', page],
      ['/dashboard', page],
      ['/clienti', page],
      ['/administrator', page],
      ['/profile/cliente', page],
    ];
    for (const [url, expected] of cases) {
      const answer = await get(url, 'br', 'text/html');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(brotliDecompressSync(answer.rawPayload).toString(), url).toBe(expected);
    }
  });
});
