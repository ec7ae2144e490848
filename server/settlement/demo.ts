import { randomBytes } from 'node:crypto';
import { DEMO_SIGNATURE_HEADER, type DemoEvent, type DemoProvider } from '../payments/demo.js';
import type { WebhookRequest } from '../payments/provider.js';
import type { CreatedAccount, PayoutAdapter, PayoutDealer, PayoutResult } from './provider.js';

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

  /** The id follows from ours, as an idempotency key would make it: a retry is the same payout. */
  async payout(input: { payoutId: number }): Promise<PayoutResult> {
    return { externalId: `demo_po_${input.payoutId}`, status: 'in_transit' };
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
