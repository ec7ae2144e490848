import type Stripe from 'stripe';
import { reconciliationMessages } from '../../i18n/it/reconciliation.js';
import type {
  CreatedAccount,
  PayoutAccountState,
  PayoutAdapter,
  PayoutDealer,
  PayoutResult,
  ProviderMovement,
  ProviderRecords,
  ReconciliationQuery,
  TransferSale,
} from './provider.js';

/**
 * Stripe Connect Express. The sale is a destination charge on behalf of the dealer's account (transfer_data.destination,
 * application_fee_amount, on_behalf_of: server/payments/stripe.ts), so the money reaches the dealer's Stripe balance at
 * once, minus our fee; the account's payouts are on a manual schedule, which is how the share stays held until we
 * pay it out. A sale the platform charged itself (the dealer activated later) is moved by a transfer first.
 * account.updated, payout.paid and payout.failed arrive on the webhook (server/payments/stripe.ts).
 */
export class StripePayouts implements PayoutAdapter {
  readonly provider = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createAccount(dealer: PayoutDealer): Promise<CreatedAccount> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        country: 'IT',
        email: dealer.email,
        business_type: 'company',
        business_profile: { name: dealer.legalName ?? undefined },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        settings: { payouts: { schedule: { interval: 'manual' } } },
        metadata: { dealer_id: String(dealer.id) },
      },
      { idempotencyKey: `rh-account-${dealer.id}` },
    );
    return { externalId: account.id, trackingId: null, state: stateOf(account) };
  }

  async onboardingLink(
    account: { externalId: string | null; trackingId: string | null; dealerId: number },
    returnUrl: string,
  ): Promise<{ url: string }> {
    if (!account.externalId) throw new Error('a Stripe account link needs the account');
    const link = await this.stripe.accountLinks.create({
      account: account.externalId,
      type: 'account_onboarding',
      return_url: returnUrl,
      refresh_url: `${returnUrl}?rinnova=1`,
    });
    return { url: link.url };
  }

  async accountState(externalId: string): Promise<PayoutAccountState> {
    return stateOf(await this.stripe.accounts.retrieve(externalId));
  }

  async transfer(input: {
    payoutId: number;
    account: string;
    sale: TransferSale;
  }): Promise<{ transferId: string | null }> {
    if (input.sale.onBehalf) return { transferId: null };
    const transfer = await this.stripe.transfers.create(
      {
        amount: input.sale.netCents,
        currency: 'eur',
        destination: input.account,
        transfer_group: `quotation-${input.sale.quotationId}`,
        metadata: { payout_id: String(input.payoutId), quotation_id: String(input.sale.quotationId) },
      },
      { idempotencyKey: `rh-transfer-${input.sale.quotationId}` },
    );
    return { transferId: transfer.id };
  }

  async payout(input: { payoutId: number; account: string; amountCents: number }): Promise<PayoutResult> {
    const payout = await this.stripe.payouts.create(
      { amount: input.amountCents, currency: 'eur', metadata: { payout_id: String(input.payoutId) } },
      { stripeAccount: input.account, idempotencyKey: `rh-payout-${input.payoutId}` },
    );
    return { externalId: payout.id, status: payout.status === 'paid' ? 'paid' : 'in_transit' };
  }

  /**
   * The platform's balance transactions of the period (charges by their PaymentIntent, refunds), then the payouts of
   * every connected account (a payout lives in the dealer's account: one list per account). The subscription's
   * charges carry no order of ours and are not compared one by one (reconciliationMessages.limits.stripe).
   */
  async reconciliationRecords(query: ReconciliationQuery): Promise<ProviderRecords> {
    const created = { gte: seconds(query.from), lt: seconds(query.to) };
    const movements: ProviderMovement[] = [];
    const transactions = this.stripe.balanceTransactions.list({ created, limit: 100, expand: ['data.source'] });
    for await (const transaction of transactions) {
      const movement = movementOf(transaction);
      if (movement) movements.push(movement);
    }
    for (const account of query.accounts) {
      for await (const payout of this.stripe.payouts.list({ created, limit: 100 }, { stripeAccount: account })) {
        movements.push({
          kind: 'payout',
          externalId: payout.id,
          orderId: null,
          payoutId: ourId(payout.metadata?.payout_id),
          account,
          amountCents: payout.amount,
          status:
            payout.status === 'paid'
              ? 'paid'
              : ['failed', 'canceled'].includes(payout.status)
                ? 'failed'
                : 'in_transit',
          at: new Date(payout.created * 1000),
        });
      }
    }
    return {
      movements,
      covers: { payments: ['customer', 'wallet', 'fee'], refunds: true, payouts: true },
      limits: [...reconciliationMessages.limits.stripe],
    };
  }
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const ourId = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A charge as its PaymentIntent (the id our orders keep), a refund as itself; anything else is not compared. */
function movementOf(transaction: Stripe.BalanceTransaction): ProviderMovement | null {
  const source = typeof transaction.source === 'object' ? transaction.source : null;
  const at = new Date(transaction.created * 1000);
  if ((transaction.type === 'charge' || transaction.type === 'payment') && source?.object === 'charge') {
    const charge = source as Stripe.Charge;
    return {
      kind: 'payment',
      externalId: idOf(charge.payment_intent) ?? charge.id,
      orderId: ourId(charge.metadata?.order_id),
      payoutId: null,
      account: null,
      amountCents: transaction.amount,
      status: null,
      at,
    };
  }
  if ((transaction.type === 'refund' || transaction.type === 'payment_refund') && source?.object === 'refund') {
    const refund = source as Stripe.Refund;
    return {
      kind: 'refund',
      externalId: refund.id,
      orderId: ourId(refund.metadata?.order_id),
      payoutId: null,
      account: null,
      amountCents: Math.abs(transaction.amount),
      status: null,
      at,
    };
  }
  return null;
}

export function stateOf(
  account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'requirements'>,
): PayoutAccountState {
  return {
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    requirements: account.requirements?.currently_due ?? [],
  };
}
