import { errors } from '../../i18n/it/errors.js';
import { Id } from '../common.js';
import { CREDIT_OPTIONS } from '../constants.js';
import { PaymentSetup } from '../entities/order.js';
import { z } from '../z.js';

/** Who takes the money: chosen by the server's configuration (docs/payments-api.md). */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'demo'] as const;
export const PaymentProvider = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/**
 * Answer of payment/setup, credits/buy and fee/pay. Amounts in euro.
 * - client_secret: what the provider's web SDK needs (Stripe: PaymentIntent or SetupIntent secret; PayPal: the
 *   PayPal order id for wallet/fee, null for the subscription, created in the browser with plan_id and
 *   custom_id = order.id; demo: a signed token for POST /payment/demo/checkout).
 * - order: null when nothing can be paid now ('Al momento non disponibile').
 * - amount / tax_amount: order total without VAT and its VAT (0 on the subscription, which carries none).
 * - free_credits: credits a coupon adds on top of the bought ones (credits/buy only, else 0).
 */
export const PaymentSetupResponse = PaymentSetup.extend({
  provider: PaymentProvider,
  amount: z.number(),
  tax_amount: z.number(),
  free_credits: z.number(),
});
export type PaymentSetupResponse = z.infer<typeof PaymentSetupResponse>;

/** payment/setup: 'subscription' (default) prepares the subscription order; 'card' only a card-update secret. */
export const PaymentSetupQuery = z.object({
  purpose: z.enum(['subscription', 'card']).default('subscription'),
});

export const PaymentUpdateBody = z.object({
  /** The order just approved by the provider; null (or absent) for the profile's card update. */
  order_id: Id.nullable().optional(),
  status: z.literal('pending'),
  /** Provider id the browser got back: PayPal subscriptionID/orderID, Stripe PaymentIntent/SetupIntent id, demo id. */
  external_id: z.string().trim().min(1, errors.required).max(200),
});

export const CreditsBuyBody = z.object({
  credits_amount: z.coerce
    .number()
    .refine(
      (v) => (CREDIT_OPTIONS as readonly number[]).includes(v),
      'Importo non disponibile: scegli 50, 100, 200 o 500',
    ),
  coupon: z.string().trim().max(50).nullable().optional(),
});

export const CouponCheckBody = z.object({ coupon: z.string().trim().min(1, errors.required).max(50) });

/** The demo provider's card form (no real money): see docs/payments-api.md for the test cards. */
export const DemoCheckoutBody = z.object({
  client_secret: z.string().trim().min(1, errors.required).max(300),
  card_number: z.string().trim().min(1, errors.required).max(30),
  expiry: z.string().trim().min(1, errors.required).max(7),
  cvc: z.string().trim().min(1, errors.required).max(4),
  holder: z.string().trim().min(1, errors.required).max(100),
  shipping_country: z.string().trim().toUpperCase().length(2).default('IT'),
});

export const DemoCheckoutResponse = z.object({
  status: z.enum(['succeeded', 'failed']),
  /** Italian reason when failed (card declined, shipping country not IT, expired card...). */
  message: z.string().optional(),
  /** Pass it as external_id to payment/update. */
  external_id: z.string(),
});
export type DemoCheckoutResponse = z.infer<typeof DemoCheckoutResponse>;

/** Provider webhooks: the body is the provider's event, verified on the raw bytes before it is parsed for use. */
export const WebhookBody = z.record(z.string(), z.unknown());
