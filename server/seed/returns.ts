import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RETURN_ANSWER_WORKING_DAYS } from '../../contract/returns.js';
import type { DbOrTx } from '../db/types.js';
import { workingDaysDeadline } from '../domain/working-days.js';
import { postEntry } from '../repositories/ledger.js';
import { readPurchase, returnAmountCents } from '../returns/eligibility.js';
import { logReturnEvent, type ReturnActor, type ReturnEventKind } from '../returns/log.js';
import {
  holdEntry,
  rowsGrossCents,
  saleFeeCreditEntry,
  saleRefundEntry,
  splitRefund,
  unitGrossCents,
} from '../returns/rules.js';
import { refundMethodNames } from '../../i18n/it/returns.js';
import { partyOf } from '../shipping/book.js';
import { shippingLabelPdf } from '../shipping/label.js';
import type { Accounts } from './accounts.js';
import { HOUR, DAY, minutesAgo, type SeedContext } from './context.js';

/**
 * After-sale demo data (docs/after-sale.md): for the demo dealer, a return awaiting its answer (from the demo
 * customer, on a purchase marked received two days ago), a return refunded ("Rimborsato" by bank transfer) and a
 * refused return under an open dispute for the console's "Controversie" (its sale held again). Picked from the
 * concluded purchases the seed made, without random draws; a missing one is skipped.
 */

interface Step {
  kind: ReturnEventKind;
  actor: ReturnActor;
  actorId: number | null;
  note?: string;
  at: Date;
}

async function insertReturn(
  tx: DbOrTx,
  quotationId: number,
  input: {
    state: string;
    reason: string;
    note: string | null;
    createdAt: Date;
    set?: ReturnType<typeof sql>;
    steps: Step[];
  },
): Promise<number | null> {
  const purchase = await readPurchase(tx, quotationId, { any: true });
  const row = purchase?.rows[0];
  if (!purchase || !row) return null;
  const amountCents = returnAmountCents(purchase, [{ rowId: row.id, quantity: 1 }]);
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const due = workingDaysDeadline(input.createdAt, RETURN_ANSWER_WORKING_DAYS);
  const { rows } = await tx.execute<{
    id: number;
  }>(sql`insert into returns (quotation_id, dealer_id, customer_id, state,
      reason, note, amount_cents, answer_due_at, created_at, updated_at)
    values (${quotationId}, ${purchase.dealerId}, ${purchase.customerId}, 'requested', ${input.reason},
      ${input.note}, ${amountCents}, ${at(due)}, ${at(input.createdAt)}, ${at(input.steps.at(-1)!.at)})
    returning id`);
  const returnId = Number(rows[0].id);
  await tx.execute(sql`insert into return_rows (return_id, quotation_row_id, quantity, unit_cents, amount_cents)
    values (${returnId}, ${row.id}, 1, ${unitGrossCents(row)}, ${rowsGrossCents(row, 1)})`);
  // The state with what it requires, in one update (a refunded return has its amount: a check of the table).
  await tx.execute(sql`update returns set state = ${input.state}${input.set ? sql`, ${input.set}` : sql``}
    where id = ${returnId}`);
  for (const step of input.steps)
    await logReturnEvent(tx, returnId, step.kind, step.actor, step.actorId, step.note ?? null, step.at);
  return returnId;
}

