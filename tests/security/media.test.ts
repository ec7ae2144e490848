import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../server/plugins/media.js';
import { testApp, type TestApp } from '../server/support/app.js';

/*
 * /media needs no login (an <img>, <audio> or document frame cannot send the bearer token). What users upload,
 * registration documents included, is served only under the 128-bit random name the server gave it, kept out
 * of shared caches, search engines and Referer headers. docs/security.md explains the choice.
 */

let t: TestApp;
let uploaded: string;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

beforeAll(async () => {
  t = await testApp();
  const token = await t.login('cliente@demo.example', undefined, 'customer-app');
  const answer = await t
    .client(token)
    .call('uploadFile', { body: { file: PNG.toString('base64'), name: 'libretto.png' } });
  expect(answer.status, answer.text).toBe(201);
  uploaded = answer.body.url;
});
afterAll(async () => t?.close());

/** /media is no route of the API's table: its files are bytes, fetched as an <img> would. */
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('uploaded files', () => {
  it('get a name of 128 random bits, not the one the client sent', () => {
    expect(uploaded).toMatch(/^\/media\/upload-[0-9a-f]{32}\.png$/);
    expect(uploaded).not.toContain('libretto');
  });

  it('are served to whoever holds the name, privately: no shared cache, no indexing, no Referer', async () => {
    const answer = await get(uploaded);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(PNG)).toBe(true);
    expect(answer.headers['cache-control']).toMatch(/^private\b/);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-robots-tag']).toContain('noindex');
  });

  it('cannot be found by guessing: a near name, a short name or another folder answer 404', async () => {
    const last = uploaded.at(-5) === '0' ? '1' : '0';
    const near = `${uploaded.slice(0, -5)}${last}.png`;
    // A file with a guessable upload name (copied in by hand, say) is not served either.
    writeFileSync(join(uploadsDir(t.database.dataDir), 'upload-1.png'), PNG);
    for (const url of [
      near,
      '/media/upload-1.png',
      `/media/${uploaded.slice(7).toUpperCase()}`,
      `/media/..%2F${uploaded.slice(7)}`,
      '/media/uploads',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe("the product's own pictures", () => {
  it('stay public and cacheable (logos, demo images)', async () => {
    const answer = await get('/media/brand-horizontal-light.svg');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/^public\b/);
  });

  it('are the only files with guessable names that registration documents point at: the fictitious demo ones', async () => {
    const rows = (await t.database.query(
      `select distinct registration_document as url from vehicles where registration_document is not null`,
    )) as { url: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const { url } of rows)
      expect(url).toMatch(/^\/media\/(carta-di-circolazione(-\d+)?\.(pdf|svg)|upload-[0-9a-f]{32}\.\w+)$/);
  });
});
