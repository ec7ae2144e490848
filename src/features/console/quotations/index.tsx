import { RequestQuoteIcon } from '../../../ui/icons';
import { lazy } from 'react';
import type { AdminQuotation } from '../../../../contract/entities/admin';
import { quotationsCopy } from '../../../../i18n/it/console/quotations';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';

// The views load with the first screen that shows them, not with the console's start.
const views = () => import('./QuotationViews');
const QuotationList = lazy(() => views().then((m) => ({ default: m.QuotationList })));
const QuotationShow = lazy(() => views().then((m) => ({ default: m.QuotationShow })));

/** Preventivi: read-only list and page, linked to the request, the dealer, the customer and the dealer's orders. */
export const feature = defineConsoleFeature({
  name: 'console-quotations',
  resources: [
    {
      name: 'quotations',
      list: QuotationList,
      show: QuotationShow,
      icon: RequestQuoteIcon,
      recordRepresentation: (record: AdminQuotation) => record.quotation_code,
      messages: quotationsCopy,
      api: defineResourceApi({
        list: 'adminQuotations',
        one: 'adminQuotation',
        query: 'admin',
        sort: ['id', 'created_at', 'total_price'],
        filters: { status: 'text', dealer_id: 'text', submission_id: 'text', date_from: 'date', date_to: 'date' },
      }),
    },
  ],
});
