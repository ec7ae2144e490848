import Stripe from 'stripe';
import { serverMessages } from '../../i18n/it/server.js';
import { HttpError } from '../plugins/http-error.js';
import type { FetchLike } from './paypal-client.js';
import { stateOf } from '../settlement/stripe.js';
import {
  headerValue,
  SHIPPING_COUNTRY,
  type DealerRef,
  type PayableOrder,
  type PaymentEffect,
  type PaymentProviderAdapter,
  type ProviderEvent,
  type ProviderStart,
  type SubscriptionStart,
  type WebhookRequest,
} from './provider.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | null;
  /** Stripe Connect's endpoint secret (STRIPE_CONNECT_WEBHOOK_SECRET): the connected accounts' events. */
  connectWebhookSecret?: string | null;
  /** Product the subscription price is created under; created once with a fixed id when absent. */
  dealerProduct: string | null;
  /** Replaces the HTTP transport (tests answer with recorded responses, no network). */
  fetch?: FetchLike;
}

const DEFAULT_PRODUCT_ID = 'ricambihub_dealer_subscription';
const ORDER_KEY = 'order_id';

type PaymentIntentLike = Pick<
  Stripe.PaymentIntent,
  'id' | 'status' | 'amount' | 'amount_received' | 'metadata' | 'shipping'
>;

/**
 * Stripe through its server SDK: a Subscription (default_incomplete, billed from the 1st of next month with this
 * month pro-rated) for the dealer plan, PaymentIntents (EUR cents, manual capture so the shipping country is
 * checked before money moves) for wallet and fee orders, SetupIntents for the card update; webhooks verified by
 * stripe.webhooks.constructEvent: the platform's events with STRIPE_WEBHOOK_SECRET on /payment/stripe/webhook, the
 * connected accounts' (Connect) events with STRIPE_CONNECT_WEBHOOK_SECRET on /payment/stripe/connect/webhook. Each
 * endpoint takes only its own kind: a Connect event is never read with the platform's secret, nor the reverse.
 */
