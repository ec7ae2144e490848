import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatAmount } from '../../contract/amounts.js';
import type { OfflineRefundMethod, RefundMethod } from '../../contract/returns.js';
import { errors } from '../../i18n/it/errors.js';
import { disputeOutcomeNames, refundMethodNames, returnMessages, returnNotifications } from '../../i18n/it/returns.js';
import type { DbOrTx } from '../db/types.js';
import { returnTransition, type ReturnEventName } from '../domain/return-state.js';
import type { PayableOrder, PaymentProviderAdapter } from '../payments/provider.js';
import { HttpError } from '../plugins/http-error.js';
import { recordActivity } from '../repositories/admin/activity.js';
import { postEntry } from '../repositories/ledger.js';
import { issueWaitingCreditNote } from './credit-note.js';
import { logReturnEvent, notifyReturn } from './log.js';
import {
  offlineFeeBackCents,
  offlineFeeCreditEntry,
  paidOutRefundEntries,
  saleFeeCreditEntry,
  saleRefundEntry,
  splitRefund,
} from './rules.js';
import { releaseHold, type HoldFrom } from './sale-hold.js';

/**
 * A return's refund, exactly once (docs/adr/0029-returns.md):
 * 1. claim: under the return's row lock, a pending return_refunds row with an idempotency key (the unique index of
 *    live refunds makes any concurrent claim a 409);
 * 2. the provider refunds with that key (online sales); an offline sale was paid back by the dealer ("Rimborsato");
 * 3. complete: one transaction moves the return to refunded, posts the ledger (the refund out of the dealer's share,
 *    the fee on the refunded part credited back), adjusts the sale, releases the hold, settles a dispute and queues
 *    the credit note. It runs only for a pending row, so a sweep completing the same refund after a crash between 2
 *    and 3 (with the same key: the provider answers the refund it already made) records it once.
 */

export interface RefundRequest {
  returnId: number;
  /** The dealer whose return it must be; null for the operator. */
  dealerId: number | null;
  source: 'dealer' | 'dispute';
  actorId: number;
  amountCents?: number;
  method?: OfflineRefundMethod;
  note?: string | null;
  /** The operator's decision this refund carries out. */
  disputeId?: number;
}

interface ReturnFacts extends Record<string, unknown> {
  id: number;
  state: Parameters<typeof returnTransition>[0];
  quotation_id: number;
  dealer_id: number;
  customer_id: number;
  amount_cents: string;
  payment_type: 'online' | 'offline' | null;
  total_price: string;
  code: string;
}

interface Claim {
  refundId: number;
  key: string;
  amountCents: number;
  online: boolean;
}

const cents = (value: string | number | null | undefined) => Number(value ?? 0);
const euroText = (amountCents: number) => `${formatAmount(amountCents / 100)} €`;

async function lockReturn(tx: DbOrTx, returnId: number): Promise<ReturnFacts | null> {
  const { rows } = await tx.execute<ReturnFacts>(sql`select r.id, r.state, r.quotation_id, r.dealer_id, r.customer_id,
      r.amount_cents, q.payment_type, q.total_price, q.quotation_code as code
    from returns r join quotations q on q.id = r.quotation_id where r.id = ${returnId} for update of r`);
  return rows[0] ?? null;
}

/** What may still go back to the customer: what was paid less the refunds already made for the purchase. */
export async function refundableCents(db: DbOrTx, quotationId: number, totalPrice: string): Promise<number> {
  const { rows } = await db.execute<{ refunded: string | null }>(sql`select sum(amount_cents) as refunded
    from return_refunds where quotation_id = ${quotationId} and status = 'done'`);
  return Math.round(Number(totalPrice) * 100) - cents(rows[0]?.refunded);
}

async function customerOrder(db: DbOrTx, quotationId: number) {
  const { rows } = await db.execute<{
    id: number;
    dealer_id: number;
    provider: string | null;
    external_id: string | null;
    total_cents: string;
    on_behalf_of: string | null;
  }>(sql`select id, dealer_id, provider, external_id, total_cents, on_behalf_of from orders
    where quotation_id = ${quotationId} and condition = 'customer' and status = 'paid' order by id desc limit 1`);
  return rows[0] ?? null;
}