export async function seedReturns(ctx: SeedContext, accounts: Accounts): Promise<number> {
  const { tx, now } = ctx;
  const dealer = accounts.dealer;
  const customer = accounts.customers[0];
  const { rows: staff } = await tx.execute<{ id: number }>(
    sql`select id from users where company_id = ${dealer} and staff_role = 'shipping' order by id limit 1`,
  );
  const warehouse = staff[0] ? Number(staff[0].id) : dealer;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  let seeded = 0;

  // 1. Awaiting the dealer: the demo customer's offline purchase, received two days ago.
  const { rows: mine } = await tx.execute<{ id: number }>(sql`select q.id from quotations q
    join submissions s on s.id = q.submission_id
    where q.dealer_id = ${dealer} and s.author_id = ${customer} and q.status = 'complete' and q.payment_type = 'offline'
    order by q.id limit 1`);
  if (mine[0]) {
    const quotationId = Number(mine[0].id);
    await tx.execute(sql`update quotations set delivered_at = coalesce(delivered_at, ${at(minutesAgo(now, 2 * DAY))}),
        delivery_kind = coalesce(delivery_kind, 'received'), delivered_by = coalesce(delivered_by, ${customer})
      where id = ${quotationId}`);
    const asked = minutesAgo(now, 3 * HOUR);
    if (
      await insertReturn(tx, quotationId, {
        state: 'requested',
        reason: 'non_compatibile',
        note: 'Non si monta: gli attacchi sono diversi da quelli del ricambio originale.',
        createdAt: asked,
        steps: [{ kind: 'requested', actor: 'customer', actorId: customer, at: asked }],
      })
    )
      seeded += 1;
  }

  // The other customers' delivered purchases of the demo dealer: the oldest offline one, the oldest online one.
  const { rows: delivered } = await tx.execute<{ id: number; payment_type: string; sale: string | null }>(sql`
    select q.id, q.payment_type, (select state from settlement_sales x where x.quotation_id = q.id) as sale
    from quotations q join submissions s on s.id = q.submission_id
    where q.dealer_id = ${dealer} and s.author_id <> ${customer} and q.status = 'complete' and q.delivered_at is not null
    order by q.id`);
  // An online sale is refunded through the (demo) provider, so Incassi shows the refund and the fee credited back; the
  // dispute takes an offline one. Either way round when only one kind exists.
  const online = delivered.find((q) => q.payment_type === 'online' && (q.sale === 'held' || q.sale === 'available'));
  const refundedOne = online ?? delivered.find((q) => q.payment_type === 'offline');
  const disputedOne = delivered.find((q) => q !== refundedOne);

  // 2. Refunded: accepted, received opened but whole, paid back (online: on the card; offline: by bank transfer).
  if (refundedOne) {
    const offline = refundedOne;
    const byProvider = offline === online;
    const [asked, accepted, received, refunded] = [8, 7, 5, 4].map((days) => minutesAgo(now, days * DAY));
    const purchase = await readPurchase(tx, Number(offline.id), { any: true });
    const party = async (id: number) => partyOf(tx, id).catch(() => null);
    const [sender, recipient] = purchase ? [await party(purchase.customerId), await party(dealer)] : [null, null];
    const tracking = `RHD${String(4_300_000_000 + Number(offline.id)).padStart(10, '0')}`;
    const label =
      sender && recipient
        ? await shippingLabelPdf(
            {
              reference: `RESO-${offline.id}`,
              numericReference: Number(offline.id),
              sender,
              recipient,
              parcels: 1,
              weightKg: 1,
              lengthCm: 40,
              widthCm: 30,
              heightCm: 20,
              pickupDate: accepted.toISOString().slice(0, 10),
              codCents: null,
              notes: null,
            },
            tracking,
          )
        : null;
    const returnId = await insertReturn(tx, Number(offline.id), {
      state: 'refunded',
      reason: 'difettoso',
      note: 'Il ricambio arrivato è difettoso: perde dal raccordo superiore.',
      createdAt: asked,
      set: sql`answered_at = ${at(accepted)}, answered_by = ${warehouse},
        label_courier = ${label ? 'demo' : null}, label_tracking = ${label ? tracking : null}, label_pdf = ${label},
        received_at = ${at(received)}, received_by = ${warehouse}, received_condition = 'opened',
        refunded_at = ${at(refunded)}, refund_amount_cents = amount_cents,
        refund_method = ${byProvider ? 'provider' : 'bonifico'},
        refund_note = ${byProvider ? null : 'Bonifico disposto sul conto del cliente'}, fee_credit_cents = 0,
        closed_at = ${at(refunded)}`,
      steps: [
        { kind: 'requested', actor: 'customer', actorId: null, at: asked },
        { kind: 'accepted', actor: 'dealer', actorId: warehouse, at: accepted },
        ...(label
          ? [{ kind: 'label' as const, actor: 'system' as const, actorId: null, note: tracking, at: accepted }]
          : []),
        {
          kind: 'received',
          actor: 'dealer',
          actorId: warehouse,
          note: 'Confezione aperta, ricambio integro',
          at: received,
        },
        {
          kind: 'refunded',
          actor: 'dealer',
          actorId: dealer,
          note: byProvider ? refundMethodNames.provider : refundMethodNames.bonifico,
          at: refunded,
        },
      ],
    });
    if (returnId) {
      await tx.execute(sql`update return_events set actor_id = (select customer_id from returns where id = ${returnId})
        where return_id = ${returnId} and actor = 'customer'`);
      const key = `rh-return-${returnId}-refund-1`;
      // The demo provider's refund id for that key (server/payments/demo.ts), on the customer's paid order.
      const refundId = byProvider ? `demo_re_${createHash('sha256').update(key).digest('hex').slice(0, 16)}` : null;
      await tx.execute(sql`insert into return_refunds (return_id, quotation_id, dealer_id, amount_cents, method, note,
          source, actor_id, order_id, idempotency_key, status, external_id, attempts, created_at, completed_at)
        select r.id, r.quotation_id, r.dealer_id, r.amount_cents, r.refund_method, r.refund_note, 'dealer', ${dealer},
          ${
            byProvider
              ? sql`(select o.id from orders o where o.quotation_id = r.quotation_id and o.condition = 'customer'
            and o.status = 'paid' order by o.id desc limit 1)`
              : null
          },
          ${key}, 'done', ${refundId}, 1, ${at(refunded)}, ${at(refunded)}
        from returns r where r.id = ${returnId}`);
      if (byProvider) await refundedOnline(tx, returnId, refunded);
      seeded += 1;
    }
  }

  // 3. Refused, and the customer disagrees: an open dispute; an online sale's share would be held again meanwhile.
  if (disputedOne) {
    const quotationId = Number(disputedOne.id);
    const [asked, refused, opened] = [6, 5, 1].map((days) => minutesAgo(now, days * DAY));
    const returnId = await insertReturn(tx, quotationId, {
      state: 'refused',
      reason: 'danneggiato_trasporto',
      note: 'Il ricambio è arrivato con una crepa sul lato sinistro.',
      createdAt: asked,
      set: sql`answered_at = ${at(refused)}, answered_by = ${warehouse},
        refuse_reason = 'Il pacco è stato consegnato integro e firmato senza riserva dal cliente.'`,
      steps: [
        { kind: 'requested', actor: 'customer', actorId: null, at: asked },
        {
          kind: 'refused',
          actor: 'dealer',
          actorId: warehouse,
          note: 'Il pacco è stato consegnato integro e firmato senza riserva dal cliente.',
          at: refused,
        },
        { kind: 'dispute_opened', actor: 'customer', actorId: null, at: opened },
      ],
    });
    if (returnId) {
      const { rows: created } = await tx.execute<{ id: number }>(sql`insert into disputes (return_id, quotation_id,
          dealer_id, customer_id, text, created_at, updated_at)
        select id, quotation_id, dealer_id, customer_id,
          'La crepa si vede nelle foto fatte all’apertura del pacco, davanti al corriere. Chiedo il rimborso.',
          ${at(opened)}, ${at(opened)}
        from returns where id = ${returnId} returning id`);
      await tx.execute(sql`update return_events set actor_id = (select customer_id from returns where id = ${returnId})
        where return_id = ${returnId} and actor = 'customer'`);
      const { rows: sale } = await tx.execute<{ state: string; net_cents: string }>(
        sql`select state, net_cents from settlement_sales where quotation_id = ${quotationId}`,
      );
      if (sale[0]?.state === 'available')
        await postEntry(tx, {
          ...holdEntry({
            key: `dispute:${created[0].id}:hold`,
            quotationId,
            dealerId: dealer,
            netCents: Number(sale[0].net_cents),
          }),
          createdAt: opened,
        });
      await tx.execute(sql`update settlement_sales set state = 'held', available_at = null
        where quotation_id = ${quotationId}`);
      await tx.execute(sql`update returns set frozen_from = ${sale[0]?.state ?? null} where id = ${returnId}`);
      seeded += 1;
    }
  }
  return seeded;
}

