import type { Config } from '../config.js';
import type { Db } from '../db/types.js';
import type { DemoProvider } from '../payments/demo.js';
import { PaypalClient, type FetchLike } from '../payments/paypal-client.js';
import type { PaymentProviderAdapter } from '../payments/provider.js';
import { StripeProvider } from '../payments/stripe.js';
import { DemoPayouts } from './demo.js';
import { PaypalPayouts } from './paypal.js';
import type { PayoutAdapter } from './provider.js';
import { StripePayouts } from './stripe.js';

/** The payout side of the configured payment provider. */
export function createPayoutAdapter(
  config: Config,
  provider: PaymentProviderAdapter,
  demo: DemoProvider,
  db: Db,
  fetch?: FetchLike,
): PayoutAdapter {
  if (provider instanceof StripeProvider) return new StripePayouts(provider.stripe);
  if (provider.name === 'paypal' && config.paypalClientId && config.paypalClientSecret) {
    return new PaypalPayouts(
      new PaypalClient({
        apiUrl: config.paypalApiUrl,
        clientId: config.paypalClientId,
        clientSecret: config.paypalClientSecret,
        fetch,
      }),
      config.paypalPartnerId,
    );
  }
  return new DemoPayouts(demo, config.publicUrl, db, config.demoPayoutLatencyMs);
}
