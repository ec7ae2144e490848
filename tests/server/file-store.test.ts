import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { DatabaseStore } from '../../server/storage/database-store.js';
import { FolderStore, type StoredFileBody } from '../../server/storage/file-store.js';
import { tinyPng } from '../support/images.js';
import { testApp, type TestApp } from './support/app.js';

let t: TestApp;
let folder = '';
beforeAll(async () => {
  t = await testApp({ SEED: 'false' });
  folder = await mkdtemp(path.join(os.tmpdir(), 'rh-store-'));
});
afterAll(async () => {
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function bytesOf(file: StoredFileBody | null): Promise<Buffer | null> {
  if (!file) return null;
  if (Buffer.isBuffer(file.body)) return file.body;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('upload stores (server/storage)', () => {
  it.each([
    ['folder', () => new FolderStore(folder)],
    ['database', () => new DatabaseStore(t.app.db)],
  ])('the %s store keeps bytes as given, refuses a name twice, and forgets a removed file', async (_kind, make) => {
    const store = make();
    const png = tinyPng();
    const name = `upload-${_kind}-1.png`;
    await store.put(name, 'image/png', png);
    const file = await store.get(name);
    expect(file?.size).toBe(png.length);
    expect((await bytesOf(file))?.equals(png)).toBe(true);
    await expect(store.put(name, 'image/png', Buffer.from('altro'))).rejects.toThrow();
    await store.remove(name);
    expect(await store.get(name)).toBeNull();
  });

  it('the database store still serves an upload an earlier version left on disk', async () => {
    const png = tinyPng();
    await writeFile(path.join(folder, 'upload-old.png'), png);
    const store = new DatabaseStore(t.app.db, new FolderStore(folder));
    expect((await bytesOf(await store.get('upload-old.png')))?.equals(png)).toBe(true);
    expect(await store.get('upload-missing.png')).toBeNull();
  });
});

describe('GET /api/health/ready', () => {
  it('answers ok while the database answers, 503 with the Italian message when it does not; /api/health stays ok', async () => {
    const ready = await t.app.inject({ method: 'GET', url: apiPath(routes.ready) });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });

    const query = t.app.database.query;
    t.app.database.query = () => Promise.reject(new Error('connection terminated'));
    try {
      const down = await t.app.inject({ method: 'GET', url: apiPath(routes.ready) });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: errors.unavailable });
      expect((await t.app.inject({ method: 'GET', url: apiPath(routes.health) })).statusCode).toBe(200);
    } finally {
      t.app.database.query = query;
    }
  });
});
