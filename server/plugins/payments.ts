import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DemoProvider } from '../payments/demo.js';
import { demoPaymentSecret } from '../payments/demo-secret.js';
import type { FetchLike } from '../payments/paypal-client.js';
import type { PaymentProviderAdapter } from '../payments/provider.js';
import { createProvider } from '../payments/select.js';
import type { PayoutAdapter } from '../settlement/provider.js';
import { recordDemoMovement } from '../settlement/demo-records.js';
import { createPayoutAdapter } from '../settlement/select.js';
import { expireSubscriptions } from '../repositories/subscriptions.js';
import { runOncePerTick } from '../shared/run-once.js';

export interface Payments {
  /** The configured provider (tests may swap it for one talking to a stub). */
  provider: PaymentProviderAdapter;
  /** The demo provider, always present: its webhook only accepts events it signed itself. */
  demo: DemoProvider;
  /** Payout accounts, transfers and payouts at the configured provider (server/settlement). */
  payouts: PayoutAdapter;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

const EXPIRY_SWEEP_MS = 10 * 60 * 1000;

/** app.payments: the provider chosen by the configuration, plus the periodic sweep that ends expired subscriptions. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { fetch?: FetchLike }) => {
    const demo = new DemoProvider(await demoPaymentSecret(app.db, app.config.demoPaymentSecret), (movement) =>
      recordDemoMovement(app.db, movement),
    );
    const provider = createProvider(app.config, demo, opts.fetch);
    app.decorate('payments', {
      provider,
      demo,
      payouts: createPayoutAdapter(app.config, provider, demo, app.db, opts.fetch),
    });
    const sweep = () => {
      // Once per period across all instances (server/shared/run-once.ts).
      runOncePerTick(app.db, 'subscription-expiry', EXPIRY_SWEEP_MS, new Date(), (tx) => expireSubscriptions(tx)).catch(
        (error: unknown) => app.log.error({ err: error }, 'expireSubscriptions'),
      );
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, EXPIRY_SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'payments', dependencies: ['config', 'db'] },
);