/** The money of a return refunded on the card, as refund.ts records it: out of the share, the fee back in proportion. */
async function refundedOnline(tx: DbOrTx, returnId: number, at: Date): Promise<void> {
  const { rows } = await tx.execute<{
    quotation_id: number;
    dealer_id: number;
    amount_cents: string;
    state: 'held' | 'available';
    gross_cents: string;
    fee_cents: string;
    fee_vat_cents: string;
    order_id: number | null;
    external_id: string | null;
  }>(sql`select r.quotation_id, r.dealer_id, r.amount_cents, s.state, s.gross_cents, s.fee_cents, s.fee_vat_cents,
      f.order_id, f.external_id
    from returns r join settlement_sales s on s.quotation_id = r.quotation_id
    join return_refunds f on f.return_id = r.id and f.status = 'done'
    where r.id = ${returnId}`);
  const row = rows[0];
  if (!row) return;
  const quotationId = Number(row.quotation_id);
  const dealerId = Number(row.dealer_id);
  const split = splitRefund(
    { grossCents: Number(row.gross_cents), feeCents: Number(row.fee_cents), feeVatCents: Number(row.fee_vat_cents) },
    Number(row.amount_cents),
  );
  const base = { returnId, quotationId, dealerId, from: row.state };
  await postEntry(tx, {
    ...saleRefundEntry({ ...base, orderId: row.order_id, refundCents: split.refundCents }),
    createdAt: at,
  });
  // The demo provider's own books record the refund as it made it (the reconciliation compares the two).
  if (row.order_id !== null && row.external_id)
    await tx.execute(sql`insert into demo_provider_records (kind, external_id, order_id, amount_cents, created_at)
      values ('refund', ${row.external_id}, ${row.order_id}, ${split.refundCents}, ${at.toISOString()}::timestamptz)`);
  if (split.feeBackCents > 0) {
    await postEntry(tx, { ...saleFeeCreditEntry({ ...base, split }), createdAt: at });
    await logReturnEvent(tx, returnId, 'fee_credited', 'system', null, null, at);
  }
  await tx.execute(sql`update settlement_sales set gross_cents = gross_cents - ${split.refundCents},
      fee_cents = fee_cents - ${split.feeBackCents}, fee_vat_cents = fee_vat_cents - ${split.feeVatBackCents},
      net_cents = net_cents - ${split.netBackCents}
    where quotation_id = ${quotationId}`);
  await tx.execute(sql`update returns set fee_credit_cents = ${split.feeBackCents} where id = ${returnId}`);
  // Its credit note waits for the month's invoice of the fees, which bills the fee as taken at the sale.
  if (split.feeBackCents > 0)
    await tx.execute(sql`insert into credit_notes (return_id, dealer_id, quotation_id, fee_credit_cents, created_at)
      values (${returnId}, ${dealerId}, ${quotationId}, ${split.feeBackCents}, ${at.toISOString()}::timestamptz)`);
}
