import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../contract/api/dealer.js';
import { apiPath, routes } from '../../contract/routes.js';
import { serverMessages } from '../../i18n/it/server.js';
import { UPLOAD_QUOTA } from '../../server/routes/dealer/upload-quota.js';
import { tinyPng } from '../support/images.js';
import { bearer, testApp, type TestApp } from '../server/support/app.js';
import { rows, sessionToken } from './support/chat.js';

/* Uploads are limited per user and hour, in files and in bytes: 429, Italian, Retry-After. */

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const upload = (token: string, file: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: apiPath(routes.uploadFile),
    headers: bearer(token),
    payload: { file: file.toString('base64') },
  });
const storedUploads = async (ownerId: number) =>
  (await rows<{ n: number }>(t, `select count(*)::int as n from uploads where owner_id = ${ownerId}`))[0].n;
const message = serverMessages.uploadQuota(UPLOAD_QUOTA.files, UPLOAD_QUOTA.bytes / (1024 * 1024), 60);

function expectQuotaRefusal(answer: Awaited<ReturnType<typeof upload>>) {
  expect(answer.statusCode, answer.body).toBe(429);
  expect(answer.json()).toEqual({ message });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(UPLOAD_QUOTA.windowMs / 1000 - 120);
  expect(retryAfter).toBeLessThanOrEqual(UPLOAD_QUOTA.windowMs / 1000);
}

describe('upload quota', () => {
  it(`a customer uploads ${UPLOAD_QUOTA.files} small files in an hour; the next is refused and not stored; another user is not affected`, async () => {
    const customer = 4;
    const token = await sessionToken(t, customer, 3_600_000, 'customer-app');
    for (let i = 0; i < UPLOAD_QUOTA.files; i++)
      expect((await upload(token, tinyPng(2, 2, [i, 0, 0]))).statusCode).toBe(201);
    const before = await storedUploads(customer);
    expectQuotaRefusal(await upload(token, tinyPng()));
    expect(await storedUploads(customer)).toBe(before);
    const other = await sessionToken(t, 2);
    expect((await upload(other, tinyPng())).statusCode).toBe(201);
  });

  it('a dealer sending large files is refused once the bytes of the hour are spent', async () => {
    const token = await sessionToken(t, 1);
    // A PNG signature and then filler: accepted by content, as large as allowed.
    const large = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES - 200, 7)]);
    const fit = Math.floor(UPLOAD_QUOTA.bytes / large.length);
    expect(fit).toBeLessThan(UPLOAD_QUOTA.files);
    for (let i = 0; i < fit; i++) expect((await upload(token, large)).statusCode).toBe(201);
    expectQuotaRefusal(await upload(token, large));
  });
});
