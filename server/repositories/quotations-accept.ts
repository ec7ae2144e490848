import { sql } from 'drizzle-orm';
import type { AcceptQuotationBody, CustomerQuotation } from '../../contract/api/customer.js';
import { PAYMENT_METHOD_ALWAYS_ID } from '../../contract/constants.js';
import type { QuotationStatus } from '../../contract/entities/quotation.js';
import { quotationTotals } from '../../contract/totals.js';
import type { z } from '../../contract/z.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationMessages, quotationNotifications } from '../../i18n/it/quotations.js';
import { dealerCountersChanged, requestClosed } from '../cache/dealer-counters.js';
import type { Db, DbOrTx } from '../db/types.js';
import { chargeQuotationFee } from '../domain/fees.js';
import { nextStatus } from '../domain/quotation-state.js';
import { HttpError } from '../plugins/http-error.js';
import { quotationsUpdated, type QuotationChange } from '../realtime/inbox-signals.js';
import { createNotifications } from './notifications.js';
import { requestOutcomes } from './quotation-outcome.js';
import { cancelExpiredQuotations } from './quotations-expiry.js';
import { reserveStock, sellStock } from './stock-effects.js';
import { findCustomerQuotation } from './quotations-read.js';

type AcceptBody = z.output<typeof AcceptQuotationBody>;

type Locked = {
  status: QuotationStatus;
  submission_id: number;
  dealer_id: number;
  quotation_code: string;
  shipping_cost_flat: string | number;
  shipping_cost_partial: string | number | null;
  closed_at: string | Date | null;
};

type OptionRow = {
  id: number;
  submission_row_id: number;
  quantity: number;
  net_price: string | number;
  tax_import: number;
};

/** The customer's request id of the quotation, or 404 when it is not the caller's. */
export async function customerQuotationRequest(db: Db, customerId: number, quotationId: number): Promise<number> {
  const { rows } = await db.execute<{ submission_id: number }>(sql`select q.submission_id from quotations q
    join submissions s on s.id = q.submission_id where q.id = ${quotationId} and s.author_id = ${customerId}`);
  if (!rows[0]) throw new HttpError(404, errors.notFound);
  return rows[0].submission_id;
}

/** The body's choices checked against the dealer and the quotation: 422 with the fields at fault. */
async function checkChoices(
  tx: DbOrTx,
  quotationId: number,
  quotation: Locked,
  body: AcceptBody,
): Promise<OptionRow[]> {
  const [{ rows: methods }, { rows: options }] = [
    await tx.execute<{ method_id: number }>(
      sql`select method_id from dealer_methods where dealer_id = ${quotation.dealer_id}`,
    ),
    await tx.execute<OptionRow>(sql`select id, submission_row_id, quantity, net_price, tax_import from quotation_rows
      where quotation_id = ${quotationId} order by id`),
  ];
  const fields: Record<string, string[]> = {};
  const accepted = new Set([PAYMENT_METHOD_ALWAYS_ID, ...methods.map((m) => Number(m.method_id))]);
  if (!accepted.has(body.payment_method_id)) fields.payment_method_id = [quotationMessages.methodNotAccepted];
  if (body.shipping_fee_chosen === 'partial' && quotation.shipping_cost_partial === null) {
    fields.shipping_fee_chosen = [quotationMessages.partialShippingUnavailable];
  }
  const byId = new Map(options.map((o) => [o.id, o]));
  const requestedRows = new Set<number>();
  body.accepted_rows.forEach((rowId, index) => {
    const option = byId.get(rowId);
    if (!option) fields[`accepted_rows.${index}`] = [quotationMessages.acceptedRowNotInQuotation];
    else if (requestedRows.has(option.submission_row_id))
      fields[`accepted_rows.${index}`] = [quotationMessages.oneOptionPerRow];
    else requestedRows.add(option.submission_row_id);
  });
  // The partial fee is for an order of some of the parts offered, never for all of them.
  const offeredRows = new Set(options.map((o) => o.submission_row_id));
  if (body.shipping_fee_chosen === 'partial' && !fields.shipping_fee_chosen && requestedRows.size >= offeredRows.size)
    fields.shipping_fee_chosen = [quotationMessages.partialShippingForPart];
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);
  return options;
}

/**
 * POST /customer/quotations/{id}/accept, in one transaction with the request locked (two acceptances of the
 * same request cannot both win): online → payment-pending, offline → complete; accepted options flagged and
 * totals recomputed on them with the chosen shipping; every other pending quotation of the request cancelled;
 * the request closed; notifications for the accepted dealer and for each cancelled one, with its rank and gap.
 */
