import { defineResourceApi } from '../../dataProvider/resourceApi';

/** GET /dealer/:id/invoices: the platform's invoices to the signed-in dealer, the whole list, paged here. */
export const invoicesApi = defineResourceApi({ list: 'dealerInvoices' });
