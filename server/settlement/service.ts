import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PayoutAccount, SettlementBalances } from '../../contract/entities/settlement.js';
import { settlementMessages } from '../../i18n/it/settlement.js';
import { HttpError } from '../plugins/http-error.js';
import { applyProviderEvent } from '../payments/apply-event.js';
import type { ProviderEvent } from '../payments/provider.js';
import { findPayoutAccount, insertPayoutAccount, type PayoutAccountRecord } from './accounts.js';
import { DemoPayouts } from './demo.js';
import { unacknowledgedDemoPayouts } from './demo-records.js';
import { bookPayout, findPayout } from './payouts.js';
import { nextPayoutDate } from './rules.js';
import { releaseDueSales } from './sales.js';

/** The app-level steps of settlement: the provider's calls around the database's once-only bookings. */

export function accountStateName(account: PayoutAccountRecord | null): PayoutAccount['state'] {
  if (!account) return 'none';
  if (account.chargesEnabled && account.payoutsEnabled) return 'active';
  return account.requirements.length > 0 && account.externalId ? 'restricted' : 'pending';
}

export function accountView(app: FastifyInstance, account: PayoutAccountRecord | null): PayoutAccount {
  const provider = account?.provider ?? app.payments.payouts.provider;
  return {
    provider,
    state: accountStateName(account),
    charges_enabled: account?.chargesEnabled ?? false,
    payouts_enabled: account?.payoutsEnabled ?? false,
    requirements: account?.requirements ?? [],
    iban_last4: account?.ibanLast4 ?? null,
    schedule: account?.schedule ?? 'weekly',
    minimum_amount: (account?.minimumCents ?? 0) / 100,
    blocked: account?.blocked ?? false,
    limits: [...settlementMessages.limits[provider]],
  };
}

async function dealerOf(app: FastifyInstance, dealerId: number) {
  const { rows } = await app.db.execute<{ email: string; legal_name: string | null; iban: string | null }>(
    sql`select email, legal_name, iban from users where id = ${dealerId}`,
  );
  const row = rows[0];
  return { id: dealerId, email: row?.email ?? '', legalName: row?.legal_name ?? null, iban: row?.iban ?? null };
}

/**
 * "Attiva incassi": the dealer's connected account at the configured provider (created once: the provider's key is
 * the dealer's, and the row is unique), and the link where the dealer completes onboarding.
 */
export async function startOnboarding(
  app: FastifyInstance,
  dealerId: number,
): Promise<{ url: string; account: PayoutAccount }> {
  const adapter = app.payments.payouts;
  let account = await findPayoutAccount(app.db, dealerId);
  if (!account) {
    const dealer = await dealerOf(app, dealerId);
    if (adapter.provider === 'demo' && !dealer.iban) throw new HttpError(422, settlementMessages.ibanMissing);
    const created = await adapter.createAccount(dealer);
    account = await insertPayoutAccount(app.db, {
      dealerId,
      provider: adapter.provider,
      externalId: created.externalId,
      trackingId: created.trackingId,
      state: created.state,
      ibanLast4: dealer.iban ? dealer.iban.replace(/\s+/g, '').slice(-4) : null,
    });
  }
  const { url } = await adapter.onboardingLink(
    { externalId: account.externalId, trackingId: account.trackingId, dealerId },
    `${app.config.publicUrl}/incassi`,
  );
  return { url, account: accountView(app, account) };
}

/** Delivers a signed demo event through the demo webhook's own handling. */
async function deliverDemo(app: FastifyInstance, request: ReturnType<DemoPayouts['event']>): Promise<void> {
  const event = await app.payments.demo.receiveWebhook(request);
  if (event) await applyProviderEvent(app.db, event, app.log);
}

/**
 * The demo's "Attiva incassi" page confirmed the profile's IBAN: the simulated provider reports the account enabled,
 * as Stripe's account.updated would.
 */
