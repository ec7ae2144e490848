import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaypalClient } from '../../server/payments/paypal-client.js';
import { PaypalProvider } from '../../server/payments/paypal.js';
import { StripeProvider } from '../../server/payments/stripe.js';
import { PaypalPayouts } from '../../server/settlement/paypal.js';
import { StripePayouts } from '../../server/settlement/stripe.js';
import { callsTo, stubFetch } from './payments-stubs.js';

/*
 * The settlement side of Stripe Connect Express and PayPal multiparty against recorded provider answers (no network):
 * what each call sends, and what each webhook means. The demo provider's full loop is tests/server/settlement.test.ts.
 */

const WEBHOOK_SECRET = 'whsec_settlement';
const CONNECT_SECRET = 'whsec_connect_settlement';
const dealer = {
  id: 1,
  email: 'dealer@demo.example',
  legalName: 'Ricambi Rossi Srl',
  iban: 'IT60X0542811101000000123456',
};
const account = (id: string, ready: boolean) => ({
  id,
  object: 'account',
  charges_enabled: ready,
  payouts_enabled: ready,
  requirements: { currently_due: ready ? [] : ['external_account', 'tos_acceptance.date'] },
});

describe('Stripe Connect Express', () => {
  const stub = stubFetch([
    ['POST', /^\/v1\/accounts$/, () => ({ body: account('acct_1Dealer', false) })],
    ['GET', /^\/v1\/accounts\/acct_1Dealer$/, () => ({ body: account('acct_1Dealer', true) })],
    [
      'POST',
      /^\/v1\/account_links$/,
      () => ({ body: { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_1Dealer/abc' } }),
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (call) => ({
        body: {
          id: 'pi_sale',
          object: 'payment_intent',
          amount: Number(call.form.get('amount')),
          status: 'requires_payment_method',
          client_secret: 'pi_sale_secret',
          metadata: {},
        },
      }),
    ],
    ['POST', /^\/v1\/transfers$/, () => ({ body: { id: 'tr_1', object: 'transfer', amount: 7760 } })],
    [
      'POST',
      /^\/v1\/payouts$/,
      (call) => ({
        body: { id: 'po_1', object: 'payout', amount: Number(call.form.get('amount')), status: 'pending' },
      }),
    ],
  ]);
  const provider = new StripeProvider({
    secretKey: 'sk_test_stub',
    webhookSecret: WEBHOOK_SECRET,
    connectWebhookSecret: CONNECT_SECRET,
    dealerProduct: 'prod_stub',
    fetch: stub.fetch,
  });
  const payouts = new StripePayouts(provider.stripe);

  it('creates an Express account once per dealer, with manual payouts, and an onboarding account link', async () => {
    const created = await payouts.createAccount(dealer);
    expect(created).toEqual({
      externalId: 'acct_1Dealer',
      trackingId: null,
      state: {
        chargesEnabled: false,
        payoutsEnabled: false,
        requirements: ['external_account', 'tos_acceptance.date'],
      },
    });
    const [call] = callsTo(stub.calls, 'POST', /^\/v1\/accounts$/);
    expect(call.form.get('type')).toBe('express');
    expect(call.form.get('country')).toBe('IT');
    expect(call.form.get('settings[payouts][schedule][interval]')).toBe('manual');
    expect(call.headers.get('idempotency-key')).toBe('rh-account-1');
    const link = await payouts.onboardingLink(
      { externalId: 'acct_1Dealer', trackingId: null, dealerId: 1 },
      'https://x/incassi',
    );
    expect(link.url).toContain('connect.stripe.com');
    const [linkCall] = callsTo(stub.calls, 'POST', /^\/v1\/account_links$/);
    expect(linkCall.form.get('type')).toBe('account_onboarding');
    expect(linkCall.form.get('return_url')).toBe('https://x/incassi');
    expect(await payouts.accountState('acct_1Dealer')).toEqual({
      chargesEnabled: true,
      payoutsEnabled: true,
      requirements: [],
    });
  });

  it('charges the sale as a destination charge with the fee as application_fee_amount', async () => {
    await provider.startPayment(
      {
        id: 77,
        dealerId: 4,
        condition: 'customer',
        totalCents: 8000,
        description: 'Preventivo Q-1',
        externalId: null,
        onBehalfOf: { account: 'acct_1Dealer', feeCents: 240 },
      },
      { id: 4, email: 'cliente@demo.example', legalName: null, customerId: null },
    );
    const [call] = callsTo(stub.calls, 'POST', /^\/v1\/payment_intents$/);
    expect(call.form.get('amount')).toBe('8000');
    expect(call.form.get('transfer_data[destination]')).toBe('acct_1Dealer');
    expect(call.form.get('application_fee_amount')).toBe('240');
    expect(call.form.get('on_behalf_of')).toBe('acct_1Dealer');
  });

  it('transfers only a sale the platform charged itself, then pays out from the connected account', async () => {
    const onBehalf = await payouts.transfer({
      payoutId: 5,
      account: 'acct_1Dealer',
      sale: { quotationId: 9, netCents: 7760, onBehalf: true, paymentExternalId: 'pi_sale' },
    });
    expect(onBehalf.transferId).toBeNull();
    expect(callsTo(stub.calls, 'POST', /^\/v1\/transfers$/)).toHaveLength(0);
    await payouts.transfer({
      payoutId: 5,
      account: 'acct_1Dealer',
      sale: { quotationId: 10, netCents: 7760, onBehalf: false, paymentExternalId: 'pi_old' },
    });
    const [transfer] = callsTo(stub.calls, 'POST', /^\/v1\/transfers$/);
    expect(transfer.form.get('destination')).toBe('acct_1Dealer');
    expect(transfer.form.get('amount')).toBe('7760');
    expect(transfer.headers.get('idempotency-key')).toBe('rh-transfer-10');
    const payout = await payouts.payout({ payoutId: 5, account: 'acct_1Dealer', amountCents: 15520 });
    expect(payout).toEqual({ externalId: 'po_1', status: 'in_transit' });
    const [call] = callsTo(stub.calls, 'POST', /^\/v1\/payouts$/);
    expect(call.headers.get('stripe-account')).toBe('acct_1Dealer');
    expect(call.headers.get('idempotency-key')).toBe('rh-payout-5');
    expect(call.form.get('metadata[payout_id]')).toBe('5');
  });

  const signed = (event: object, secret = CONNECT_SECRET) => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { rawBody: Buffer.from(payload), headers: { 'stripe-signature': header } };
  };

  it('reads Connect’s account.updated, payout.paid and payout.failed; a forged signature is refused', async () => {
    const updated = await provider.receiveConnectWebhook(
      signed({
        id: 'evt_acc',
        object: 'event',
        type: 'account.updated',
        account: 'acct_1Dealer',
        data: { object: account('acct_1Dealer', true) },
      }),
    );
    expect(updated?.effects).toEqual([
      {
        kind: 'payout-account-updated',
        account: 'acct_1Dealer',
        chargesEnabled: true,
        payoutsEnabled: true,
        requirements: [],
      },
    ]);
    const paid = await provider.receiveConnectWebhook(
      signed({
        id: 'evt_po',
        object: 'event',
        type: 'payout.paid',
        account: 'acct_1Dealer',
        data: { object: { id: 'po_1', object: 'payout', metadata: { payout_id: '5' } } },
      }),
    );
    expect(paid?.effects).toEqual([{ kind: 'payout-paid', payout: 'po_1', payoutId: 5 }]);
    const failed = await provider.receiveConnectWebhook(
      signed({
        id: 'evt_pf',
        object: 'event',
        type: 'payout.failed',
        account: 'acct_1Dealer',
        data: {
          object: { id: 'po_2', object: 'payout', metadata: { payout_id: '6' }, failure_message: 'IBAN chiuso' },
        },
      }),
    );
    expect(failed?.effects).toEqual([{ kind: 'payout-failed', payout: 'po_2', payoutId: 6, reason: 'IBAN chiuso' }]);
    const forged = signed({
      id: 'evt_x',
      object: 'event',
      type: 'payout.paid',
      account: 'acct_1Dealer',
      data: { object: { id: 'po_1' } },
    });
    forged.headers['stripe-signature'] = forged.headers['stripe-signature'].replace(
      /v1=[0-9a-f]+/,
      'v1=' + '0'.repeat(64),
    );
    expect(await provider.receiveConnectWebhook(forged)).toBeNull();
  });

  it('takes Connect’s events only with Connect’s secret, on its own endpoint', async () => {
    const event = {
      id: 'evt_acc_2',
      object: 'event',
      type: 'account.updated',
      account: 'acct_1Dealer',
      data: { object: account('acct_1Dealer', true) },
    };
    // The platform's secret does not open the Connect endpoint, and the platform's endpoint takes no Connect event.
    expect(await provider.receiveConnectWebhook(signed(event, WEBHOOK_SECRET))).toBeNull();
    expect(await provider.receiveWebhook(signed(event, WEBHOOK_SECRET))).toBeNull();
    expect(await provider.receiveWebhook(signed(event, CONNECT_SECRET))).toBeNull();
    // A platform event (no connected account) is not a Connect event, even signed with Connect's secret.
    const { account: _account, ...platformEvent } = event;
    expect(await provider.receiveConnectWebhook(signed(platformEvent, CONNECT_SECRET))).toBeNull();
    expect((await provider.receiveConnectWebhook(signed(event, CONNECT_SECRET)))?.effects).toHaveLength(1);
  });
  const booksStub = stubFetch([
    [
      'GET',
      /^\/v1\/balance_transactions$/,
      () => ({
        body: {
          object: 'list',
          url: '/v1/balance_transactions',
          has_more: false,
          data: [
            {
              id: 'txn_1',
              object: 'balance_transaction',
              type: 'charge',
              amount: 8000,
              created: 1772366400,
              source: { id: 'ch_1', object: 'charge', payment_intent: 'pi_sale', metadata: { order_id: '77' } },
            },
            {
              id: 'txn_2',
              object: 'balance_transaction',
              type: 'refund',
              amount: -6100,
              created: 1772370000,
              source: { id: 're_1', object: 'refund', metadata: { order_id: '12' } },
            },
            // The dealer's share leaving the platform's balance: not one of the movements compared.
            { id: 'txn_3', object: 'balance_transaction', type: 'transfer', amount: -7760, created: 1772366401 },
          ],
        },
      }),
    ],
    [
      'GET',
      /^\/v1\/payouts$/,
      () => ({
        body: {
          object: 'list',
          url: '/v1/payouts',
          has_more: false,
          data: [
            {
              id: 'po_1',
              object: 'payout',
              amount: 15520,
              status: 'paid',
              created: 1772373600,
              metadata: { payout_id: '5' },
            },
          ],
        },
      }),
    ],
  ]);

  it('reads the period’s balance transactions and each connected account’s payouts for the reconciliation', async () => {
    const books = new StripePayouts(
      new StripeProvider({
        secretKey: 'sk_test_stub',
        webhookSecret: WEBHOOK_SECRET,
        dealerProduct: 'prod_stub',
        fetch: booksStub.fetch,
      }).stripe,
    );
    const records = await books.reconciliationRecords({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
      accounts: ['acct_1Dealer'],
    });
    expect(records.movements).toEqual([
      {
        kind: 'payment',
        externalId: 'pi_sale',
        orderId: 77,
        payoutId: null,
        account: null,
        amountCents: 8000,
        status: null,
        at: new Date(1772366400 * 1000),
      },
      {
        kind: 'refund',
        externalId: 're_1',
        orderId: 12,
        payoutId: null,
        account: null,
        amountCents: 6100,
        status: null,
        at: new Date(1772370000 * 1000),
      },
      {
        kind: 'payout',
        externalId: 'po_1',
        orderId: null,
        payoutId: 5,
        account: 'acct_1Dealer',
        amountCents: 15520,
        status: 'paid',
        at: new Date(1772373600 * 1000),
      },
    ]);
    expect(records.covers).toEqual({ payments: ['customer', 'wallet', 'fee'], refunds: true, payouts: true });
    const [list] = callsTo(booksStub.calls, 'GET', /^\/v1\/balance_transactions$/);
    expect(list.url.searchParams.get('created[gte]')).toBe(String(Date.parse('2026-03-01T00:00:00Z') / 1000));
    expect(list.url.searchParams.get('expand[0]') ?? list.url.searchParams.get('expand[]')).toBe('data.source');
    const [payouts] = callsTo(booksStub.calls, 'GET', /^\/v1\/payouts$/);
    expect(payouts.headers.get('stripe-account')).toBe('acct_1Dealer');
  });
});

describe('PayPal multiparty', () => {
  const stub = stubFetch([
    ['POST', /^\/v1\/oauth2\/token$/, () => ({ body: { access_token: 'A21', expires_in: 3600 } })],
    [
      'GET',
      /^\/v1\/reporting\/transactions$/,
      () => ({
        body: {
          total_pages: 1,
          transaction_details: [
            {
              transaction_info: {
                transaction_id: '8TA7',
                transaction_event_code: 'T0006',
                transaction_initiation_date: '2026-03-01T10:00:00+0000',
                transaction_amount: { currency_code: 'EUR', value: '61.00' },
                custom_field: '31',
              },
            },
            {
              transaction_info: {
                transaction_id: '9RF2',
                transaction_event_code: 'T1107',
                transaction_initiation_date: '2026-03-01T11:00:00+0000',
                transaction_amount: { currency_code: 'EUR', value: '-61.00' },
                custom_field: '31',
              },
            },
            // A withdrawal of the platform's balance: not one of the movements compared.
            {
              transaction_info: {
                transaction_id: 'W1',
                transaction_event_code: 'T0400',
                transaction_amount: { currency_code: 'EUR', value: '-500.00' },
              },
            },
          ],
        },
      }),
    ],
    [
      'POST',
      /^\/v2\/customer\/partner-referrals$/,
      () => ({
        body: {
          links: [
            {
              rel: 'self',
              href: 'https://api-m.sandbox.paypal.com/v2/customer/partner-referrals/ZjcyODU4ZWYtYWYxZS00',
            },
            { rel: 'action_url', href: 'https://www.sandbox.paypal.com/bizsignup/partner/entry?referralToken=abc' },
          ],
        },
      }),
    ],
    [
      'GET',
      /^\/v1\/customer\/partners\/PARTNER1\/merchant-integrations\/MERCHANT9$/,
      () => ({ body: { merchant_id: 'MERCHANT9', payments_receivable: true, primary_email_confirmed: false } }),
    ],
    ['POST', /^\/v2\/checkout\/orders$/, () => ({ body: { id: '5O190127TN364715T', status: 'CREATED' } })],
    [
      'GET',
      /^\/v2\/checkout\/orders\/5O190127TN364715T$/,
      () => ({
        body: { id: '5O190127TN364715T', purchase_units: [{ payments: { captures: [{ id: '3C679366HH908993F' }] } }] },
      }),
    ],
    [
      'POST',
      /^\/v1\/payments\/referenced-payouts-items$/,
      () => ({ body: { item_id: 'ITEM-1', processing_state: { status: 'SUCCESS' } } }),
    ],
    [
      'POST',
      /^\/v1\/notifications\/verify-webhook-signature$/,
      (call) => ({
        body: { verification_status: call.body.includes('"transmission_sig":"good"') ? 'SUCCESS' : 'FAILURE' },
      }),
    ],
  ]);
  const options = {
    apiUrl: 'https://api-m.sandbox.paypal.com',
    clientId: 'paypal-client',
    clientSecret: 'secret',
    dealerPlan: 'P-DEALER',
    webhookId: 'WH-1',
    brandName: 'RicambiHub',
    fetch: stub.fetch,
  };
  const provider = new PaypalProvider(options);
  const payouts = new PaypalPayouts(new PaypalClient(options), 'PARTNER1');

  it('refers the dealer for onboarding with our tracking id and reads the merchant’s readiness', async () => {
    const created = await payouts.createAccount(dealer);
    expect(created.trackingId).toBe('rh-dealer-1');
    const link = await payouts.onboardingLink(
      { externalId: null, trackingId: 'rh-dealer-1', dealerId: 1 },
      'https://x/incassi',
    );
    expect(link.url).toContain('bizsignup');
    const [call] = callsTo(stub.calls, 'POST', /^\/v2\/customer\/partner-referrals$/);
    expect(call.json()).toMatchObject({ tracking_id: 'rh-dealer-1', products: ['EXPRESS_CHECKOUT'] });
    expect(JSON.stringify(call.json())).toContain('PARTNER_FEE');
    expect(await payouts.accountState('MERCHANT9')).toEqual({
      chargesEnabled: false,
      payoutsEnabled: false,
      requirements: ['primary_email_confirmed'],
    });
  });

  it('makes the dealer the payee, with the fee as platform_fees and a delayed disbursement', async () => {
    await provider.startPayment({
      id: 78,
      dealerId: 4,
      condition: 'customer',
      totalCents: 8000,
      description: 'Preventivo Q-2',
      externalId: null,
      onBehalfOf: { account: 'MERCHANT9', feeCents: 240 },
    });
    const [call] = callsTo(stub.calls, 'POST', /^\/v2\/checkout\/orders$/);
    const unit = (call.json() as { purchase_units: Record<string, unknown>[] }).purchase_units[0];
    expect(unit.payee).toEqual({ merchant_id: 'MERCHANT9' });
    expect(unit.payment_instruction).toEqual({
      disbursement_mode: 'DELAYED',
      platform_fees: [{ amount: { currency_code: 'EUR', value: '2.40' } }],
    });
  });

  it('releases a held sale with a referenced payout of its capture; the payout is then complete', async () => {
    const released = await payouts.transfer({
      payoutId: 5,
      account: 'MERCHANT9',
      sale: { quotationId: 11, netCents: 7760, onBehalf: true, paymentExternalId: '5O190127TN364715T' },
    });
    expect(released.transferId).toBe('ITEM-1');
    const [call] = callsTo(stub.calls, 'POST', /^\/v1\/payments\/referenced-payouts-items$/);
    expect(call.json()).toEqual({ reference_id: '3C679366HH908993F', reference_type: 'TRANSACTION_ID' });
    expect(call.headers.get('paypal-request-id')).toBe('rh-release-11');
    expect(await payouts.payout({ payoutId: 5, account: 'MERCHANT9', amountCents: 7760 })).toEqual({
      externalId: 'rh-paypal-payout-5',
      status: 'paid',
    });
  });

  const webhook = (event: object, sig = 'good') => ({
    rawBody: Buffer.from(JSON.stringify(event)),
    headers: {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/cert.pem',
      'paypal-transmission-id': 't-1',
      'paypal-transmission-sig': sig,
      'paypal-transmission-time': '2026-11-29T05:00:00Z',
    },
  });

  it('reads MERCHANT.ONBOARDING.COMPLETED as the account enabled; a forged event is refused', async () => {
    const event = {
      id: 'WH-EVT-1',
      event_type: 'MERCHANT.ONBOARDING.COMPLETED',
      resource: { merchant_id: 'MERCHANT9', tracking_id: 'rh-dealer-1' },
    };
    const read = await provider.receiveWebhook(webhook(event));
    expect(read?.effects).toEqual([
      {
        kind: 'payout-account-updated',
        account: 'MERCHANT9',
        trackingId: 'rh-dealer-1',
        chargesEnabled: true,
        payoutsEnabled: true,
        requirements: [],
      },
    ]);
    expect(await provider.receiveWebhook(webhook(event, 'bad'))).toBeNull();
  });
  it('reads the platform account’s payments and refunds with our order id for the reconciliation', async () => {
    const records = await payouts.reconciliationRecords({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
      accounts: [],
    });
    expect(
      records.movements.map(({ kind, externalId, orderId, amountCents }) => ({
        kind,
        externalId,
        orderId,
        amountCents,
      })),
    ).toEqual([
      { kind: 'payment', externalId: '8TA7', orderId: 31, amountCents: 6100 },
      { kind: 'refund', externalId: '9RF2', orderId: 31, amountCents: 6100 },
    ]);
    // The sellers' sales and payouts are in their own PayPal accounts: not compared, and the report says so.
    expect(records.covers).toEqual({ payments: ['wallet', 'fee'], refunds: true, payouts: false });
    expect(records.limits.length).toBeGreaterThan(0);
    const [search] = callsTo(stub.calls, 'GET', /^\/v1\/reporting\/transactions$/);
    expect(search.url.searchParams.get('start_date')).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('the customer’s payment through Stripe, on behalf of a dealer with an active Connect account', () => {
  it('asks Stripe for a destination charge of the whole amount with the fee as application fee', async () => {
    const { actors, call, newRequest, query, sendQuotation, DEALER } = await import('./quotations-fixtures.js');
    const { routes } = await import('../../contract/routes.js');
    const a = await actors();
    try {
      const stub = stubFetch([
        [
          'POST',
          /^\/v1\/payment_intents$/,
          (req) => ({
            body: {
              id: 'pi_dest',
              object: 'payment_intent',
              amount: Number(req.form.get('amount')),
              status: 'requires_payment_method',
              client_secret: 'pi_dest_secret',
              metadata: { order_id: req.form.get('metadata[order_id]') },
            },
          }),
        ],
      ]);
      a.t.app.payments.provider = new StripeProvider({
        secretKey: 'sk_test_stub',
        webhookSecret: WEBHOOK_SECRET,
        dealerProduct: 'prod_stub',
        fetch: stub.fetch,
      });
      await query(a.t, `delete from payout_accounts where dealer_id = ${DEALER}`);
      await query(
        a.t,
        `insert into payout_accounts (dealer_id, provider, external_id, charges_enabled, payouts_enabled)
         values (${DEALER}, 'stripe', 'acct_1Dealer', true, true)`,
      );
      const sent = await sendQuotation(a, await newRequest(a, 1));
      const accept = await call(
        a.t,
        a.customer,
        routes.customerQuotationAccept,
        { id: sent.id },
        {
          payment_type: 'online',
          payment_method_id: 4,
          shipping_fee_chosen: 'flat',
          accepted_rows: [sent.quotation_rows[0].id],
        },
      );
      expect(accept.statusCode, accept.body).toBe(200);
      await query(a.t, `update quotations set total_price = 80 where id = ${sent.id}`);
      const start = await call(a.t, a.customer, routes.customerQuotationPayStart, { id: sent.id });
      expect(start.statusCode, start.body).toBe(200);
      const [intent] = callsTo(stub.calls, 'POST', /^\/v1\/payment_intents$/);
      expect(intent.form.get('amount')).toBe('8000');
      expect(intent.form.get('transfer_data[destination]')).toBe('acct_1Dealer');
      expect(intent.form.get('application_fee_amount')).toBe('240');
      const [order] = await query<{ on_behalf_of: string }>(
        a.t,
        `select on_behalf_of from orders where quotation_id = ${sent.id} and condition = 'customer'`,
      );
      expect(order.on_behalf_of).toBe('acct_1Dealer');
    } finally {
      await a.t.close();
    }
  });
});
