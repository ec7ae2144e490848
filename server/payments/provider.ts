import type { PaymentProvider } from '../../contract/api/payments.js';

/** An order as a provider needs it: amounts in EUR cents. */
export interface PayableOrder {
  id: number;
  dealerId: number;
  /** 'customer': a customer paying a dealer's quotation, a one-off payment like wallet and fee. */
  condition: 'dealer' | 'wallet' | 'fee' | 'customer';
  totalCents: number;
  description: string;
  /** The id this provider issued for the order at setup (payment intent, PayPal order, subscription); null before. */
  externalId: string | null;
  /**
   * A customer order charged on behalf of the dealer (server/settlement): the dealer's connected account and the
   * platform's fee taken at source. Absent: the platform charges it itself.
   */
  onBehalfOf?: { account: string; feeCents: number };
}

export interface DealerRef {
  id: number;
  email: string;
  legalName: string | null;
  /** The dealer's customer id at this provider, when one was created before. */
  customerId: string | null;
}

export interface SubscriptionStart {
  order: PayableOrder;
  dealer: DealerRef;
  /** Monthly cost from next month, and this month's pro-rata charged now. */
  monthlyCents: number;
  firstCents: number;
  /** The 1st of next month (Europe/Rome): the billing anchor. */
  nextPeriodStart: Date;
}

export interface ProviderStart {
  clientSecret: string | null;
  /** The provider's id of what was created (subscription, payment intent, PayPal order). */
  externalId: string | null;
  /** Set when the provider created a customer for the dealer. */
  customerId?: string | null;
}

/** What a verified provider event means for us; anything else is 'ignored'. */
export type PaymentEffect =
  | { kind: 'order-paid'; orderId: number; amountCents?: number; periodEnd?: Date }
  | { kind: 'order-failed'; orderId: number; reason?: string }
  /** A card or account refused: the same order stays payable with another one (as a provider's payment intent does). */
  | { kind: 'order-declined'; orderId: number; reason?: string }
  | { kind: 'subscription-paid'; externalId: string; orderId?: number; amountCents?: number; periodEnd?: Date }
  | { kind: 'subscription-failed'; externalId: string }
  | { kind: 'subscription-canceled'; externalId: string }
  | { kind: 'subscription-ended'; externalId: string }
  /** A dealer's payout account changed at the provider (server/settlement). */
  | {
      kind: 'payout-account-updated';
      account: string;
      /** PayPal names the merchant after onboarding: the tracking id we gave it finds the account. */
      trackingId?: string;
      chargesEnabled: boolean;
      payoutsEnabled: boolean;
      requirements: string[];
    }
  /** A payout reached the dealer's bank, or failed; `payoutId` is ours (metadata), `payout` the provider's id. */
  | { kind: 'payout-paid'; payout: string; payoutId?: number }
  | { kind: 'payout-failed'; payout: string; payoutId?: number; reason?: string };

export interface ProviderEvent {
  provider: PaymentProvider;
  /** The provider's event id: an event is applied once (payment_events). */
  eventId: string;
  type: string;
  effects: PaymentEffect[];
}

export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One interface for Stripe, PayPal and the demo provider. The server creates what the browser SDK pays
 * (start*), checks what the browser says was approved (confirm*), and turns signed webhooks into effects.
 * Failures the dealer can fix throw HttpError with an Italian message; provider outages throw other errors.
 */
export interface PaymentProviderAdapter {
  readonly name: PaymentProvider;
  startSubscription(input: SubscriptionStart): Promise<ProviderStart>;
  /** Wallet, fee and customer orders: a one-off payment of order.totalCents. */
  startPayment(order: PayableOrder, dealer: DealerRef): Promise<ProviderStart>;
  /** A secret to save a new card for the dealer; null when the provider has no card update. */
  startCardSetup(dealer: DealerRef): Promise<ProviderStart | null>;
  /**
   * payment/update: the browser says `externalId` was approved for `order`. Verifies it belongs to the order,
   * refuses a shipping country other than IT (SPEC §5) and captures where the provider needs it. Answers an
   * event to apply at once when the provider already reports the money (e.g. a completed PayPal capture).
   */
  confirmApproval(
    order: PayableOrder,
    externalId: string,
    subscriptionExternalId: string | null,
  ): Promise<ProviderEvent | null>;
  /**
   * The order was replaced by a newer one: cancels what the provider issued for it, so it can no
   * longer be paid. A payment that still arrives is credited to the dealer's wallet (server/payments/apply-event.ts).
   */
  cancelPayment(order: PayableOrder): Promise<void>;
  /**
   * Refund of a paid one-off order: whole (the operator's refund of a wallet or fee order), or `amountCents` of it (a
   * customer's return, server/returns). `idempotencyKey` is the same for every attempt at one refund, so a retry after
   * a lost answer never moves money twice at the provider. A customer order charged on behalf of the dealer gives back
   * the platform's fee and the dealer's transfer in proportion. Answers the provider's refund id.
   */
  refundPayment(order: PayableOrder, idempotencyKey: string, amountCents?: number): Promise<{ refundId: string }>;
  /** Profile card update: answers the saved payment method id. */
  confirmCardSetup(
    dealer: DealerRef,
    externalId: string,
    subscriptionExternalId: string | null,
  ): Promise<{ paymentMethodId: string }>;
  /** Verifies the signature on the raw body: null when it does not hold. */
  receiveWebhook(request: WebhookRequest): Promise<ProviderEvent | null>;
}

export const SHIPPING_COUNTRY = 'IT';

export function headerValue(headers: WebhookRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
