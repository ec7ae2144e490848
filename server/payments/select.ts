import type { Config } from '../config.js';
import { DemoProvider } from './demo.js';
import { PaypalProvider } from './paypal.js';
import type { FetchLike } from './paypal-client.js';
import type { PaymentProviderAdapter } from './provider.js';
import { StripeProvider } from './stripe.js';

/** The provider of the configuration (config.paymentProvider already checked its keys). */
export function createProvider(config: Config, demo: DemoProvider, fetch?: FetchLike): PaymentProviderAdapter {
  if (config.paymentProvider === 'stripe' && config.stripeSecretKey) {
    return new StripeProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      connectWebhookSecret: config.stripeConnectWebhookSecret,
      dealerProduct: config.stripeDealerProduct,
      fetch,
    });
  }
  if (config.paymentProvider === 'paypal' && config.paypalClientId && config.paypalClientSecret) {
    return new PaypalProvider({
      apiUrl: config.paypalApiUrl,
      clientId: config.paypalClientId,
      clientSecret: config.paypalClientSecret,
      dealerPlan: config.paypalDealerPlan,
      webhookId: config.paypalWebhookId,
      brandName: config.appName,
      fetch,
    });
  }
  return demo;
}
