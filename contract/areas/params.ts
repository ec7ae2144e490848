import { IdParams } from '../common.js';
import { QuotationFilter } from '../entities/quotation.js';
import { z } from '../z.js';

/** Path parameters several routes share. */
export const DealerParams = z.object({ dealerId: IdParams.shape.id });
export const UserParams = z.object({ userId: IdParams.shape.id });
export const FeeInvoiceParams = z.object({ dealerId: IdParams.shape.id, invoiceId: IdParams.shape.id });
export const DealerQuotationListParams = z.object({ dealerId: IdParams.shape.id, filter: QuotationFilter });
