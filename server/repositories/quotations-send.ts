import { deleteDraft } from './drafts.js';
import { sql } from 'drizzle-orm';
import type { NewQuotationBody, QuotationOption } from '../../contract/api/quotations.js';
import type { z } from '../../contract/z.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { fromCents, quotationTotals, toCents } from '../../contract/totals.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationMessages, quotationNotifications } from '../../i18n/it/quotations.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { quotationRows, quotations } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { isDeclinedBy, isSubmissionOpenForDealer } from '../domain/submission-state.js';
import { HttpError } from '../plugins/http-error.js';
import { createNotifications } from './notifications.js';
import { findDealerQuotation } from './quotations-read.js';

type SendBody = z.output<typeof NewQuotationBody>;

const cents = (euro: number) => fromCents(toCents(euro));

/** Options as stored: money to the cent, texts trimmed, empty notes as null. The same form compares sends. */
function normalizeOption(option: QuotationOption) {
  return {
    submission_row_id: option.submission_row_id,
    quantity: option.quantity,
    part_code: option.part_code.trim(),
    item_code: option.item_code?.trim() || null,
    brand: option.brand.trim(),
    condition: option.condition,
    notes: option.notes?.trim() || null,
    net_price: cents(option.net_price),
    tax_import: option.tax_import,
    full_net_price: option.full_net_price == null ? null : cents(option.full_net_price),
    discount: option.discount ?? null,
  };
}
type StoredOption = ReturnType<typeof normalizeOption>;

interface Content {
  shipping_cost_flat: number;
  shipping_cost_partial: number | null;
  options: StoredOption[];
}

function contentOf(body: SendBody): Content {
  return {
    shipping_cost_flat: cents(body.shipping_cost_flat),
    shipping_cost_partial: body.shipping_cost_partial == null ? null : cents(body.shipping_cost_partial),
    options: body.quotation_rows.map(normalizeOption),
  };
}

/** The content of the dealer's quotation on the request, if one was sent already. */
async function sentContent(
  db: Db,
  dealerId: number,
  submissionId: number,
): Promise<{ id: number; content: Content } | null> {
  const { rows } = await db.execute<{
    id: number;
    flat: string | number;
    partial: string | number | null;
    options: StoredOption[];
  }>(sql`
    select q.id, q.shipping_cost_flat as flat, q.shipping_cost_partial as partial,
      coalesce((select json_agg(json_build_object('submission_row_id', r.submission_row_id, 'quantity', r.quantity,
          'part_code', r.part_code, 'item_code', r.item_code, 'brand', r.brand, 'condition', r.condition, 'notes', r.notes, 'net_price', r.net_price,
          'tax_import', r.tax_import, 'full_net_price', r.full_net_price, 'discount', r.discount) order by r.id)
        from quotation_rows r where r.quotation_id = q.id), '[]'::json) as options
    from quotations q where q.dealer_id = ${dealerId} and q.submission_id = ${submissionId}`);
  const row = rows[0];
  if (!row) return null;
  const options = row.options.map((o) => ({
    ...o,
    net_price: Number(o.net_price),
    tax_import: Number(o.tax_import),
    full_net_price: o.full_net_price === null ? null : Number(o.full_net_price),
  }));
  return {
    id: row.id,
    content: {
      shipping_cost_flat: Number(row.flat),
      shipping_cost_partial: row.partial === null ? null : Number(row.partial),
      options,
    },
  };
}

/** A repeated send answers the quotation already sent when it says the same thing, and is refused otherwise. */
async function answerRepeatedSend(db: Db, dealerId: number, body: SendBody): Promise<Quotation | null> {
  const sent = await sentContent(db, dealerId, body.submission_id);
  if (!sent) return null;
  if (JSON.stringify(sent.content) !== JSON.stringify(contentOf(body)))
    throw new HttpError(409, quotationMessages.alreadyQuotedDifferently);
  return findDealerQuotation(db, dealerId, sent.id);
}

