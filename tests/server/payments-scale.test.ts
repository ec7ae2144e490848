import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoCheckoutResponse, PaymentSetupResponse } from '../../contract/api/payments.js';
import type { Body, RouteName } from '../../contract/routes.js';
import { paymentTrustMessages } from '../../i18n/it/payments.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { DEMO_SIGNATURE_HEADER } from '../../server/payments/demo.js';
import { apiClient, injectTransport, type CallInput } from '../support/apiClient.js';
import { testApp, type TestApp } from './support/app.js';

/*
 * Two app instances on one database (PGlite here, PostgreSQL with TEST_DATABASE_URL). The demo provider's
 * key is shared, so a purchase started on one instance is paid on the other; a one-per-dealer coupon is redeemed
 * once however many payments of it arrive at the same time.
 */

const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Marco Rossi' };
const DEALER = 1;
let t: TestApp;
let token: string;
const extra: FastifyInstance[] = [];

async function instance(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ DATA_DIR: t.database.dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database: t.database, logger: false });
  await app.ready();
  extra.push(app);
  return app;
}

/** The shared client over one instance's inject: the instances share the database, not their process. */
const clientOf = (app: FastifyInstance, as: string | null = token) => apiClient(injectTransport(app), as);
const post = <N extends RouteName>(app: FastifyInstance, route: N, params: CallInput<N>['params'], body: Body<N>) =>
  clientOf(app).call(route, { params, body });
const rows = async <T>(sql: string) => (await t.database.query(sql)) as T[];
const credits = async () =>
  Number((await rows<{ credits: string }>(`select credits from users where id = ${DEALER}`))[0].credits);

async function buy(app: FastifyInstance, coupon?: string) {
  const answer = await post(
    app,
    'creditsBuy',
    { dealerId: DEALER },
    {
      credits_amount: 50,
      ...(coupon ? { coupon } : {}),
    },
  );
  expect(answer.status, answer.text).toBe(200);
  return PaymentSetupResponse.parse(answer.body);
}

beforeAll(async () => {
  t = await testApp();
  token = await t.login('dealer@demo.example');
});
afterAll(async () => {
  for (const app of extra) await app.close();
  await t?.close();
});

describe('demo provider key shared by every instance', () => {
  it('a purchase started on one instance is paid on another (key created once in the database)', async () => {
    const other = await instance();
    const before = await credits();
    const setup = await buy(t.app);
    const paid = await post(other, 'demoCheckout', {}, { client_secret: setup.client_secret as string, ...CARD });
    expect(paid.status, paid.text).toBe(200);
    expect(DemoCheckoutResponse.parse(paid.body).status).toBe('succeeded');
    expect(await credits()).toBe(before + 50);
    // The demo payment key, created once (the demo courier keeps a key of its own beside it).
    const keys = await rows<{ n: number }>(
      `select count(*)::int as n from app_secrets where name = 'demo_payment_secret'`,
    );
    expect(keys[0].n).toBe(1);
  });

  it('DEMO_PAYMENT_SECRET, when configured, is the key', async () => {
    const [one, two] = [
      await instance({ DEMO_PAYMENT_SECRET: 'chiave-condivisa' }),
      await instance({ DEMO_PAYMENT_SECRET: 'chiave-condivisa' }),
    ];
    const setup = await buy(one);
    expect(
      (await post(t.app, 'demoCheckout', {}, { client_secret: setup.client_secret as string, ...CARD })).status,
    ).toBe(422);
    expect(
      (await post(two, 'demoCheckout', {}, { client_secret: setup.client_secret as string, ...CARD })).status,
    ).toBe(200);
  });
});

describe('coupon redemption under concurrent payments', () => {
  /** The provider confirms both wallet orders at once, as two captured payments of two tabs would be. */
  async function payBothAtOnce(apps: FastifyInstance[], orderIds: number[], round: number) {
    return Promise.all(
      orderIds.map(async (orderId, i) => {
        const [order] = await rows<{ total_cents: string; external_id: string }>(
          `select total_cents, external_id from orders where id = ${orderId}`,
        );
        const { body, signature } = apps[i].payments.demo.signEvent({
          id: `evt_race_${round}_${orderId}`,
          type: 'payment.succeeded',
          order_id: orderId,
          amount_cents: Number(order.total_cents),
          external_id: order.external_id,
        });
        return clientOf(apps[i], null).call('demoWebhook', {
          payload: body,
          headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
        });
      }),
    );
  }

  it(
    '20 rounds of two simultaneous payments with a one-per-dealer coupon: redeemed once each round, no 500',
    { timeout: 120_000 },
    async () => {
      const apps = [t.app, await instance()];
      let doubles = 0;
      for (let round = 0; round < 20; round += 1) {
        const code = `GARA${round}`;
        await rows(`insert into coupons (code, free_credits, max_uses) values ('${code}', 10, 100)`);
        const first = await buy(apps[0], code);
        const second = await buy(apps[1], code);
        const before = await credits();
        const answers = await payBothAtOnce(apps, [first.order!.id, second.order!.id], round);
        for (const answer of answers) expect(answer.status, answer.text).toBe(200);
        const [coupon] = await rows<{ uses: number; redeemed: number }>(
          `select uses, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as redeemed from coupons c where code = '${code}'`,
        );
        if (coupon.uses !== 1 || coupon.redeemed !== 1) doubles += 1;
        expect(await credits()).toBe(before + 50 + 50 + 10);
      }
      expect(doubles).toBe(0);
      const notices = await rows<{ n: number }>(
        `select count(*)::int as n from notifications where user_id = ${DEALER} and title = '${paymentTrustMessages.couponNotAppliedTitle}'`,
      );
      expect(notices[0].n).toBe(20);
    },
  );
});