export async function acceptQuotation(
  db: Db,
  customerId: number,
  quotationId: number,
  body: AcceptBody,
  now: Date,
): Promise<CustomerQuotation> {
  const submissionId = await customerQuotationRequest(db, customerId, quotationId);
  await cancelExpiredQuotations(db, now, { submissionId });
  const at = sql`${now.toISOString()}::timestamptz`;

  const changes = await db.transaction(async (tx): Promise<QuotationChange[]> => {
    await tx.execute(sql`select id from submissions where id = ${submissionId} for update`);
    const { rows } = await tx.execute<Locked>(sql`select q.status, q.submission_id, q.dealer_id, q.quotation_code,
        q.shipping_cost_flat, q.shipping_cost_partial, s.closed_at
      from quotations q join submissions s on s.id = q.submission_id where q.id = ${quotationId} for update of q`);
    const quotation = rows[0];
    const event = body.payment_type === 'online' ? 'accept-online' : 'accept-offline';
    const status = nextStatus(quotation.status, event);
    if (quotation.closed_at !== null) throw new HttpError(409, quotationMessages.requestClosed);
    const options = await checkChoices(tx, quotationId, quotation, body);

    const acceptedIds = new Set(body.accepted_rows);
    const totals = quotationTotals({
      options: options.map((o) => ({ ...o, net_price: Number(o.net_price), tax_import: Number(o.tax_import) })),
      shippingFlat: Number(quotation.shipping_cost_flat),
      shippingPartial: quotation.shipping_cost_partial === null ? null : Number(quotation.shipping_cost_partial),
      shippingChosen: body.shipping_fee_chosen,
      acceptedOptionIndexes: options.flatMap((o, index) => (acceptedIds.has(o.id) ? [index] : [])),
    });
    await tx.execute(sql`update quotations set status = ${status}, payment_type = ${body.payment_type},
        payment_method_id = ${body.payment_method_id}, shipping_fee_chosen = ${body.shipping_fee_chosen},
        accepted_date = ${at}, updated_at = ${at}, subtotal_price = ${totals.subtotal}, total_tax = ${totals.total_tax},
        total_price = ${totals.total}
      where id = ${quotationId}`);
    await tx.execute(sql`update quotation_rows set accepted = (id in (${sql.join(
      body.accepted_rows.map((id) => sql`${id}`),
      sql`, `,
    )}))
      where quotation_id = ${quotationId}`);
    const cancelled = nextStatus('pending', 'cancel');
    const { rows: others } = await tx.execute<{
      id: number;
      dealer_id: number;
      quotation_code: string;
    }>(sql`update quotations
      set status = ${cancelled}, updated_at = ${at}
      where submission_id = ${submissionId} and id <> ${quotationId} and status = 'pending'
      returning id, dealer_id, quotation_code`);
    await tx.execute(sql`update submissions set closed_at = ${at} where id = ${submissionId}`);
    // An offline acceptance completes the deal: the platform's commission arises now (domain/fees.ts).
    if (status === 'complete') await chargeQuotationFee(tx, quotationId);
    // Online: the stock is held until shipped; offline: the dealer hands the part over, it leaves the shelf now.
    await (status === 'complete' ? sellStock(tx, quotationId) : reserveStock(tx, quotationId));

    const method = await methodName(tx, body.payment_method_id);
    const outcomes = await requestOutcomes(tx, submissionId);
    await createNotifications(tx, [
      {
        userId: quotation.dealer_id,
        target: { kind: 'quotation', id: quotationId },
        ...(body.payment_type === 'online'
          ? quotationNotifications.acceptedOnline(quotation.quotation_code)
          : quotationNotifications.acceptedOffline(quotation.quotation_code, method)),
      },
      ...others.map((o) => ({
        userId: o.dealer_id,
        target: { kind: 'quotation', id: Number(o.id) } as const,
        ...quotationNotifications.cancelledOtherAccepted(o.quotation_code, outcomes.get(Number(o.id)) ?? null),
      })),
    ]);
    return [
      { dealerId: quotation.dealer_id, id: quotationId, submission_id: submissionId, status },
      ...others.map((o) => ({ dealerId: o.dealer_id, id: o.id, submission_id: submissionId, status: cancelled })),
    ];
  });
  // After the commit: a ping reading meanwhile must not cache the request as still open.
  requestClosed([submissionId]);
  dealerCountersChanged(changes.map((change) => change.dealerId));
  quotationsUpdated(db, changes);
  const accepted = await findCustomerQuotation(db, customerId, quotationId);
  if (!accepted) throw new HttpError(404, errors.notFound);
  return accepted;
}

async function methodName(tx: DbOrTx, methodId: number): Promise<string> {
  const { rows } = await tx.execute<{ name: string }>(sql`select name from payment_methods where id = ${methodId}`);
  return rows[0]?.name ?? String(methodId);
}
