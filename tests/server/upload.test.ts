import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES } from '../../contract/api/dealer.js';
import { apiPath, routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { serverMessages } from '../../i18n/it/server.js';
import { tinyJpeg, tinyPng } from '../support/images.js';
import { bearer, testApp, type TestApp } from './support/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('dealer2@demo.example');
});
afterAll(async () => t?.close());

const upload = (file: string, auth = token) =>
  t.app.inject({ method: 'POST', url: apiPath(routes.uploadFile), headers: bearer(auth), payload: { file } });
const uploadsFolder = () => join(t.database.dataDir, 'uploads');
/** Uploads wherever the store keeps them: the folder (embedded database) or the table (PostgreSQL). */
const storedNames = async () => [
  ...(await readdir(uploadsFolder()).catch(() => [])).filter((name) => name.startsWith('upload-')),
  ...((await t.database.query('select name from stored_files order by name')) as { name: string }[]).map(
    (row) => row.name,
  ),
];
const rowsCount = async () =>
  Number(((await t.database.query('select count(*)::int as n from uploads')) as { n: number }[])[0].n);

describe('POST /api/upload/file', () => {
  it('stores a PNG under a server-made name and serves it back as image/png, byte for byte', async () => {
    const png = tinyPng();
    const answer = await upload(png.toString('base64'));
    expect(answer.statusCode).toBe(201);
    const { url } = answer.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/upload-[0-9a-f]{32}\.png$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const [row] = (await t.database.query(
      `select name, content_type, size, owner_id from uploads where name = '${url.slice(7)}'`,
    )) as Record<string, unknown>[];
    const me = await t.app.inject({ method: 'GET', url: apiPath(routes.me), headers: bearer(token) });
    expect(row).toEqual({ name: url.slice(7), content_type: 'image/png', size: png.length, owner_id: me.json().id });
  });

  it('takes a JPEG sent as a data: URL and serves it as image/jpeg with a .jpg name', async () => {
    const jpeg = tinyJpeg();
    const answer = await upload(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
    expect(answer.statusCode).toBe(201);
    const { url } = answer.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/upload-[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpeg)).toBe(true);
  });

  it('gives two uploads of the same file two different names', async () => {
    const file = tinyPng().toString('base64');
    const first = (await upload(file)).json<{ url: string }>().url;
    const second = (await upload(file)).json<{ url: string }>().url;
    expect(first).not.toBe(second);
  });

  it.each([
    [
      'a text file renamed .png (declared as image/png)',
      `data:image/png;base64,${Buffer.from('non sono una immagine\n').toString('base64')}`,
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64')],
    [
      'an SVG (scripts could run from it)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n').toString('base64')],
  ])('refuses %s clearly, storing nothing', async (_label, file) => {
    const before = { files: await storedNames(), rows: await rowsCount() };
    const answer = await upload(file);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: serverMessages.uploadUnsupported,
      errors: { file: [serverMessages.uploadUnsupported] },
    });
    expect(await storedNames()).toEqual(before.files);
    expect(await rowsCount()).toBe(before.rows);
  });

  it('refuses a file over the size limit with 413 and the limit in the message', async () => {
    const before = await storedNames();
    const oversize = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const answer = await upload(oversize.toString('base64'));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe(serverMessages.uploadTooLarge(UPLOAD_MAX_MEGABYTES));
    expect(answer.json().message).toContain('2 MB');
    expect(await storedNames()).toEqual(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const png = tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES - png.length)]);
    expect((await upload(exact.toString('base64'))).statusCode).toBe(201);
  });

  it('refuses a body far over the limit before reading it, with the generic Italian message', async () => {
    const answer = await upload('A'.repeat(5 * UPLOAD_MAX_BYTES));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: errors.bodyTooLarge });
  });

  it.each([
    ['not base64 at all', 'questo non è base64!'],
    ['an empty data URL', 'data:image/png;base64,'],
  ])('refuses %s', async (_label, file) => {
    const answer = await upload(file);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.file).toHaveLength(1);
  });

  it('needs a logged-in user', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: apiPath(routes.uploadFile),
      payload: { file: tinyPng().toString('base64') },
    });
    expect(answer.statusCode).toBe(401);
  });
});
