import { sql } from 'drizzle-orm';
import type { CustomerOffers, OfferDealer, OfferOption } from '../../contract/api/customer-offers.js';
import type { CustomerQuotation } from '../../contract/api/customer.js';
import { fromCents, lineGrossCents, quotationTotals } from '../../contract/totals.js';
import type { Db } from '../db/types.js';
import { findCustomerRequest } from './customer-requests.js';
import { cancelExpiredQuotations } from './quotations-expiry.js';
import { listRequestQuotations } from './quotations-read.js';

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

type DealerFacts = { id: number; province: string | null; ratings: number | string };

/** What a customer may know of the quoting dealers beyond the quotation: the province code and how many ratings. */
async function dealerFacts(db: Db, dealerIds: number[]): Promise<Map<number, DealerFacts>> {
  if (dealerIds.length === 0) return new Map();
  const { rows } = await db.execute<DealerFacts>(sql`select u.id, p.code as province,
      (select count(*) from dealer_ratings r where r.dealer_id = u.id) as ratings
    from users u left join provinces p on p.id = u.adr_province where u.id = any(${intArray(dealerIds)})`);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

function toDealer(quotation: CustomerQuotation, facts: DealerFacts | undefined): OfferDealer {
  const totals = quotationTotals({
    options: quotation.quotation_rows,
    shippingFlat: quotation.shipping_cost_flat,
    shippingPartial: quotation.shipping_cost_partial,
  });
  return {
    quotation_id: quotation.id,
    quotation_code: quotation.quotation_code,
    status: quotation.status,
    dealer_id: quotation.dealer_id,
    legal_name: quotation.dealer.legal_name,
    province: facts?.province ?? null,
    dealer_stars: quotation.dealer.dealer_stars,
    ratings_count: Number(facts?.ratings ?? 0),
    shipping_cost_flat: quotation.shipping_cost_flat,
    shipping_cost_partial: quotation.shipping_cost_partial,
    available_methods: quotation.dealer.available_methods,
    cheapest_total: totals.total,
    rows_offered: new Set(quotation.quotation_rows.map((row) => row.submission_row_id)).size,
  };
}

/**
 * GET /customer/submissions/{id}/offers: the customer's own request with every dealer's options side by side,
 * per requested row; null when the request is not the customer's. Totals come from contract/totals.ts only.
 */
export async function customerOffers(
  db: Db,
  customerId: number,
  submissionId: number,
  now: Date,
): Promise<CustomerOffers | null> {
  const submission = await findCustomerRequest(db, customerId, submissionId, now);
  if (!submission) return null;
  await cancelExpiredQuotations(db, now, { submissionId });
  const quotations = await listRequestQuotations(db, submissionId);
  const facts = await dealerFacts(db, [...new Set(quotations.map((q) => q.dealer_id))]);
  const options = quotations.flatMap((quotation) =>
    quotation.quotation_rows.map((row): OfferOption => ({
      id: row.id,
      submission_row_id: row.submission_row_id,
      quotation_id: quotation.id,
      dealer_id: quotation.dealer_id,
      condition: row.condition,
      brand: row.brand,
      part_code: row.part_code,
      item_code: row.item_code,
      notes: row.notes,
      quantity: row.quantity,
      net_price: row.net_price,
      tax_import: row.tax_import,
      line_price_with_vat: fromCents(lineGrossCents(row)),
      accepted: row.accepted,
    })),
  );
  return {
    submission,
    dealers: quotations.map((quotation) => toDealer(quotation, facts.get(quotation.dealer_id))),
    rows: submission.submission_rows.map((row) => ({
      submission_row_id: row.id,
      part_id: row.part_id,
      part_name: row.part.name,
      quantity: row.quantity,
      brand: row.brand,
      notes: row.notes,
      options: options.filter((option) => option.submission_row_id === row.id),
    })),
  };
}
