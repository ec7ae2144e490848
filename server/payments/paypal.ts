import { fromCents, toCents } from '../../contract/totals.js';
import { paymentTrustMessages } from '../../i18n/it/payments.js';
import { serverMessages } from '../../i18n/it/server.js';
import { HttpError } from '../plugins/http-error.js';
import { PaypalClient, type FetchLike } from './paypal-client.js';
import {
  headerValue,
  SHIPPING_COUNTRY,
  type PayableOrder,
  type PaymentEffect,
  type PaymentProviderAdapter,
  type ProviderEvent,
  type ProviderStart,
  type SubscriptionStart,
  type WebhookRequest,
} from './provider.js';

export interface PaypalOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** PAYPAL_DEALER_PLAN: a monthly EUR plan with one regular billing cycle (sequence 1). */
  dealerPlan: string | null;
  webhookId: string | null;
  brandName: string;
  fetch?: FetchLike;
}

interface PaypalAmount {
  currency_code: string;
  value: string;
}
interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: {
    custom_id?: string;
    shipping?: { address?: { country_code?: string } };
    payments?: { captures?: { id: string; status: string; amount: PaypalAmount }[] };
  }[];
}
interface PaypalSubscription {
  id: string;
  status: string;
  custom_id?: string;
  subscriber?: { shipping_address?: { address?: { country_code?: string } } };
}
interface PaypalWebhookEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown> & {
    id?: string;
    custom_id?: string;
    custom?: string;
    billing_agreement_id?: string;
    amount?: { value?: string; total?: string };
  };
}

const euro = (cents: number) => fromCents(cents).toFixed(2);
const orderIdOf = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * PayPal through its REST API (no SDK): the server creates the subscription (plan PAYPAL_DEALER_PLAN,
 * custom_id = order id) and the wallet/fee orders (EUR, custom_id = order id); the browser's PayPal buttons
 * approve them; payment/update checks the shipping country and captures orders; webhooks are verified by
 * PayPal's verify-webhook-signature call with PAYPAL_WEBHOOK_ID.
 */
export class PaypalProvider implements PaymentProviderAdapter {
  readonly name = 'paypal' as const;
  private readonly api: PaypalClient;

  constructor(private readonly options: PaypalOptions) {
    this.api = new PaypalClient(options);
  }

  async startSubscription({
    order,
    dealer,
    monthlyCents,
    firstCents,
    nextPeriodStart,
  }: SubscriptionStart): Promise<ProviderStart> {
    if (!this.options.dealerPlan) return { clientSecret: null, externalId: null };
    const subscription = await this.api.request<PaypalSubscription>(
      'POST',
      '/v1/billing/subscriptions',
      {
        plan_id: this.options.dealerPlan,
        custom_id: String(order.id),
        start_time: nextPeriodStart.toISOString(),
        subscriber: { email_address: dealer.email },
        plan: {
          billing_cycles: [
            {
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: { fixed_price: { value: euro(monthlyCents), currency_code: 'EUR' } },
            },
          ],
          payment_preferences: {
            auto_bill_outstanding: true,
            setup_fee_failure_action: 'CANCEL',
            payment_failure_threshold: 1,
            setup_fee: { value: euro(firstCents), currency_code: 'EUR' },
          },
        },
        application_context: {
          brand_name: this.options.brandName,
          locale: 'it-IT',
          shipping_preference: 'GET_FROM_FILE',
          user_action: 'SUBSCRIBE_NOW',
        },
      },
      `rh-subscription-${order.id}`,
    );
    return { clientSecret: subscription.id, externalId: subscription.id };
  }