export class StripeProvider implements PaymentProviderAdapter {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;
  private productId: string | null;

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 1,
      ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch as typeof fetch) } : {}),
    });
    this.productId = options.dealerProduct;
  }

  private async customer(dealer: DealerRef): Promise<string> {
    if (dealer.customerId) return dealer.customerId;
    const created = await this.stripe.customers.create(
      { email: dealer.email, name: dealer.legalName ?? undefined, metadata: { dealer_id: String(dealer.id) } },
      { idempotencyKey: `rh-customer-${dealer.id}` },
    );
    return created.id;
  }

  private async product(): Promise<string> {
    if (this.productId) return this.productId;
    try {
      await this.stripe.products.create({ id: DEFAULT_PRODUCT_ID, name: serverMessages.itemSubscription });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'resource_already_exists') throw error;
    }
    this.productId = DEFAULT_PRODUCT_ID;
    return this.productId;
  }

  async startSubscription({ order, dealer, monthlyCents, nextPeriodStart }: SubscriptionStart): Promise<ProviderStart> {
    const customer = await this.customer(dealer);
    const subscription = await this.stripe.subscriptions.create(
      {
        customer,
        items: [
          {
            price_data: {
              currency: 'eur',
              product: await this.product(),
              unit_amount: monthlyCents,
              recurring: { interval: 'month' },
            },
          },
        ],
        billing_cycle_anchor: Math.floor(nextPeriodStart.getTime() / 1000),
        proration_behavior: 'create_prorations',
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        metadata: { [ORDER_KEY]: String(order.id), dealer_id: String(dealer.id) },
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: `rh-subscription-${order.id}` },
    );
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    return {
      clientSecret: invoice?.confirmation_secret?.client_secret ?? null,
      externalId: subscription.id,
      customerId: customer,
    };
  }

  async startPayment(order: PayableOrder, dealer: DealerRef): Promise<ProviderStart> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: order.totalCents,
        currency: 'eur',
        capture_method: 'manual',
        allowed_payment_method_types: ['card'],
        description: order.description,
        receipt_email: dealer.email,
        ...(dealer.customerId ? { customer: dealer.customerId } : {}),
        metadata: { [ORDER_KEY]: String(order.id), condition: order.condition, dealer_id: String(dealer.id) },
        // A customer's sale: a destination charge on behalf of the dealer's Connect account, our fee taken at source.
        ...(order.onBehalfOf
          ? {
              on_behalf_of: order.onBehalfOf.account,
              transfer_data: { destination: order.onBehalfOf.account },
              application_fee_amount: order.onBehalfOf.feeCents,
            }
          : {}),
      },
      { idempotencyKey: `rh-order-${order.id}` },
    );
    return { clientSecret: intent.client_secret, externalId: intent.id };
  }

  /** A replaced order: its PaymentIntent (or the subscription created for it) is cancelled, so it cannot be paid. */
  async cancelPayment(order: PayableOrder): Promise<void> {
    if (!order.externalId) return;
    if (order.condition === 'dealer') await this.stripe.subscriptions.cancel(order.externalId);
    else await this.stripe.paymentIntents.cancel(order.externalId, { cancellation_reason: 'duplicate' });
  }

  /** The PaymentIntent of a wallet or fee order, refunded whole. */
  async refundPayment(
    order: PayableOrder,
    idempotencyKey: string,
    amountCents?: number,
  ): Promise<{ refundId: string }> {
    if (!order.externalId) throw new Error(`order ${order.id} has no PaymentIntent to refund`);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: order.externalId,
        metadata: { [ORDER_KEY]: String(order.id) },
        ...(amountCents === undefined ? {} : { amount: amountCents }),
        // A destination charge: the dealer's transfer and the platform's fee come back in proportion.
        ...(order.onBehalfOf ? { reverse_transfer: true, refund_application_fee: true } : {}),
      },
      { idempotencyKey },
    );
    return { refundId: refund.id };
  }

  async startCardSetup(dealer: DealerRef): Promise<ProviderStart> {
    const customer = await this.customer(dealer);
    const intent = await this.stripe.setupIntents.create({
      customer,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { dealer_id: String(dealer.id) },
    });
    return { clientSecret: intent.client_secret, externalId: intent.id, customerId: customer };
  }

  async confirmApproval(order: PayableOrder, externalId: string): Promise<ProviderEvent | null> {
    const intent = await this.stripe.paymentIntents.retrieve(externalId);
    if (order.condition === 'dealer') {
      // The first invoice's PaymentIntent: the subscription's webhooks (invoice.paid) settle it.
      if (intent.status === 'canceled' || intent.status === 'requires_payment_method')
        throw new HttpError(422, serverMessages.paymentNotCompleted);
      return null;
    }
    if (intent.metadata[ORDER_KEY] !== String(order.id)) throw new HttpError(422, serverMessages.paymentMismatch);
    const settled = await this.settleAuthorized(intent);
    if (settled === 'refused') throw new HttpError(422, serverMessages.shippingNotItaly);
    if (settled.status === 'succeeded') return paidEvent(settled, `capture:${settled.id}`);
    if (settled.status === 'processing') return null;
    throw new HttpError(422, serverMessages.paymentNotCompleted);
  }

  /** An authorised (not yet captured) payment: captured when the shipping country is IT, otherwise cancelled. */
  private async settleAuthorized(intent: PaymentIntentLike): Promise<PaymentIntentLike | 'refused'> {
    if (intent.status !== 'requires_capture') return intent;
    const country = intent.shipping?.address?.country;
    if (country && country !== SHIPPING_COUNTRY) {
      await this.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
      return 'refused';
    }
    return this.stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `rh-capture-${intent.id}` });
  }

  async confirmCardSetup(
    dealer: DealerRef,
    externalId: string,
    subscriptionExternalId?: string | null,
  ): Promise<{ paymentMethodId: string }> {
    const intent = await this.stripe.setupIntents.retrieve(externalId);
    const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    if (!customer || customer !== dealer.customerId) throw new HttpError(422, serverMessages.paymentMismatch);
    if (intent.status !== 'succeeded' || !method) throw new HttpError(422, serverMessages.paymentNotCompleted);
    await this.stripe.customers.update(customer, { invoice_settings: { default_payment_method: method } });
    if (subscriptionExternalId)
      await this.stripe.subscriptions.update(subscriptionExternalId, { default_payment_method: method });
    return { paymentMethodId: method };
  }

  /** The platform's endpoint: a Connect event (it names a connected account) is not taken here, nor recorded. */
  async receiveWebhook(request: WebhookRequest): Promise<ProviderEvent | null> {
    const event = this.verified(request, this.options.webhookSecret);
    if (!event || event.account) return null;
    return { provider: 'stripe', eventId: event.id, type: event.type, effects: await this.effectsOf(event) };
  }

  /** The Connect endpoint: only events of a connected account, signed with Connect's own secret. */
  async receiveConnectWebhook(request: WebhookRequest): Promise<ProviderEvent | null> {
    const event = this.verified(request, this.options.connectWebhookSecret ?? null);
    if (!event?.account) return null;
    return { provider: 'stripe', eventId: event.id, type: event.type, effects: connectEffectsOf(event) };
  }

  private verified({ rawBody, headers }: WebhookRequest, secret: string | null): Stripe.Event | null {
    const signature = headerValue(headers, 'stripe-signature');
    if (!secret || !signature) return null;
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      return null;
    }
  }

  private async effectsOf(event: Stripe.Event): Promise<PaymentEffect[]> {
    switch (event.type) {
      case 'payment_intent.amount_capturable_updated': {
        const orderId = orderIdOf(event.data.object.metadata);
        if (orderId === undefined) return [];
        const settled = await this.settleAuthorized(event.data.object);
        // A capture is confirmed by its own payment_intent.succeeded event.
        return settled === 'refused'
          ? [{ kind: 'order-failed', orderId, reason: serverMessages.shippingNotItaly }]
          : [];
      }
      case 'payment_intent.succeeded':
        return paidEvent(event.data.object, event.id).effects;
      case 'payment_intent.payment_failed': {
        const orderId = orderIdOf(event.data.object.metadata);
        return orderId === undefined ? [] : [{ kind: 'order-declined', orderId }];
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const externalId = typeof details?.subscription === 'string' ? details.subscription : details?.subscription?.id;
        if (!externalId) return [];
        const orderId = invoice.billing_reason === 'subscription_create' ? orderIdOf(details?.metadata) : undefined;
        if (event.type === 'invoice.payment_failed') {
          return [
            { kind: 'subscription-failed', externalId },
            ...(orderId === undefined ? [] : [{ kind: 'order-declined' as const, orderId }]),
          ];
        }
        const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period.end));
        return [
          {
            kind: 'subscription-paid',
            externalId,
            orderId,
            amountCents: invoice.amount_paid,
            periodEnd: periodEnd ? new Date(periodEnd * 1000) : undefined,
          },
        ];
      }
      case 'customer.subscription.deleted':
        return [{ kind: 'subscription-canceled', externalId: event.data.object.id }];
      default:
        return [];
    }
  }
}

