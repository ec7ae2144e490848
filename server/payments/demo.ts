import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { paymentTrustMessages } from '../../i18n/it/payments.js';
import { serverMessages } from '../../i18n/it/server.js';
import { HttpError } from '../plugins/http-error.js';
import type { DemoMovement } from '../settlement/demo-records.js';
import {
  headerValue,
  type DealerRef,
  type PayableOrder,
  type PaymentEffect,
  type PaymentProviderAdapter,
  type ProviderEvent,
  type ProviderStart,
  type WebhookRequest,
} from './provider.js';

export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

/** What a demo client_secret stands for: an order to pay, or a card to save (orderId 0). */
export interface DemoToken {
  kind: 'order' | 'card';
  orderId: number;
  dealerId: number;
}

export interface DemoEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'account.updated' | 'payout.paid' | 'payout.failed';
  order_id: number;
  amount_cents: number;
  external_id: string;
  reason?: string;
  /** account.updated: the simulated payout account's state (server/settlement/demo.ts). */
  charges_enabled?: boolean;
  payouts_enabled?: boolean;
  requirements?: string[];
  /** payout.*: our payout id. */
  payout_id?: number;
}

/**
 * The offline provider: nothing leaves the machine. Its client_secret is a signed token for the demo card form
 * (server/payments/demo-checkout.ts), which then delivers a signed event to /api/payment/demo/webhook, so the
 * order is settled by the same event code as Stripe and PayPal.
 */
export class DemoProvider implements PaymentProviderAdapter {
  readonly name = 'demo' as const;

  /**
   * `secret`: shared by every instance (demo-secret.ts), so any of them reads what another signed. `books`: where the
   * demo writes what it did as a provider (server/settlement/demo-records.ts), for the reconciliation.
   */
  constructor(
    private readonly secret: Buffer,
    readonly books: (movement: DemoMovement) => Promise<void> = async () => undefined,
  ) {}

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  token(kind: DemoToken['kind'], orderId: number, dealerId: number): string {
    const body = `demo_${kind}_${orderId}_${dealerId}_${randomBytes(6).toString('hex')}`;
    return `${body}_${this.mac(body).slice(0, 32)}`;
  }

  readToken(secret: string): DemoToken | null {
    const match = /^(demo_(order|card)_(\d+)_(\d+)_[0-9a-f]{12})_([0-9a-f]{32})$/.exec(secret);
    if (!match || !safeEqual(this.mac(match[1]).slice(0, 32), match[5])) return null;
    return { kind: match[2] as DemoToken['kind'], orderId: Number(match[3]), dealerId: Number(match[4]) };
  }

  /** The signed request the checkout posts to the demo webhook. */
  signEvent(event: DemoEvent): { body: string; signature: string } {
    const body = JSON.stringify(event);
    return { body, signature: this.mac(body) };
  }

  async startSubscription({ order, dealer }: { order: PayableOrder; dealer: DealerRef }): Promise<ProviderStart> {
    return {
      clientSecret: this.token('order', order.id, dealer.id),
      externalId: `demo_sub_${randomBytes(8).toString('hex')}`,
    };
  }

  /** Like a provider's payment intent, the id is issued here and stored with the order: the checkout pays that id. */
  async startPayment(order: PayableOrder, dealer: DealerRef): Promise<ProviderStart> {
    return {
      clientSecret: this.token('order', order.id, dealer.id),
      externalId: `demo_pi_${randomBytes(8).toString('hex')}`,
    };
  }

  /** Nothing leaves the machine: the replaced order's status is what refuses its checkout (demo-checkout.ts). */
  async cancelPayment(): Promise<void> {}

  /**
   * No real money moved: a refund id like a provider's, the same for the same idempotency key (a retry is the same
   * refund), written in the demo's books.
   */
  async refundPayment(
    order: PayableOrder,
    idempotencyKey: string,
    amountCents = order.totalCents,
  ): Promise<{ refundId: string }> {
    const refundId = `demo_re_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 16)}`;
    await this.books({ kind: 'refund', externalId: refundId, orderId: order.id, amountCents });
    return { refundId };
  }

  async startCardSetup(dealer: DealerRef): Promise<ProviderStart> {
    return { clientSecret: this.token('card', 0, dealer.id), externalId: null };
  }

  /** Only the id issued for this order at setup: an invented one is refused. */
  async confirmApproval(order: PayableOrder, externalId: string): Promise<ProviderEvent | null> {
    if (!order.externalId || !safeEqual(order.externalId, externalId))
      throw new HttpError(422, paymentTrustMessages.externalIdUnknown);
    return null;
  }

  async confirmCardSetup(_dealer: DealerRef, externalId: string): Promise<{ paymentMethodId: string }> {
    if (!/^demo_pm_[0-9a-f]+$/.test(externalId)) throw new HttpError(422, serverMessages.paymentMismatch);
    return { paymentMethodId: externalId };
  }

  async receiveWebhook({ rawBody, headers }: WebhookRequest): Promise<ProviderEvent | null> {
    const signature = headerValue(headers, DEMO_SIGNATURE_HEADER);
    if (!signature || !safeEqual(this.mac(rawBody.toString('utf8')), signature)) return null;
    const event = JSON.parse(rawBody.toString('utf8')) as DemoEvent;
    return { provider: 'demo', eventId: event.id, type: event.type, effects: demoEffects(event) };
  }
}

function demoEffects(event: DemoEvent): PaymentEffect[] {
  switch (event.type) {
    case 'payment.succeeded':
      return [{ kind: 'order-paid', orderId: event.order_id, amountCents: event.amount_cents }];
    case 'payment.failed':
      return [{ kind: 'order-declined', orderId: event.order_id, reason: event.reason }];
    case 'account.updated':
      return [
        {
          kind: 'payout-account-updated',
          account: event.external_id,
          chargesEnabled: event.charges_enabled === true,
          payoutsEnabled: event.payouts_enabled === true,
          requirements: event.requirements ?? [],
        },
      ];
    case 'payout.paid':
      return [{ kind: 'payout-paid', payout: event.external_id, payoutId: event.payout_id }];
    case 'payout.failed':
      return [{ kind: 'payout-failed', payout: event.external_id, payoutId: event.payout_id, reason: event.reason }];
    default:
      return [];
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