async function claim(db: DbOrTx, request: RefundRequest): Promise<Claim> {
  return db.transaction(async (tx) => {
    const facts = await lockReturn(tx, request.returnId);
    if (!facts || (request.dealerId !== null && Number(facts.dealer_id) !== request.dealerId))
      throw new HttpError(404, errors.notFound);
    const event: ReturnEventName = request.source === 'dealer' ? 'refund' : 'dispute-refund';
    if (facts.state === 'refunded') throw new HttpError(409, returnMessages.alreadyRefunded);
    const { rows: live } = await tx.execute<{ status: string }>(
      sql`select status from return_refunds where return_id = ${request.returnId} and status <> 'failed'`,
    );
    if (live.length > 0)
      throw new HttpError(
        409,
        live[0].status === 'pending' ? returnMessages.refundPending : returnMessages.alreadyRefunded,
      );
    if (request.disputeId !== undefined) {
      const { rows: open } = await tx.execute(sql`select 1 from disputes
        where id = ${request.disputeId} and return_id = ${request.returnId} and state = 'open' for update`);
      if (open.length === 0) throw new HttpError(409, returnMessages.disputeNotOpen);
    }
    if (!returnTransition(facts.state, event)) throw new HttpError(409, returnMessages.notRefundable);

    const online = facts.payment_type === 'online';
    const refundable = await refundableCents(tx, Number(facts.quotation_id), facts.total_price);
    const amountCents = request.amountCents ?? Math.min(cents(facts.amount_cents), refundable);
    if (amountCents > refundable)
      throw new HttpError(422, errors.validation, {
        amount: [returnMessages.amountTooHigh(euroText(Math.max(0, refundable)))],
      });
    if (amountCents <= 0) throw new HttpError(409, returnMessages.notRefundable);
    let method: RefundMethod;
    if (online) {
      if (request.method) throw new HttpError(422, errors.validation, { method: [returnMessages.methodOnlineOnly] });
      method = 'provider';
    } else if (request.source === 'dealer') {
      if (!request.method) throw new HttpError(422, errors.validation, { method: [returnMessages.methodRequired] });
      method = request.method;
    } else {
      // An offline sale's money never passed through the platform: the operator's decision binds the dealer.
      method = 'altro';
    }
    const order = online ? await customerOrder(tx, Number(facts.quotation_id)) : null;
    if (online && !order) throw new HttpError(409, returnMessages.notRefundable);

    const { rows: tries } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from return_refunds where return_id = ${request.returnId}`,
    );
    const key = `rh-return-${request.returnId}-refund-${Number(tries[0]?.n ?? 0) + 1}`;
    const { rows } = await tx.execute<{
      id: number;
    }>(sql`insert into return_refunds (return_id, quotation_id, dealer_id,
        amount_cents, method, note, source, actor_id, order_id, idempotency_key)
      values (${request.returnId}, ${facts.quotation_id}, ${facts.dealer_id}, ${amountCents}, ${method},
        ${request.note ?? null}, ${request.source}, ${request.actorId}, ${order?.id ?? null}, ${key})
      returning id`);
    return { refundId: Number(rows[0].id), key, amountCents, online };
  });
}

/** The provider that took the customer's payment (the demo one is always there). */
function providerOf(app: FastifyInstance, name: string | null): PaymentProviderAdapter {
  if (name === app.payments.provider.name) return app.payments.provider;
  if (name === 'demo') return app.payments.demo;
  throw new Error(`the payment provider ${name ?? '(none)'} of this order is not configured`);
}

/**
 * The provider said no to this refund (an amount above what is left, a payment it cannot refund): asking again with the
 * same key would get the same no. Anything else (an outage, a timeout, Stripe's 409 for a request still in progress)
 * may hide a refund made: the refund stays pending and is asked again with its key.
 */
function isRefusal(error: unknown): boolean {
  if (error instanceof HttpError) return true;
  const status =
    (error as { statusCode?: unknown; status?: unknown } | null)?.statusCode ??
    (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && [400, 402, 404, 422].includes(status);
}

/**
 * Asks the provider for a pending refund (again, with the same key, after a crash or an outage). Answers the provider's
 * refund id; an explicit refusal marks the refund failed (a new one may be asked), anything else leaves it pending.
 */
async function askProvider(app: FastifyInstance, refundId: number): Promise<string> {
  const { rows } = await app.db.execute<{
    idempotency_key: string;
    amount_cents: string;
    order_id: number;
    provider: string | null;
    external_id: string | null;
    total_cents: string;
    dealer_id: number;
    on_behalf_of: string | null;
    code: string;
  }>(sql`select f.idempotency_key, f.amount_cents, f.order_id, o.provider, o.external_id, o.total_cents, o.dealer_id,
      o.on_behalf_of, q.quotation_code as code
    from return_refunds f join orders o on o.id = f.order_id join quotations q on q.id = f.quotation_id
    where f.id = ${refundId}`);
  const row = rows[0];
  const order: PayableOrder = {
    id: Number(row.order_id),
    dealerId: Number(row.dealer_id),
    condition: 'customer',
    totalCents: cents(row.total_cents),
    description: returnMessages.providerDescription(row.code),
    externalId: row.external_id,
    ...(row.on_behalf_of ? { onBehalfOf: { account: row.on_behalf_of, feeCents: 0 } } : {}),
  };
  const amount = cents(row.amount_cents);
  try {
    const { refundId: external } = await providerOf(app, row.provider).refundPayment(
      order,
      row.idempotency_key,
      amount === order.totalCents ? undefined : amount,
    );
    return external;
  } catch (error) {
    const refused = isRefusal(error);
    await app.db.execute(sql`update return_refunds set attempts = attempts + 1,
        last_error = ${error instanceof Error ? error.message.slice(0, 500) : String(error)},
        status = case when ${refused} then 'failed' else status end
      where id = ${refundId} and status = 'pending'`);
    app.log.error({ err: error, refundId }, 'return refund not made by the payment provider');
    throw new HttpError(502, refused ? returnMessages.refundFailed : returnMessages.refundPending);
  }
}

/** Refunds a return: claims, asks the provider (online), completes; then issues the credit note when it can. */
export async function refundReturn(app: FastifyInstance, request: RefundRequest, now = new Date()): Promise<void> {
  const claimed = await claim(app.db, request);
  const external = claimed.online ? await askProvider(app, claimed.refundId) : null;
  await completeRefund(app, claimed.refundId, external, now);
}

/** A refund left pending (a crash or an outage after the claim): asked again with its own key, then completed. */
export async function resumeRefund(app: FastifyInstance, refundId: number, now = new Date()): Promise<boolean> {
  const { rows } = await app.db.execute<{ method: string }>(
    sql`select method from return_refunds where id = ${refundId} and status = 'pending'`,
  );
  if (!rows[0]) return false;
  const external = rows[0].method === 'provider' ? await askProvider(app, refundId) : null;
  return completeRefund(app, refundId, external, now);
}

interface RefundRow extends Record<string, unknown> {
  return_id: number;
  quotation_id: number;
  dealer_id: number;
  amount_cents: string;
  method: RefundMethod;
  note: string | null;
  source: 'dealer' | 'dispute';
  actor_id: number | null;
  order_id: number | null;
}

/** The hold of a return is the return's; once refused, only a dispute holds the sale again (under its own key). */
async function holdOwner(tx: DbOrTx, returnId: number): Promise<string> {
  const { rows } = await tx.execute<{ refused: boolean; dispute_id: number | null }>(sql`select
      r.refuse_reason is not null as refused, (select id from disputes x where x.return_id = r.id) as dispute_id
    from returns r where r.id = ${returnId}`);
  const row = rows[0];
  return row?.refused && row.dispute_id ? `dispute:${row.dispute_id}` : `return:${returnId}`;
}

/** The money's effects of an online refund: out of the dealer's share, the fee back; answers the fee credited. */
async function onlineEffects(tx: DbOrTx, refund: RefundRow, code: string): Promise<number> {
  const quotationId = Number(refund.quotation_id);
  const dealerId = Number(refund.dealer_id);
  const returnId = Number(refund.return_id);
  const amount = cents(refund.amount_cents);
  const { rows } = await tx.execute<{ state: string; gross_cents: string; fee_cents: string; fee_vat_cents: string }>(
    sql`select state, gross_cents, fee_cents, fee_vat_cents from settlement_sales
      where quotation_id = ${quotationId} for update`,
  );
  const sale = rows[0];
  const split = splitRefund(
    sale
      ? { grossCents: cents(sale.gross_cents), feeCents: cents(sale.fee_cents), feeVatCents: cents(sale.fee_vat_cents) }
      : { grossCents: 0, feeCents: 0, feeVatCents: 0 },
    amount,
  );
  const orderId = refund.order_id === null ? null : Number(refund.order_id);
  if (sale && (sale.state === 'held' || sale.state === 'available') && amount <= cents(sale.gross_cents)) {
    const from = sale.state as 'held' | 'available';
    await postEntry(tx, saleRefundEntry({ returnId, quotationId, dealerId, orderId, refundCents: amount, from }));
    if (split.feeBackCents > 0)
      await postEntry(tx, saleFeeCreditEntry({ returnId, quotationId, dealerId, split, from }));
    await tx.execute(sql`update settlement_sales set gross_cents = gross_cents - ${amount},
        fee_cents = fee_cents - ${split.feeBackCents}, fee_vat_cents = fee_vat_cents - ${split.feeVatBackCents},
        net_cents = net_cents - ${split.netBackCents}
      where quotation_id = ${quotationId}`);
    return split.feeBackCents;
  }
  // The share was paid out (or is in a payout): what it owes comes back as an amount due, paid as a fee is.
  const { rows: fee } = await tx.execute<{ id: number }>(sql`insert into fees (dealer_id, quotation_id, amount_cents,
      description) values (${dealerId}, null, ${split.netBackCents}, ${returnMessages.paidOutRefundDue(code)})
    returning id`);
  for (const entry of paidOutRefundEntries({
    returnId,
    quotationId,
    dealerId,
    orderId,
    feeId: Number(fee[0].id),
    split,
  }))
    if (entry.legs.some((leg) => leg.amountCents !== 0)) await postEntry(tx, entry);
  return split.feeBackCents;
}

/** An offline sale: the dealer paid the customer back; the fee on the refunded part comes back as credits. */
async function offlineEffects(tx: DbOrTx, refund: RefundRow, totalPrice: string): Promise<number> {
  const quotationId = Number(refund.quotation_id);
  const { rows } = await tx.execute<{ amount_cents: string }>(
    sql`select amount_cents from fees where quotation_id = ${quotationId}`,
  );
  if (!rows[0]) return 0;
  const feeBackCents = offlineFeeBackCents(
    cents(rows[0].amount_cents),
    Math.round(Number(totalPrice) * 100),
    cents(refund.amount_cents),
  );
  if (feeBackCents > 0)
    await postEntry(
      tx,
      offlineFeeCreditEntry({
        returnId: Number(refund.return_id),
        quotationId,
        dealerId: Number(refund.dealer_id),
        feeBackCents,
      }),
    );
  return feeBackCents;
}

async function completeRefund(
  app: FastifyInstance,
  refundId: number,
  externalId: string | null,
  now: Date,
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const completed = await app.db.transaction(async (tx) => {
    const { rows } = await tx.execute<RefundRow>(sql`update return_refunds set status = 'done',
        external_id = ${externalId}, completed_at = ${at}, attempts = attempts + 1
      where id = ${refundId} and status = 'pending'
      returning return_id, quotation_id, dealer_id, amount_cents, method, note, source, actor_id, order_id`);
    const refund = rows[0];
    if (!refund) return null;
    const returnId = Number(refund.return_id);
    const facts = await lockReturn(tx, returnId);
    if (!facts) return null;
    const event: ReturnEventName = refund.source === 'dealer' ? 'refund' : 'dispute-refund';
    if (!returnTransition(facts.state, event))
      throw new Error(`return ${returnId} cannot be refunded from ${facts.state}`);

    const amount = cents(refund.amount_cents);
    const feeBack =
      refund.method === 'provider'
        ? await onlineEffects(tx, refund, facts.code)
        : await offlineEffects(tx, refund, facts.total_price);
    const { rows: moved } = await tx.execute<{
      frozen_from: HoldFrom | null;
    }>(sql`update returns set state = 'refunded',
        refunded_at = ${at}, refund_amount_cents = ${amount}, refund_method = ${refund.method},
        refund_note = ${refund.note}, fee_credit_cents = ${feeBack}, closed_at = ${at}, updated_at = ${at}
      where id = ${returnId} returning frozen_from`);
    const key = await holdOwner(tx, returnId);
    await releaseHold(
      tx,
      Number(facts.quotation_id),
      key,
      moved[0]?.frozen_from ?? null,
      now,
      app.config.payoutHoldDays,
    );
    await tx.execute(sql`update returns set frozen_from = null where id = ${returnId}`);

    const actor = refund.source === 'dispute' ? 'operator' : 'dealer';
    const actorId = refund.actor_id === null ? null : Number(refund.actor_id);
    await logReturnEvent(
      tx,
      returnId,
      'refunded',
      actor,
      actorId,
      [euroText(amount), refundMethodNames[refund.method], refund.note].filter(Boolean).join(' · '),
      now,
    );
    if (feeBack > 0) {
      await logReturnEvent(tx, returnId, 'fee_credited', 'system', null, euroText(feeBack), now);
      // Every fee credited back gets its note; one whose original invoice does not exist yet (an online sale's month
      // not invoiced yet, an offline fee still due) waits for it.
      await tx.execute(sql`insert into credit_notes (return_id, dealer_id, quotation_id, fee_credit_cents)
        values (${returnId}, ${facts.dealer_id}, ${facts.quotation_id}, ${feeBack}) on conflict (return_id) do nothing`);
    }
    await settleDispute(tx, refund, facts, amount, actorId, now);
    await notifyReturn(tx, Number(facts.quotation_id), {
      customerId: Number(facts.customer_id),
      customer: returnNotifications.customerRefunded(facts.code, euroText(amount)),
      ...(feeBack > 0
        ? {
            dealerId: Number(facts.dealer_id),
            dealer: returnNotifications.dealerFeeCredited(facts.code, euroText(feeBack)),
          }
        : {}),
    });
    return returnId;
  });
  if (completed === null) return false;
  await issueWaitingCreditNote(app, completed).catch((err: unknown) =>
    app.log.warn({ err, returnId: completed }, 'credit note not issued yet'),
  );
  return true;
}

/** The operator's decision is carried out (decided), or the dealer's refund makes an open dispute moot (resolved). */
async function settleDispute(
  tx: DbOrTx,
  refund: RefundRow,
  facts: ReturnFacts,
  amount: number,
  actorId: number | null,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const returnId = Number(refund.return_id);
  if (refund.source === 'dealer') {
    const { rows } = await tx.execute<{ id: number }>(sql`update disputes set state = 'resolved', updated_at = ${at}
      where return_id = ${returnId} and state = 'open' returning id`);
    if (rows[0]) await logReturnEvent(tx, returnId, 'dispute_resolved', 'system', null, null, now);
    return;
  }
  const full = amount >= cents(facts.amount_cents);
  const outcome = full ? 'full' : 'partial';
  const { rows } = await tx.execute<{ id: number }>(sql`update disputes set state = 'decided', outcome = ${outcome},
      decided_amount_cents = ${amount}, decision_note = ${refund.note}, decided_by = ${actorId}, decided_at = ${at},
      updated_at = ${at}
    where return_id = ${returnId} and state = 'open' returning id`);
  const disputeId = rows[0] ? Number(rows[0].id) : null;
  if (disputeId === null) throw new Error(`the dispute of return ${returnId} is no longer open`);
  await logReturnEvent(
    tx,
    returnId,
    'dispute_decided',
    'operator',
    actorId,
    `${disputeOutcomeNames[outcome]}: ${euroText(amount)}. ${refund.note ?? ''}`.trim(),
    now,
  );
  if (actorId !== null)
    await recordActivity(tx, {
      operatorId: actorId,
      action: 'dispute.decide',
      entity: 'dispute',
      entityId: disputeId,
      before: { state: 'open' },
      after: { state: 'decided', outcome, amount_cents: amount, note: refund.note },
    });
  const text = returnNotifications.disputeDecided(facts.code, `${disputeOutcomeNames[outcome]} (${euroText(amount)})`);
  await notifyReturn(tx, Number(facts.quotation_id), {
    dealerId: Number(facts.dealer_id),
    dealer: text,
    customerId: Number(facts.customer_id),
    customer: text,
  });
}