/** Connect (server/settlement): the dealer's Express account, and the payouts of its balance. */
function connectEffectsOf(event: Stripe.Event): PaymentEffect[] {
  switch (event.type) {
    case 'account.updated': {
      const account = event.data.object;
      return [{ kind: 'payout-account-updated', account: account.id, ...stateOf(account) }];
    }
    case 'payout.paid':
    case 'payout.failed': {
      const payout = event.data.object;
      const payoutId = orderIdOf({ [ORDER_KEY]: payout.metadata?.payout_id ?? '' });
      return event.type === 'payout.paid'
        ? [{ kind: 'payout-paid', payout: payout.id, payoutId }]
        : [{ kind: 'payout-failed', payout: payout.id, payoutId, reason: payout.failure_message ?? undefined }];
    }
    default:
      return [];
  }
}

function orderIdOf(metadata: Stripe.Metadata | null | undefined): number | undefined {
  const value = metadata?.[ORDER_KEY];
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

function paidEvent(intent: PaymentIntentLike, eventId: string): ProviderEvent {
  const orderId = orderIdOf(intent.metadata);
  const effects: PaymentEffect[] =
    orderId === undefined
      ? []
      : [{ kind: 'order-paid', orderId, amountCents: intent.amount_received || intent.amount }];
  return { provider: 'stripe', eventId, type: 'payment_intent.succeeded', effects };
}
