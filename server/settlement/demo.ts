import { randomBytes } from 'node:crypto';
import { DEMO_SIGNATURE_HEADER, type DemoEvent, type DemoProvider } from '../payments/demo.js';
import type { WebhookRequest } from '../payments/provider.js';
import type { Db } from '../db/types.js';
import { reconciliationMessages } from '../../i18n/it/reconciliation.js';
import { demoMovements, recordDemoMovement } from './demo-records.js';
import type {
  CreatedAccount,
  PayoutAdapter,
  PayoutDealer,
  PayoutResult,
  ProviderRecords,
  ReconciliationQuery,
} from './provider.js';

/**
 * The offline provider's payout side: nothing leaves the machine. Onboarding is the "Attiva incassi" page, which reuses
 * the IBAN of the dealer's profile; the account's states and the payouts' outcomes arrive as signed demo events that go
 * through the same webhook handling as Stripe's and PayPal's (server/payments/apply-event.ts).
 */
export class DemoPayouts implements PayoutAdapter {
  readonly provider = 'demo' as const;

  constructor(
    private readonly demo: DemoProvider,
    private readonly publicUrl: string,
    private readonly db: Db,
    /** DEMO_PAYOUT_LATENCY_MS: how long the simulated bank takes to take a payout, and again to answer. */
    private readonly latencyMs = 0,
  ) {}

  async createAccount(dealer: PayoutDealer): Promise<CreatedAccount> {
    return {
      externalId: `demo_acct_${dealer.id}`,
      trackingId: null,
      state: { chargesEnabled: false, payoutsEnabled: false, requirements: dealer.iban ? [] : ['external_account'] },
    };
  }

  async onboardingLink(account: { dealerId: number }): Promise<{ url: string }> {
    return { url: `${this.publicUrl}/incassi/attiva?conto=demo_acct_${account.dealerId}` };
  }

  /** The demo keeps no state of its own: the database's row is the account (webhooks set it). */
  async accountState(): Promise<{ chargesEnabled: boolean; payoutsEnabled: boolean; requirements: string[] }> {
    return { chargesEnabled: true, payoutsEnabled: true, requirements: [] };
  }

  async transfer(input: { payoutId: number; sale: { quotationId: number } }): Promise<{ transferId: string }> {
    return { transferId: `demo_tr_${input.payoutId}_${input.sale.quotationId}` };
  }

  /**
   * The id follows from ours, as an idempotency key would make it: a retry is the same payout. The simulated bank
   * pays at once and the demo writes it in its books; its payout.paid event follows (service.ts), and is delivered
   * again by the settlement run while our side has not applied it (a crash in between), as a provider retries.
   */
  async payout(input: { payoutId: number; account: string; amountCents: number }): Promise<PayoutResult> {
    const externalId = `demo_po_${input.payoutId}`;
    await this.wait();
    await recordDemoMovement(this.db, {
      kind: 'payout',
      externalId,
      payoutId: input.payoutId,
      account: input.account,
      amountCents: input.amountCents,
      status: 'paid',
    });
    await this.wait();
    return { externalId, status: 'in_transit' };
  }

  private wait(): Promise<void> {
    return this.latencyMs > 0 ? new Promise((resolve) => setTimeout(resolve, this.latencyMs)) : Promise.resolve();
  }

  /** The demo answers from its own books (demo-records.ts): every kind, one by one. */
  async reconciliationRecords(query: ReconciliationQuery): Promise<ProviderRecords> {
    return {
      movements: await demoMovements(this.db, query.from, query.to),
      covers: { payments: ['customer', 'wallet', 'fee', 'dealer'], refunds: true, payouts: true },
      limits: [...reconciliationMessages.limits.demo],
    };
  }

  /** A signed demo event, as the demo webhook receives it. */
  event(fields: Omit<DemoEvent, 'id' | 'order_id' | 'amount_cents'> & { amount_cents?: number }): WebhookRequest {
    const { body, signature } = this.demo.signEvent({
      id: `demo_evt_${randomBytes(8).toString('hex')}`,
      order_id: 0,
      amount_cents: 0,
      ...fields,
    });
    return { rawBody: Buffer.from(body), headers: { [DEMO_SIGNATURE_HEADER]: signature } };
  }
}
