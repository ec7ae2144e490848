import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLIC_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
const PAYPAL = {
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_DEALER_PLAN: 'P-1',
  PAYPAL_WEBHOOK_ID: 'WH-1',
};

describe('payment provider from the configuration', () => {
  it.each([
    ['no keys', {}, 'demo'],
    ['only the browser keys (ping)', { PAYPAL_CLIENT_ID: 'id', STRIPE_PUBLIC_KEY: 'pk' }, 'demo'],
    ['Stripe keys', STRIPE, 'stripe'],
    ['PayPal keys', PAYPAL, 'paypal'],
    ['both: Stripe first', { ...STRIPE, ...PAYPAL }, 'stripe'],
    ['both, PAYMENT_PROVIDER=paypal', { ...STRIPE, ...PAYPAL, PAYMENT_PROVIDER: 'paypal' }, 'paypal'],
    ['keys but PAYMENT_PROVIDER=demo', { ...STRIPE, PAYMENT_PROVIDER: 'demo' }, 'demo'],
  ])('%s → %s', (_name, env, provider) => {
    expect(loadConfig(env).paymentProvider).toBe(provider);
  });

  it('refuses to start a real provider with missing keys, naming them', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLIC_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'id' })).toThrow(
      /PAYPAL_CLIENT_SECRET, PAYPAL_DEALER_PLAN, PAYPAL_WEBHOOK_ID/,
    );
  });

  it('PayPal talks to the sandbox unless PAYPAL_API_URL says otherwise', () => {
    expect(loadConfig(PAYPAL).paypalApiUrl).toBe('https://api-m.sandbox.paypal.com');
    expect(loadConfig({ ...PAYPAL, PAYPAL_API_URL: 'https://api-m.paypal.com/' }).paypalApiUrl).toBe(
      'https://api-m.paypal.com',
    );
  });
});
