import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../contract/routes.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { freshDatabase, type TestDatabase } from '../server/support/db.js';
import { DEMO_PASSWORD } from '../server/support/app.js';
import { apiClient, injectTransport, type ApiClient } from '../support/apiClient.js';
import { mailsTo } from './support/mail.js';

/*
 * Passwords and tokens never reach the log, even at trace level, and no answer carries a password hash.
 * The app logs to a capturing stream while a user logs in (right and wrong), registers with a password,
 * changes it (right and wrong old password, mismatching pair), asks for a new one by mail and logs out.
 */

let database: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];
const bodies: string[] = [];
/** Every secret the scenario handles: none may appear in the log. */
const secrets = new Set<string>([DEMO_PASSWORD]);

/** The shared client over inject, keeping every answer's text to search for secrets. */
let client: ApiClient;

async function login(email: string, password: string): Promise<string> {
  const answer = await client.login(email, 'dealer-portal', password);
  const token = answer.status === 200 ? answer.body.token : '';
  if (token) secrets.add(token);
  return token;
}

beforeAll(async () => {
  database = await freshDatabase();
  const config = loadConfig({ DATA_DIR: database.dataDir, SERVE_WEB: 'false' });
  app = await buildApp({
    config,
    database,
    logger: { level: 'trace', stream: { write: (line) => void logLines.push(line) } },
  });
  await app.ready();
  const inject = injectTransport(app);
  client = apiClient(async (request) => {
    const answer = await inject(request);
    bodies.push(answer.text);
    return answer;
  });

  const wrong = 'Sbagliata-Segreta-1';
  const registration = 'Registrazione-Segreta-2';
  const changed = 'Cambiata-Segreta-3';
  for (const secret of [wrong, registration, changed]) secrets.add(secret);

  await login('dealer@demo.example', wrong);
  const dealerToken = await login('dealer@demo.example', DEMO_PASSWORD);
  const [{ id: dealerId }] = (await database.query(`select id from users where email = 'dealer@demo.example'`)) as {
    id: number;
  }[];
  const changePassword = (old_password: string, new_password: string, repeat_password: string) =>
    client.as(dealerToken).call('passwordUpdate', {
      params: { dealerId },
      body: { old_password, new_password, repeat_password },
    });
  await changePassword(wrong, changed, changed);
  await changePassword(DEMO_PASSWORD, changed, `${changed}x`);
  expect((await changePassword(DEMO_PASSWORD, changed, changed)).status).toBe(200);
  await login('dealer@demo.example', changed);

  // A dealer still registering sets its password with its company data.
  const newToken = await login('nuovo@demo.example', DEMO_PASSWORD);
  const [{ id: newId }] = (await database.query(`select id from users where email = 'nuovo@demo.example'`)) as {
    id: number;
  }[];
  const registered = await client.as(newToken).call('dealerUpdate', {
    params: { dealerId: newId },
    body: {
      legal_name: 'Ricambi Nuovi srl',
      phone: '+390212345678',
      vat_number: '12345678901',
      sdi: 'ABCDEFG',
      pec: 'nuovi@pec.example.it',
      adr_street: 'Via Roma',
      adr_house_no: '1',
      adr_city: 'Milano',
      adr_province: 1,
      adr_zip_code: '20100',
      password: registration,
      password_confirmation: registration,
      terms: true,
    },
  });
  expect(registered.status, registered.text).toBe(200);

  await client.call('forgotPassword', { body: { email: 'dealer2@demo.example' } });
  // The mail leaves after the answer: wait for it.
  const [mail] = await mailsTo(database.dataDir, 'dealer2@demo.example', 1);
  const mailed = /password è: (\S+)/.exec(mail?.text ?? '')?.[1];
  expect(mailed).toBeTruthy();
  secrets.add(mailed ?? '');
  const dealer2Token = await login('dealer2@demo.example', mailed ?? '');
  await client.as(dealer2Token).call('me');
  await client.as(dealer2Token).call('logout');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('secrets', () => {
  it('the scenario ran and was logged in detail', () => {
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(20);
    expect(app.log.level).toBe('trace');
    expect(log).toContain('request refused'); // the wrong password and the refused changes were logged
    expect(log).toContain(apiPath(routes.passwordUpdate, { dealerId: 1 }));
    expect(secrets.size).toBeGreaterThanOrEqual(8); // the passwords above plus three session tokens and the mailed one
  });

  it('no password or token appears in the log', () => {
    const log = logLines.join('');
    for (const secret of secrets)
      expect(log.includes(secret), `a secret of ${secret.length} characters is in the log`).toBe(false);
  });

  it('no answer carries a password, a password hash or another session’s token', async () => {
    const hashes = ((await database.query('select password_hash from users')) as { password_hash: string | null }[])
      .map((r) => r.password_hash)
      .filter(Boolean);
    const tokenHashes = ((await database.query('select token_hash from sessions')) as { token_hash: string }[]).map(
      (r) => r.token_hash,
    );
    for (const body of bodies) {
      expect(body).not.toMatch(/scrypt\$|password_hash|passwordHash|token_hash/);
      for (const hash of [...hashes, ...tokenHashes]) expect(body.includes(hash as string)).toBe(false);
      for (const secret of secrets) {
        // A login answer carries its own new token, and nothing else secret.
        if (body.includes(secret))
          expect(body, 'only the login answer may carry a token').toMatch(/"token":"[A-Za-z0-9_-]{43}"/);
      }
      expect(
        [...secrets]
          .filter((secret) => !/^[A-Za-z0-9_-]{43}$/.test(secret))
          .some((password) => body.includes(password)),
      ).toBe(false);
    }
  });
});