/** The checks of a first send, cheapest refusal first: the request, whether it is still open, then the payload. */
async function checkRequest(db: Db, dealerId: number, body: SendBody): Promise<{ vehicleLabel: string }> {
  const { rows } = await db.execute<{ vehicle_id: number; author_id: number; label: string; row_ids: number[] }>(sql`
    select s.vehicle_id, s.author_id,
      concat_ws(' ', m.name, v.model, coalesce(v.plate, v.chassis)) as label,
      coalesce((select json_agg(r.id) from submission_rows r where r.submission_id = s.id), '[]'::json) as row_ids
    from submissions s join vehicles v on v.id = s.vehicle_id left join manufacturers m on m.id = v.manufacturer_id
    where s.id = ${body.submission_id}`);
  const request = rows[0];
  if (!request) throw new HttpError(404, quotationMessages.submissionNotFound);
  // Declined first: "Non posso offrire" hides the request from this dealer until undeclined.
  if (await isDeclinedBy(db, body.submission_id, dealerId)) throw new HttpError(409, quotingMessages.declined);
  if (!(await isSubmissionOpenForDealer(db, body.submission_id, dealerId)))
    throw new HttpError(409, quotationMessages.submissionUnavailable);

  const fields: Record<string, string[]> = {};
  if (request.vehicle_id !== body.vehicle_id) fields.vehicle_id = [quotationMessages.vehicleMismatch];
  if (request.author_id !== body.author_id) fields.author_id = [quotationMessages.authorMismatch];
  const rowIds = new Set(request.row_ids.map(Number));
  body.quotation_rows.forEach((option, index) => {
    if (!rowIds.has(option.submission_row_id))
      fields[`quotation_rows.${index}.submission_row_id`] = [quotationMessages.rowNotInSubmission];
  });
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);
  return { vehicleLabel: request.label };
}

function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * PUT /quotation/new. One quotation per dealer and request (unique index): a repeated send (double click,
 * retry after a timeout, two sends racing) answers the quotation already stored when the content is the
 * same, and 409 when it differs. Totals are the server's (contract/totals.ts), whatever the client computed.
 */
export async function sendQuotation(
  db: Db,
  dealerId: number,
  body: SendBody,
  sentBy: number = dealerId,
): Promise<Quotation> {
  if (body.dealer_id !== dealerId) throw new HttpError(403, quotationMessages.dealerMismatch);
  const repeated = await answerRepeatedSend(db, dealerId, body);
  if (repeated) return repeated;

  const { vehicleLabel } = await checkRequest(db, dealerId, body);
  const content = contentOf(body);
  const totals = quotationTotals({
    options: content.options,
    shippingFlat: content.shipping_cost_flat,
    shippingPartial: content.shipping_cost_partial,
  });
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: number | string }>(
        sql`select nextval(pg_get_serial_sequence('quotations', 'id')) as id`,
      );
      const newId = Number(rows[0].id);
      const quotationCode = `RH-${new Date().getUTCFullYear()}-${String(newId).padStart(6, '0')}`;
      await tx.insert(quotations).values({
        id: newId,
        quotationCode,
        submissionId: body.submission_id,
        dealerId,
        sentBy,
        status: 'pending',
        totalPrice: totals.total,
        subtotalPrice: totals.subtotal,
        totalTax: totals.total_tax,
        sentTotalPrice: totals.total,
        shippingCostFlat: content.shipping_cost_flat,
        shippingCostPartial: content.shipping_cost_partial,
      });
      await tx.insert(quotationRows).values(
        content.options.map((o) => ({
          quotationId: newId,
          submissionRowId: o.submission_row_id,
          quantity: o.quantity,
          partCode: o.part_code,
          itemCode: o.item_code,
          brand: o.brand,
          condition: o.condition,
          notes: o.notes,
          netPrice: o.net_price,
          taxImport: o.tax_import,
          fullNetPrice: o.full_net_price,
          discount: o.discount,
        })),
      );
      await createNotifications(tx, [
        {
          userId: body.author_id,
          target: { kind: 'quotation', id: newId },
          ...quotationNotifications.receivedByCustomer(quotationCode, vehicleLabel),
        },
      ]);
      // The company's draft of the request goes with the send: a sent quotation has nothing left to edit.
      await deleteDraft(tx, dealerId, body.submission_id);
      return newId;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await answerRepeatedSend(db, dealerId, body);
    if (raced) return raced;
    throw error;
  }
  // Again after the commit for the customer: its live inbox must read the committed notification.
  dealerCountersChanged([dealerId, body.author_id]);
  const quotation = await findDealerQuotation(db, dealerId, id);
  if (!quotation) throw new Error(`quotation ${id} vanished after insert`);
  return quotation;
}