export async function completeDemoOnboarding(app: FastifyInstance, dealerId: number): Promise<PayoutAccount> {
  const adapter = app.payments.payouts;
  if (!(adapter instanceof DemoPayouts)) throw new HttpError(409, settlementMessages.demoOnly);
  const dealer = await dealerOf(app, dealerId);
  if (!dealer.iban) throw new HttpError(422, settlementMessages.ibanMissing);
  await startOnboarding(app, dealerId);
  await app.db.execute(sql`update payout_accounts set iban_last4 = ${dealer.iban.replace(/\s+/g, '').slice(-4)}
    where dealer_id = ${dealerId}`);
  await deliverDemo(
    app,
    adapter.event({
      type: 'account.updated',
      external_id: `demo_acct_${dealerId}`,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: [],
    }),
  );
  return accountView(app, await findPayoutAccount(app.db, dealerId));
}

/** Refreshes the account's state from the provider (a missed webhook), through the same event handling. */
export async function refreshAccount(app: FastifyInstance, dealerId: number): Promise<PayoutAccount> {
  const account = await findPayoutAccount(app.db, dealerId);
  if (account?.externalId && account.provider === app.payments.payouts.provider && account.provider !== 'demo') {
    const state = await app.payments.payouts.accountState(account.externalId);
    const event: ProviderEvent = {
      provider: account.provider,
      eventId: `refresh:${account.externalId}:${Date.now()}`,
      type: 'account.refresh',
      effects: [{ kind: 'payout-account-updated', account: account.externalId, ...state }],
    };
    await applyProviderEvent(app.db, event, app.log);
  }
  return accountView(app, await findPayoutAccount(app.db, dealerId));
}

export async function balances(app: FastifyInstance, dealerId: number, now: Date): Promise<SettlementBalances> {
  // One read (the Incassi's first figures, at any size of the ledger): the materialized balances of the dealer's
  // accounts, what was paid out, the account's state, and whether a held sale's window has passed since the last run.
  const read = async () =>
    (
      await app.db.execute<{
        held: string | null;
        available: string | null;
        in_transit: string | null;
        paid: string | null;
        active: boolean | null;
        schedule: 'daily' | 'weekly' | null;
        due: boolean;
      }>(sql`select
        (select -balance_cents from ledger_accounts where owner_id = ${dealerId} and kind = 'dealer_payable_held') as held,
        (select -balance_cents from ledger_accounts where owner_id = ${dealerId}
          and kind = 'dealer_payable_available') as available,
        (select -balance_cents from ledger_accounts where owner_id = ${dealerId}
          and kind = 'dealer_payout_in_transit') as in_transit,
        (select sum(amount_cents) from payouts where dealer_id = ${dealerId} and status = 'paid') as paid,
        a.payouts_enabled and not a.blocked as active, a.schedule,
        exists (select 1 from settlement_sales where dealer_id = ${dealerId} and state = 'held'
          and available_at <= ${now.toISOString()}::timestamptz) as due
      from (select 1) one left join payout_accounts a on a.dealer_id = ${dealerId}`)
    ).rows[0];
  let row = await read();
  // What became available since the last run is shown as such (the release is idempotent).
  if (row.due) {
    await releaseDueSales(app.db, now, dealerId);
    row = await read();
  }
  const euros = (cents: string | null) => Number(cents ?? 0) / 100;
  return {
    held: euros(row.held),
    available: euros(row.available),
    in_transit: euros(row.in_transit),
    paid: euros(row.paid),
    next_payout_date: row.active && row.schedule ? nextPayoutDate(now, row.schedule).toISOString().slice(0, 10) : null,
    hold_days: app.config.payoutHoldDays,
  };
}

interface PayoutSaleRow {
  quotation_id: number;
  net_cents: number;
  on_behalf: boolean;
  external_id: string | null;
}

/**
 * Sends a booked payout to the provider: the transfers its sales need (sales the platform charged itself), then the
 * payout, each with an idempotency key of ours. Called right after the booking and again by the job for a payout
 * left 'pending' (an outage, a crash): the provider answers the same transfer and payout for the same keys. A
 * provider error leaves it pending and is logged.
 */
