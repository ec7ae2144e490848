import { QUOTATION_FILTERS } from './filters.js';

/**
 * Quotation statuses and which of them each quotation list shows, as plain data: the dashboard's first load reads
 * them (a request's own quotation, its tags) without loading zod; entities/quotation.ts builds its schemas on them.
 */
export const QUOTATION_STATUSES = ['pending', 'payment-pending', 'paid', 'complete', 'cancelled'] as const;
export type QuotationStatusName = (typeof QUOTATION_STATUSES)[number];
export type QuotationFilterName = (typeof QUOTATION_FILTERS)[number];

export const QUOTATION_FILTER_STATUSES: Record<QuotationFilterName, readonly QuotationStatusName[]> = {
  pending: ['pending'],
  accepted: ['payment-pending', 'paid', 'complete'],
  cancelled: ['cancelled'],
};
