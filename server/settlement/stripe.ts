import type Stripe from 'stripe';
import type {
  CreatedAccount,
  PayoutAccountState,
  PayoutAdapter,
  PayoutDealer,
  PayoutResult,
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
