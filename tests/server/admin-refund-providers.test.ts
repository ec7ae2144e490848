import { describe, expect, it } from 'vitest';
import { PaypalProvider } from '../../server/payments/paypal.js';
import type { PayableOrder } from '../../server/payments/provider.js';
import { StripeProvider } from '../../server/payments/stripe.js';
import { callsTo, stubFetch } from './payments-stubs.js';

/* The real providers' refunds, over stubbed transports: what is called, with which idempotency key. */

const order = (externalId: string): PayableOrder => ({
  id: 7,
  dealerId: 1,
  condition: 'wallet',
  totalCents: 6100,
  description: 'Rimborso',
  externalId,
});

describe('provider refunds', () => {
  it('Stripe refunds the order’s PaymentIntent with the order’s idempotency key', async () => {
    const stub = stubFetch([
      ['POST', /^\/v1\/refunds$/, () => ({ body: { id: 're_1', object: 'refund', status: 'succeeded' } })],
    ]);
    const stripe = new StripeProvider({
      secretKey: 'sk_test_stub',
      webhookSecret: 'whsec_x',
      dealerProduct: null,
      fetch: stub.fetch,
    });
    expect(await stripe.refundPayment(order('pi_42'), 'rh-refund-order-7')).toEqual({ refundId: 're_1' });
    const [call] = callsTo(stub.calls, 'POST', /^\/v1\/refunds$/);
    expect(call.form.get('payment_intent')).toBe('pi_42');
    expect(call.headers.get('idempotency-key')).toBe('rh-refund-order-7');
  });

  it('PayPal refunds the capture of the order’s PayPal order with PayPal-Request-Id', async () => {
    const stub = stubFetch([
      ['POST', /^\/v1\/oauth2\/token$/, () => ({ body: { access_token: 'A21-token', expires_in: 3600 } })],
      [
        'GET',
        /^\/v2\/checkout\/orders\/PAYPAL-1$/,
        () => ({
          body: {
            id: 'PAYPAL-1',
            status: 'COMPLETED',
            purchase_units: [{ custom_id: '7', payments: { captures: [{ id: 'CAP-1', status: 'COMPLETED' }] } }],
          },
        }),
      ],
      [
        'POST',
        /^\/v2\/payments\/captures\/CAP-1\/refund$/,
        () => ({ status: 201, body: { id: 'REF-1', status: 'COMPLETED' } }),
      ],
    ]);
    const paypal = new PaypalProvider({
      apiUrl: 'https://api-m.sandbox.paypal.com',
      clientId: 'client',
      clientSecret: 'secret',
      dealerPlan: 'P-DEALER',
      webhookId: 'WH-1',
      brandName: 'RicambiHub',
      fetch: stub.fetch,
    });
    expect(await paypal.refundPayment(order('PAYPAL-1'), 'rh-refund-order-7')).toEqual({ refundId: 'REF-1' });
    const [call] = callsTo(stub.calls, 'POST', /^\/v2\/payments\/captures\/CAP-1\/refund$/);
    expect(call.headers.get('paypal-request-id')).toBe('rh-refund-order-7');
  });
});
