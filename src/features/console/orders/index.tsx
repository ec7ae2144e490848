import { ReceiptLongIcon } from '../../../ui/icons';
import type { AdminOrder } from '../../../../contract/entities/admin';
import { ordersCopy } from '../../../../i18n/it/console/orders';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';
import { OrderList, OrderShow } from './OrderViews';

/** Ordini e pagamenti: status, provider, amounts; refund of a paid order, exactly once. */
export const feature = defineConsoleFeature({
  name: 'console-orders',
  resources: [
    {
      name: 'orders',
      list: OrderList,
      show: OrderShow,
      icon: ReceiptLongIcon,
      recordRepresentation: (record: AdminOrder) => `#${record.id}`,
      messages: ordersCopy,
      api: defineResourceApi({
        list: 'adminOrders',
        one: 'adminOrder',
        query: 'admin',
        sort: ['id', 'created_at', 'paid_at', 'total_amount'],
        filters: { status: 'text', provider: 'text', condition: 'text', dealer_id: 'text' },
      }),
    },
  ],
});
