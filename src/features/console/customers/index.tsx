import { PeopleIcon } from '../../../ui/icons';
import type { AdminCustomer } from '../../../../contract/entities/admin';
import { customersCopy } from '../../../../i18n/it/console/customers';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';
import { CustomerList, CustomerShow } from './CustomerViews';

/** Clienti: list, page, suspend. */
export const feature = defineConsoleFeature({
  name: 'console-customers',
  resources: [
    {
      name: 'customers',
      list: CustomerList,
      show: CustomerShow,
      icon: PeopleIcon,
      recordRepresentation: (record: AdminCustomer) => record.email,
      messages: customersCopy,
      api: defineResourceApi({
        list: 'adminCustomers',
        one: 'adminCustomer',
        query: 'admin',
        sort: ['id', 'created_at', 'email', 'surname'],
        filters: { province: 'text', suspended: 'text' },
      }),
    },
  ],
});
