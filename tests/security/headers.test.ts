import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH } from '../../contract/realtime.js';
import { apiPath, routes } from '../../contract/routes.js';
import { bearer, testApp, type TestApp } from '../server/support/app.js';
import { DEALER_1 } from './support/records.js';
import { sampleParams } from './support/samples.js';

/*
 * The security headers on every kind of answer: web pages and assets, API answers (successful, refused,
 * malformed, unknown), media files. HSTS only when the request came over TLS.
 */

let t: TestApp;
let webDir: string;
let token: string;

type Headers = Record<string, string | string[] | number | undefined>;
const STRICT_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

function expectSecurityHeaders(headers: Headers, what: string, frameAncestors = "'none'") {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).not.toBe('');
  const scripts = directive(csp, 'script-src') ?? directive(csp, 'default-src') ?? '';
  expect(scripts, `${what}: script-src or default-src`).not.toBe('');
  expect(scripts, `${what}: no inline scripts`).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  expect(directive(csp, 'frame-ancestors'), `${what}: frame-ancestors`).toBe(`frame-ancestors ${frameAncestors}`);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(STRICT_REFERRER, `${what}: referrer policy ${String(headers['referrer-policy'])}`).toContain(
    headers['referrer-policy'],
  );
  expect(headers['strict-transport-security'], `${what}: no HSTS over plain HTTP`).toBeUndefined();
}

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'rh-security-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><title>RicambiHub</title><div id="root"></div><script type="module" src="/assets/app-1.js"></script>',
  );
  writeFileSync(join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
  t = await testApp({ WEB_DIR: webDir, SERVE_WEB: 'true' });
  token = await t.login(DEALER_1.email);
});

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on web pages and assets', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/password-recovery',
      '/pagina/inesistente',
      '/assets/app-1.js',
      '/assets/manca.js',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(answer.statusCode, url).toBeLessThan(500);
      expectSecurityHeaders(answer.headers, url);
    }
  });

  it('are on every GET route of the API, with and without a token, and on errors and unknown addresses', async () => {
    const gets = t.app.apiRoutes.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(10);
    for (const route of gets) {
      const url = `${apiPath(route, sampleParams(route.path, DEALER_1.id))}?security=dealer-portal`;
      for (const headers of [bearer(token), {}]) {
        const answer = await t.app.inject({ method: 'GET', url, headers });
        expectSecurityHeaders(answer.headers, `${url} ${answer.statusCode}`);
      }
    }
    const odd = [
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      t.app.inject({
        method: 'POST',
        url: apiPath(routes.login),
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      t.app.inject({
        method: 'POST',
        url: apiPath(routes.login),
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
      }),
      t.app.inject({ method: 'POST', url: apiPath(routes.login), payload: { email: 'x'.repeat(2_000_000) } }),
      t.app.inject({ method: 'DELETE', url: apiPath(routes.me), headers: bearer(token) }),
    ];
    const statuses: number[] = [];
    for (const answer of await Promise.all(odd)) {
      statuses.push(answer.statusCode);
      expectSecurityHeaders(answer.headers, `error ${answer.statusCode}`);
    }
    expect(statuses).toEqual([404, 400, 415, 413, 404]);
  });

  it('are on media files; documents may be framed by our own pages only', async () => {
    const [{ name: pdf }] = (await t.database.query(
      `select substring(registration_document from 8) as name from vehicles where registration_document like '%.pdf' limit 1`,
    )) as { name: string }[];
    for (const [url, frameAncestors] of [
      ['/media/brand-horizontal-light.svg', "'self'"],
      [`/media/${pdf}`, "'self'"],
      ['/media/manca.png', "'self'"],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(url.includes('manca') ? 404 : 200);
      expectSecurityHeaders(answer.headers, url, frameAncestors);
    }
  });
});

describe('HSTS', () => {
  it('is sent when TLS ends at a proxy named in TRUST_PROXY, and not for plain HTTP', async () => {
    const proxied = await testApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const overTls = await proxied.app.inject({
        method: 'GET',
        url: `${apiPath(routes.discovery)}?security=dealer-portal`,
        headers: { 'x-forwarded-proto': 'https' },
      });
      const hsts = String(overTls.headers['strict-transport-security'] ?? '');
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      const plain = await proxied.app.inject({
        method: 'GET',
        url: `${apiPath(routes.discovery)}?security=dealer-portal`,
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const direct = await t.app.inject({ method: 'GET', url: '/' });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('connect-src', () => {
  const connectSources = (csp: string) => (directive(csp, 'connect-src') ?? '').split(/\s+/).slice(1);

  it('allows only this origin with the demo provider: no other host, no ws:/wss: to anywhere', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(connectSources(String(answer.headers['content-security-policy']))).toEqual(["'self'"]);
  });

  it.each([
    ['stripe', ['https://api.stripe.com']],
    [
      'paypal',
      [
        'https://www.paypal.com',
        'https://www.sandbox.paypal.com',
        'https://api-m.paypal.com',
        'https://api-m.sandbox.paypal.com',
      ],
    ],
  ] as const)('with %s: this origin and that provider only', async (provider, origins) => {
    const { appCsp } = await import('../../server/plugins/security-headers.js');
    expect(connectSources(appCsp(provider))).toEqual(["'self'", ...origins]);
  });
});

describe('Cache-Control on the API', () => {
  it('no-store on every API answer: authenticated GETs, the login (it carries a token), errors', async () => {
    const gets = t.app.apiRoutes.filter((route) => route.method === 'GET' && route.access !== 'public');
    for (const route of gets) {
      const url = `${apiPath(route, sampleParams(route.path, DEALER_1.id))}?security=dealer-portal`;
      const answer = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(answer.headers['cache-control'], `${url} ${answer.statusCode}`).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.login),
      payload: { email: 'dealer2@demo.example', password: 'demo1234', security: 'dealer-portal' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web assets cacheable', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe("socket.io's own HTTP answers", () => {
  it('carry the security headers and no-store: the polling handshake and its errors', async () => {
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `${baseUrl}${CHAT_SOCKET_PATH}`;
    for (const [url, status] of [
      [`${base}/?EIO=4&transport=polling`, 200],
      [`${base}/?EIO=4&transport=nope`, 400],
      [`${base}/?EIO=4&transport=polling&sid=inesistente`, 400],
    ] as const) {
      const answer = await fetch(url);
      expect(answer.status, url).toBe(status);
      const headers = Object.fromEntries(answer.headers.entries());
      expectSecurityHeaders(headers, url);
      expect(headers['cache-control'], url).toBe('no-store');
    }
  });
});
