import type { PaymentProvider } from '../../contract/api/payments.js';

/**
 * Payout accounts, transfers and payouts at the payment provider, one interface for the demo provider, Stripe Connect
 * Express and PayPal multiparty (docs/payments-api.md, "Settlement"). The sale itself is the provider's payment
 * (server/payments/provider.ts): charged on behalf of the dealer's account, the fee taken at source. Every call that
 * moves money carries an idempotency key of ours, so a retry after a lost answer or a restart never pays twice.
 */

export interface PayoutAccountState {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** What the provider still needs from the dealer (Stripe's currently_due, PayPal's missing steps). */
  requirements: string[];
}

export interface PayoutDealer {
  id: number;
  email: string;
  legalName: string | null;
  iban: string | null;
}

export interface CreatedAccount {
  /** The connected account's id; null until the provider names it (PayPal: after the seller's consent). */
  externalId: string | null;
  /** Our reference the provider echoes back (PayPal's tracking id). */
  trackingId: string | null;
  state: PayoutAccountState;
}

/** A sale whose share is moved to the dealer's account before the payout. */
export interface TransferSale {
  quotationId: number;
  netCents: number;
  /** Charged on the dealer's account already (destination charge): nothing to move at Stripe. */
  onBehalf: boolean;
  /** The provider's id of the payment (Stripe PaymentIntent, PayPal order). */
  paymentExternalId: string | null;
}

export interface PayoutResult {
  externalId: string;
  /** in_transit: the provider's webhook will say paid or failed; paid: the money is at the dealer already (PayPal). */
  status: 'in_transit' | 'paid';
}

/**
 * One movement of money as the provider's books show it, for the reconciliation with the ledger
 * (server/settlement/reconcile.ts): a payment received, a refund given back, a payout to a dealer's bank.
 */
export interface ProviderMovement {
  kind: 'payment' | 'refund' | 'payout';
  /** The provider's id: Stripe's PaymentIntent (of a payment), refund or payout; PayPal's capture; the demo's. */
  externalId: string;
  /** Our order the provider carries (Stripe metadata order_id, PayPal custom_id), when it does. */
  orderId: number | null;
  /** Our payout the provider carries (metadata payout_id). */
  payoutId: number | null;
  /** The connected account a payout left from. */
  account: string | null;
  amountCents: number;
  /** A payout's state at the provider; null for payments and refunds. */
  status: 'paid' | 'in_transit' | 'failed' | null;
  at: Date;
}

/** The order conditions whose payments reach the provider: a customer's sale, credits, fees, the subscription. */
export type PaidCondition = 'customer' | 'wallet' | 'fee' | 'dealer';

/** What the provider's books answer for a period, and what this provider cannot be compared on. */
export interface ProviderRecords {
  movements: ProviderMovement[];
  /**
   * What the provider's books cover one by one: the payments of these order conditions (customer sales, credits,
   * fees, the subscription), refunds, payouts. What is left out is not compared, and `limits` says why (PayPal's
   * sales and payouts live in the sellers' own accounts; Stripe's subscription charges carry no order of ours).
   */
  covers: { payments: readonly PaidCondition[]; refunds: boolean; payouts: boolean };
  /** In Italian, as the console shows them. */
  limits: string[];
}

export interface ReconciliationQuery {
  /** The provider's movements created in [from, to). */
  from: Date;
  to: Date;
  /** The dealers' connected accounts whose payouts to list (payouts live in each account at Stripe). */
  accounts: string[];
}

export interface PayoutAdapter {
  readonly provider: PaymentProvider;
  /** Creates the dealer's connected account (once: the key is the dealer's). */
  createAccount(dealer: PayoutDealer): Promise<CreatedAccount>;
  /** Where the dealer completes onboarding; `returnUrl` is where the provider sends them back. */
  onboardingLink(
    account: { externalId: string | null; trackingId: string | null; dealerId: number },
    returnUrl: string,
  ): Promise<{ url: string }>;
  /** The account's state as the provider reports it now (webhooks keep it current; this refreshes on demand). */
  accountState(externalId: string): Promise<PayoutAccountState>;
  /** Moves one sale's share to the dealer's account, when the platform charged it itself. */
  transfer(input: { payoutId: number; account: string; sale: TransferSale }): Promise<{ transferId: string | null }>;
  /** Pays the dealer's account balance out to its bank. */
  payout(input: { payoutId: number; account: string; amountCents: number }): Promise<PayoutResult>;
  /** The provider's own books for a period: its balance transactions and payouts (the daily reconciliation). */
  reconciliationRecords(query: ReconciliationQuery): Promise<ProviderRecords>;
}
