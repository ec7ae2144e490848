import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../i18n/it/errors.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { MailTransport } from '../../server/mail/transport.js';
import { DEMO_PASSWORD, testApp, type TestApp } from '../server/support/app.js';
import { apiClient, injectTransport } from '../support/apiClient.js';
import { mailedPassword, mailsTo } from './support/mail.js';

/*
 * Forgot-password used to replace the password at once, so anyone could lock anyone out.
 * Now the mailed password sits beside the old one: valid for 30 minutes and once, it becomes the password when
 * first used; the answer is the same whether the account exists or not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const login = (email: string, password: string) => t.client().login(email, 'dealer-portal', password);
const forgot = (email: string) => t.client().call('forgotPassword', { body: { email } });
const me = (token: string) => t.client(token).call('me');

async function askNewPassword(email: string): Promise<string> {
  const before = (await mailsTo(t.database.dataDir, email, 0)).length;
  expect((await forgot(email)).status).toBe(200);
  return mailedPassword((await mailsTo(t.database.dataDir, email, before + 1))[before]);
}

describe('finding 3: a new password by mail replaces nothing until it is used', () => {
  it('keeps the old password and the open sessions working after someone asks for a new one', async () => {
    const email = 'dealer@demo.example';
    const token = await t.login(email);
    const mailed = await askNewPassword(email);
    expect(mailed).toMatch(/^[A-Za-z0-9]{12}$/);

    expect((await me(token)).status).toBe(200);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('lets the mailed password in once, makes it the password and closes the other sessions', async () => {
    const email = 'dealer2@demo.example';
    const token = await t.login(email);
    const mailed = await askNewPassword(email);

    const first = await login(email, mailed);
    expect(first.status).toBe(200);
    expect((await me(first.body.token)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(401);
    // From now on it is simply the password.
    expect((await login(email, mailed)).status).toBe(200);
  });

  it('refuses a mailed password after 30 minutes, and one replaced by a later request', async () => {
    const email = 'nuovo@demo.example';
    const replaced = await askNewPassword(email);
    const latest = await askNewPassword(email);
    expect((await login(email, replaced)).status).toBe(401);

    await t.database.query(
      `update users set reset_password_expires_at = now() - interval '1 second' where lower(email) = '${email}'`,
    );
    expect((await login(email, latest)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);

    await askNewPassword(email);
    const [{ minutes }] = (await t.database.query(
      `select extract(epoch from reset_password_expires_at - now()) / 60 as minutes from users where lower(email) = '${email}'`,
    )) as { minutes: number | string }[];
    expect(Number(minutes)).toBeGreaterThan(29);
    expect(Number(minutes)).toBeLessThanOrEqual(30);
  });

  it('answers the same for an existing and an unknown email, without waiting for the mail to leave', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slowTransport: MailTransport = {
      kind: 'smtp',
      async send(mail) {
        await held;
        sent.push(mail.to);
      },
      async close() {},
    };
    const config = loadConfig({ DATA_DIR: t.database.dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: t.database, logger: false, mailTransport: slowTransport });
    try {
      const ask = (email: string) => apiClient(injectTransport(app)).call('forgotPassword', { body: { email } });
      const [known, unknown] = await Promise.all([ask('dealer@demo.example'), ask('nessuno-qui@demo.example')]);
      for (const answer of [known, unknown]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ message: errors.forgotPasswordSent });
      }
      expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
      // Both answered while the mail to the existing account is still on its way.
      expect(sent).toEqual([]);
    } finally {
      release();
      await app.close();
    }
    expect(sent).toEqual(['dealer@demo.example']);
  });
});
