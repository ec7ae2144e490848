import { StorefrontIcon } from '../../../ui/icons';
import type { AdminDealer } from '../../../../contract/entities/admin';
import { dealersCopy } from '../../../../i18n/it/console/dealers';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';
import { DealerList, DealerShow } from './DealerViews';

/** Ricambisti: search and filters, the dealer's page, Sospendi / Riattiva and the credit adjustment. */
export const feature = defineConsoleFeature({
  name: 'console-dealers',
  resources: [
    {
      name: 'dealers',
      list: DealerList,
      show: DealerShow,
      icon: StorefrontIcon,
      recordRepresentation: (record: AdminDealer) => record.legal_name ?? record.email,
      messages: dealersCopy,
      api: defineResourceApi({
        list: 'adminDealers',
        one: 'adminDealer',
        query: 'admin',
        sort: ['id', 'created_at', 'legal_name', 'email', 'credits'],
        filters: { subscription: 'text', province: 'text', suspended: 'text' },
      }),
    },
  ],
});