  async startPayment(order: PayableOrder): Promise<ProviderStart> {
    const created = await this.api.request<PaypalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.condition,
            custom_id: String(order.id),
            description: order.description,
            amount: { currency_code: 'EUR', value: euro(order.totalCents) },
            // A customer's sale: the dealer is the payee, our fee taken at source, the share held until we release it.
            ...(order.onBehalfOf
              ? {
                  payee: { merchant_id: order.onBehalfOf.account },
                  payment_instruction: {
                    disbursement_mode: 'DELAYED',
                    platform_fees: [{ amount: { currency_code: 'EUR', value: euro(order.onBehalfOf.feeCents) } }],
                  },
                }
              : {}),
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: this.options.brandName,
              locale: 'it-IT',
              shipping_preference: 'GET_FROM_FILE',
              user_action: 'PAY_NOW',
            },
          },
        },
      },
      `rh-order-${order.id}`,
    );
    return { clientSecret: created.id, externalId: created.id };
  }

  /**
   * A replaced order: its subscription is cancelled. A PayPal checkout order has no cancel call; it is only paid when
   * payment/update captures it, which a replaced order no longer reaches, and it expires at PayPal.
   */
  async cancelPayment(order: PayableOrder): Promise<void> {
    if (order.condition !== 'dealer' || !order.externalId) return;
    await this.api.request('POST', `/v1/billing/subscriptions/${encodeURIComponent(order.externalId)}/cancel`, {
      reason: paymentTrustMessages.providerCancelReason,
    });
  }

  /** The capture of the order's PayPal order, refunded whole; PayPal-Request-Id makes a retry the same refund. */
  async refundPayment(
    order: PayableOrder,
    idempotencyKey: string,
    amountCents?: number,
  ): Promise<{ refundId: string }> {
    if (!order.externalId) throw new Error(`order ${order.id} has no PayPal order to refund`);
    const paypalOrder = await this.api.request<PaypalOrder>(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(order.externalId)}`,
    );
    const capture = paypalOrder.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) throw new Error(`PayPal order ${order.externalId} has no capture to refund`);
    const refund = await this.api.request<{ id: string }>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
      // No amount: the whole capture; an amount: that part of it.
      amountCents === undefined
        ? {}
        : { amount: { value: (amountCents / 100).toFixed(2), currency_code: 'EUR' }, note_to_payer: order.description },
      idempotencyKey,
    );
    return { refundId: refund.id };
  }

  async startCardSetup(): Promise<null> {
    return null;
  }

  async confirmApproval(order: PayableOrder, externalId: string): Promise<ProviderEvent | null> {
    return order.condition === 'dealer'
      ? this.confirmSubscription(order, externalId)
      : this.captureOrder(order, externalId);
  }

  private async confirmSubscription(order: PayableOrder, subscriptionId: string): Promise<null> {
    const path = `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`;
    const subscription = await this.api.request<PaypalSubscription>('GET', path);
    if (subscription.custom_id !== String(order.id)) throw new HttpError(422, serverMessages.paymentMismatch);
    const country = subscription.subscriber?.shipping_address?.address?.country_code;
    if (country && country !== SHIPPING_COUNTRY) {
      await this.api.request('POST', `${path}/cancel`, { reason: serverMessages.shippingNotItaly });
      throw new HttpError(422, serverMessages.shippingNotItaly);
    }
    return null;
  }

  private async captureOrder(order: PayableOrder, paypalOrderId: string): Promise<ProviderEvent | null> {
    const path = `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`;
    let current = await this.api.request<PaypalOrder>('GET', path);
    const unit = current.purchase_units?.[0];
    if (unit?.custom_id !== String(order.id)) throw new HttpError(422, serverMessages.paymentMismatch);
    const country = unit.shipping?.address?.country_code;
    if (country && country !== SHIPPING_COUNTRY) throw new HttpError(422, serverMessages.shippingNotItaly);
    if (current.status === 'APPROVED')
      current = await this.api.request<PaypalOrder>('POST', `${path}/capture`, {}, `rh-capture-${order.id}`);
    else if (current.status !== 'COMPLETED') throw new HttpError(422, serverMessages.paymentNotCompleted);
    const capture = current.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) return null;
    const effects: PaymentEffect[] =
      capture.status === 'COMPLETED'
        ? [{ kind: 'order-paid', orderId: order.id, amountCents: toCents(Number(capture.amount.value)) }]
        : capture.status === 'DECLINED'
          ? [{ kind: 'order-declined', orderId: order.id }]
          : capture.status === 'FAILED'
            ? [{ kind: 'order-failed', orderId: order.id }]
            : [];
    return {
      provider: 'paypal',
      eventId: `capture:${capture.id}:${capture.status}`,
      type: `CAPTURE.${capture.status}`,
      effects,
    };
  }

  async confirmCardSetup(): Promise<never> {
    throw new HttpError(422, serverMessages.cardUpdateUnavailable);
  }

  async receiveWebhook({ rawBody, headers }: WebhookRequest): Promise<ProviderEvent | null> {
    const names = ['auth-algo', 'cert-url', 'transmission-id', 'transmission-sig', 'transmission-time'] as const;
    const values = names.map((name) => headerValue(headers, `paypal-${name}`));
    if (!this.options.webhookId || values.some((v) => !v)) return null;
    let event: PaypalWebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as PaypalWebhookEvent;
    } catch {
      return null;
    }
    // The event goes back byte for byte: re-serialising it could change what PayPal signed.
    const fields = names.map((name, i) => `${JSON.stringify(name.replace(/-/g, '_'))}:${JSON.stringify(values[i])}`);
    const body = `{${fields.join(',')},"webhook_id":${JSON.stringify(this.options.webhookId)},"webhook_event":${rawBody.toString('utf8')}}`;
    const verdict = await this.api.request<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      body,
    );
    if (verdict.verification_status !== 'SUCCESS') return null;
    return { provider: 'paypal', eventId: event.id, type: event.event_type, effects: effectsOf(event) };
  }
}

function effectsOf({ event_type: type, resource }: PaypalWebhookEvent): PaymentEffect[] {
  const amount = resource.amount?.value ?? resource.amount?.total;
  const amountCents = amount === undefined ? undefined : toCents(Number(amount));
  const orderId = orderIdOf(resource.custom_id);
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return orderId === undefined ? [] : [{ kind: 'order-paid', orderId, amountCents }];
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      return orderId === undefined ? [] : [{ kind: 'order-failed', orderId }];
    case 'PAYMENT.SALE.COMPLETED':
      return resource.billing_agreement_id
        ? [
            {
              kind: 'subscription-paid',
              externalId: resource.billing_agreement_id,
              orderId: orderIdOf(resource.custom),
              amountCents,
            },
          ]
        : [];
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
      return resource.id ? [{ kind: 'subscription-failed', externalId: resource.id }] : [];
    case 'BILLING.SUBSCRIPTION.CANCELLED':
      return resource.id ? [{ kind: 'subscription-canceled', externalId: resource.id }] : [];
    case 'BILLING.SUBSCRIPTION.EXPIRED':
      return resource.id ? [{ kind: 'subscription-ended', externalId: resource.id }] : [];
    // Multiparty onboarding (server/settlement): PayPal names the merchant our tracking id referred.
    case 'MERCHANT.ONBOARDING.COMPLETED':
    case 'MERCHANT.PARTNER-CONSENT.REVOKED': {
      const merchant = typeof resource.merchant_id === 'string' ? resource.merchant_id : undefined;
      if (!merchant) return [];
      const ready = type === 'MERCHANT.ONBOARDING.COMPLETED';
      return [
        {
          kind: 'payout-account-updated',
          account: merchant,
          trackingId: typeof resource.tracking_id === 'string' ? resource.tracking_id : undefined,
          chargesEnabled: ready,
          payoutsEnabled: ready,
          requirements: ready ? [] : ['partner_consent'],
        },
      ];
    }
    default:
      return [];
  }
}
