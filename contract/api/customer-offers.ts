import { PART_CONDITIONS, QuotationStatus } from '../entities/quotation.js';
import { z } from '../z.js';
import { CustomerSubmission } from './customer.js';

/*
 * GET /customer/submissions/{id}/offers: the quotations of the customer's own request shaped for a
 * side-by-side view. Rows are the requested rows; each carries every dealer's options. Dealers carry only what a
 * customer may know of them (name, province, rating, shipping, methods): never IBAN, credits or contacts.
 */

export const OfferOption = z.object({
  /** The quotation row: the id AcceptQuotationBody.accepted_rows names. */
  id: z.number().int(),
  submission_row_id: z.number().int(),
  quotation_id: z.number().int(),
  dealer_id: z.number().int(),
  condition: z.enum(PART_CONDITIONS),
  brand: z.string(),
  part_code: z.string(),
  item_code: z.string().nullable(),
  notes: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price without VAT, the VAT rate, and the line (quantity included) with VAT, as contract/totals.ts rounds it. */
  net_price: z.number(),
  tax_import: z.number().int(),
  line_price_with_vat: z.number(),
  accepted: z.boolean(),
});
export type OfferOption = z.infer<typeof OfferOption>;

export const OfferRow = z.object({
  submission_row_id: z.number().int(),
  part_id: z.number().int(),
  part_name: z.string(),
  quantity: z.number().int(),
  brand: z.string().nullable(),
  notes: z.string().nullable(),
  options: z.array(OfferOption),
});

export const OfferDealer = z.object({
  quotation_id: z.number().int(),
  quotation_code: z.string(),
  status: QuotationStatus,
  dealer_id: z.number().int(),
  legal_name: z.string().nullable(),
  province: z.string().nullable(),
  /** The average of the dealer's ratings (the seeded value while it has none) and how many there are. */
  dealer_stars: z.number(),
  ratings_count: z.number().int(),
  shipping_cost_flat: z.number(),
  shipping_cost_partial: z.number().nullable(),
  available_methods: z.array(z.number().int()),
  /** Cheapest option per row, flat shipping, VAT included (contract/totals.ts quotationTotals). */
  cheapest_total: z.number(),
  /** Requested rows this dealer offers something for. */
  rows_offered: z.number().int(),
});
export type OfferDealer = z.infer<typeof OfferDealer>;

export const CustomerOffers = z.object({
  submission: CustomerSubmission,
  dealers: z.array(OfferDealer),
  rows: z.array(OfferRow),
});
export type CustomerOffers = z.infer<typeof CustomerOffers>;
