import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../contract/common.js';
import { apiPath, routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { serverMessages } from '../../i18n/it/server.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { HttpError } from '../../server/plugins/errors.js';
import { bearer, testApp, type TestApp } from './support/app.js';

let t: TestApp;
let web: FastifyInstance;
let webDir: string;

beforeAll(async () => {
  t = await testApp();
  // A second app on the same database, serving a small built web app, with a few failing routes.
  webDir = mkdtempSync(join(tmpdir(), 'rh-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>RicambiHub</title><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  const config = loadConfig({ DATA_DIR: t.database.dataDir, WEB_DIR: webDir, LOG_LEVEL: 'silent' });
  web = await buildApp({ config, database: t.database, logger: false });
  web.get('/api/test/crash', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  web.get('/api/test/database-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  web.get('/api/test/conflict', async () => {
    throw new HttpError(409, errors.conflict);
  });
  await web.ready();
});

afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const loginUrl = apiPath(routes.login);

describe('error shape', () => {
  it('answers 422 with per-field Italian messages for a bad login payload', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      payload: { password: 'x', security: 'telnet' },
    });
    expect(answer.statusCode).toBe(422);
    const body = ErrorResponse.parse(answer.json());
    expect(body.message).toBe(errors.validation);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'security']);
    expect(body.errors?.security).toEqual([errors.unknownClient]);
  });

  it('answers 422 naming the email field for an invalid address', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.forgotPassword),
      payload: { email: 'non-una-email' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ email: [errors.email] });
  });

  it('answers 422 for a bad query parameter once the caller is known', async () => {
    const token = await t.login('dealer@demo.example');
    const answer = await t.app.inject({
      method: 'GET',
      url: `${apiPath(routes.ping)}?security=altro`,
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ security: [errors.unknownClient] });
  });

  it('answers 401, not 422, to an anonymous caller of a protected route with a bad query', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${apiPath(routes.ping)}?security=altro` });
    expect(answer.statusCode).toBe(401);
  });

  it.each([
    ['malformed JSON', '{"email": ', 400, errors.malformedBody],
    ['an empty JSON body', '', 400, errors.malformedBody],
  ])('answers %s with %i', async (_label, payload, status, message) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ message });
  });

  it('answers 415 to a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: loginUrl,
        payload: 'email=a',
        headers: { 'content-type': type },
      });
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({ message: serverMessages.unsupportedMediaType });
    }
  });

  it('answers 413 to a body over 1 MB', async () => {
    const payload = JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(1_100_000), security: 'dealer-portal' });
    const answer = await t.app.inject({
      method: 'POST',
      url: loginUrl,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: errors.bodyTooLarge });
  });

  it('answers 404 in JSON for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const answer = await t.app.inject({ method, url: '/api/non/esiste', headers: { accept: 'text/html' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.json()).toEqual({ message: errors.routeNotFound });
    }
  });

  it('hides the cause of an unexpected error behind a 500 with the Italian message', async () => {
    const answer = await web.inject({ method: 'GET', url: '/api/test/crash' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: errors.internal });
    expect(answer.body).not.toContain('secret');
  });

  it('answers 503 when the database cannot be reached', async () => {
    const answer = await web.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: errors.unavailable });
  });

  it('answers an HttpError with its status and message', async () => {
    const answer = await web.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: errors.conflict });
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('are on API answers, successful or not', async () => {
    for (const url of [`${apiPath(routes.discovery)}?security=dealer-portal`, apiPath(routes.me), '/api/nope']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('add HSTS only behind HTTPS', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('web app', () => {
  it('answers index.html for any page path a browser asks for, with the security headers', async () => {
    for (const url of ['/', '/dashboard', '/dashboard/expired?page=2', '/una/pagina/inesistente']) {
      const answer = await web.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).toContain('<div id="root">');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets with a long cache, and 404 for missing ones', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await web.inject({ method: 'GET', url: '/assets/nope.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps answering JSON for unknown /api paths even when a page is asked for', async () => {
    const answer = await web.inject({ method: 'GET', url: '/api/sconosciuto', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: errors.routeNotFound });
  });
});

describe('paths the router refuses before any route', () => {
  it("answer the API's error shape in Italian for an overlong parameter", async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/submission/list/${'x'.repeat(500)}` });
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toEqual({ message: errors.validation });
    expect(ErrorResponse.safeParse(answer.json()).success).toBe(true);
    // Answered before any hook: the security headers still go with it.
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('API docs', () => {
  it('serve the OpenAPI document of the registered contract routes', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    const doc = answer.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.app.apiRoutes) {
      const path = apiPath(route, {
        id: '{id}',
        dealerId: '{dealerId}',
        filter: '{filter}',
        templateId: '{templateId}',
        itemId: '{itemId}',
        keyId: '{keyId}',
        userId: '{userId}',
        memberId: '{memberId}',
        submissionId: '{submissionId}',
        courier: '{courier}',
        returnId: '{returnId}',
        invoiceId: '{invoiceId}',
      })
        .replace(/%7B/g, '{')
        .replace(/%7D/g, '}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/api/user/login'].post.requestBody).toBeDefined();
  });

  it('serve the documentation page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('swagger-ui');
  });
});

describe('GET /media/<name>', () => {
  it('serves the seeded files with their content type, nosniff and a cache header', async () => {
    const rows = (await t.database.query(`select name, content_type from uploads order by name`)) as {
      name: string;
      content_type: string;
    }[];
    const byExtension = new Map(rows.map((row) => [row.name.split('.').pop(), row]));
    expect([...byExtension.keys()]).toEqual(expect.arrayContaining(['svg', 'pdf', 'wav']));
    const expected: Record<string, string> = {
      svg: 'image/svg+xml',
      pdf: 'application/pdf',
      wav: 'audio/wav',
      png: 'image/png',
      jpg: 'image/jpeg',
    };
    for (const [extension, row] of byExtension) {
      const answer = await t.app.inject({ method: 'GET', url: `/media/${row.name}` });
      expect(answer.statusCode, row.name).toBe(200);
      expect(answer.headers['content-type']).toBe(expected[extension ?? '']);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(answer.rawPayload.length).toBeGreaterThan(0);
    }
  });

  it('serves the logos named by ping', async () => {
    const token = await t.login('dealer@demo.example');
    const ping = (
      await t.app.inject({
        method: 'GET',
        url: `${apiPath(routes.ping)}?security=dealer-portal`,
        headers: bearer(token),
      })
    ).json();
    for (const url of [ping.logo.horizontal.light, ping.logo.vertical.color]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      // An SVG opened on its own runs no script.
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it.each([
    '../package.json',
    '..%2F..%2Fpackage.json',
    '%2E%2E%2Fpackage.json',
    '.lock',
    'nope.svg',
    'index.exe',
    'a/b.svg',
  ])('answers 404 for %s', async (name) => {
    const answer = await t.app.inject({ method: 'GET', url: `/media/${name}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('"name"');
  });
});