export async function executePayout(app: FastifyInstance, payoutId: number): Promise<void> {
  const adapter = app.payments.payouts;
  // The payout with its account's id at the provider and its sales, in one read (the run sends thousands of them).
  const { rows } = await app.db.execute<{
    amount_cents: string;
    provider: string;
    account: string | null;
    sales: PayoutSaleRow[] | string;
  }>(sql`select p.amount_cents, p.provider, a.external_id as account,
      coalesce((select json_agg(json_build_object('quotation_id', s.quotation_id, 'net_cents', s.net_cents,
          'on_behalf', s.on_behalf, 'external_id', o.external_id) order by s.quotation_id)
        from settlement_sales s left join orders o on o.id = s.order_id where s.payout_id = p.id), '[]') as sales
    from payouts p join payout_accounts a on a.dealer_id = p.dealer_id where p.id = ${payoutId} and p.status = 'pending'`);
  const payout = rows[0];
  if (!payout || payout.provider !== adapter.provider || !payout.account) return;
  const account = { externalId: payout.account };
  const sales = typeof payout.sales === 'string' ? (JSON.parse(payout.sales) as PayoutSaleRow[]) : payout.sales;
  try {
    for (const sale of sales) {
      await adapter.transfer({
        payoutId,
        account: account.externalId,
        sale: {
          quotationId: Number(sale.quotation_id),
          netCents: Number(sale.net_cents),
          onBehalf: sale.on_behalf,
          paymentExternalId: sale.external_id,
        },
      });
    }
    const result = await adapter.payout({
      payoutId,
      account: account.externalId,
      amountCents: Number(payout.amount_cents),
    });
    if (adapter instanceof DemoPayouts) {
      // The simulated bank pays at once: its answer comes through the demo webhook like any provider's event (a crash
      // before it leaves the payout pending, and the next run sends it again with the same id: the bank's same payout).
      await deliverDemo(
        app,
        adapter.event({ type: 'payout.paid', external_id: result.externalId, payout_id: payoutId }),
      );
      return;
    }
    if (result.status !== 'paid') {
      // Accepted: the provider's webhook will say paid or failed.
      await app.db.execute(sql`update payouts set status = 'in_transit', external_id = ${result.externalId}
        where id = ${payoutId} and status = 'pending'`);
    } else {
      await applyProviderEvent(
        app.db,
        {
          provider: adapter.provider,
          eventId: `payout:${result.externalId}:paid`,
          type: 'payout.answer',
          effects: [{ kind: 'payout-paid', payout: result.externalId, payoutId }],
        },
        app.log,
      );
    }
  } catch (error) {
    app.log.warn({ err: error, payoutId }, settlementMessages.providerDown);
  }
}

/**
 * The demo bank paid (its books say so) but our side never applied its event: a crash between the payout's answer and
 * the event. Delivered again through the demo webhook's handling, as Stripe retries a webhook it got no answer to.
 */
export async function redeliverDemoPayoutEvents(app: FastifyInstance): Promise<number> {
  const adapter = app.payments.payouts;
  if (!(adapter instanceof DemoPayouts)) return 0;
  const open = await unacknowledgedDemoPayouts(app.db);
  for (const payout of open) {
    await deliverDemo(
      app,
      adapter.event({
        type: payout.status === 'paid' ? 'payout.paid' : 'payout.failed',
        external_id: payout.externalId,
        payout_id: payout.payoutId,
      }),
    );
  }
  return open.length;
}

/** "Richiedi versamento": everything available now, one payout, then sent to the provider. */
export async function requestPayout(app: FastifyInstance, dealerId: number, actorId: number) {
  await releaseDueSales(app.db, new Date(), dealerId);
  const payoutId = await bookPayout(app.db, dealerId, { automatic: false, requestedBy: actorId });
  await executePayout(app, payoutId);
  return (await findPayout(app.db, payoutId))!;
}
