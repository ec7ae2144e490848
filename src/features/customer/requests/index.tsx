import { lazy } from 'react';
import type { CustomerSubmission } from '../../../../contract/api/customer';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineCustomerFeature } from '../../../platform/feature';
import { AddIcon, ListIcon } from '../../../ui/icons';
import { REQUESTS_PER_PAGE } from './perPage';
// Static: a heading and a boundary, drawn with the shell; the form behind it loads on demand.
import NewRequestScreen from './NewRequestScreen';

const loadRequestsPage = () => import('./RequestsPage');
const RequestsPage = lazy(loadRequestsPage);
const RequestPage = lazy(() => import('./RequestPage'));

/**
 * The customer's requests: Le mie richieste (with countdown and offers, live), Nuova richiesta, and one
 * request with its offers compared side by side, where the customer picks options per row and accepts a quotation.
 */
export const feature = defineCustomerFeature({
  name: 'customer-requests',
  resources: [
    {
      name: 'customer-requests',
      recordRepresentation: (record: CustomerSubmission) =>
        `${record.vehicle.plate ?? record.vehicle.chassis ?? ''} ${record.vehicle.model ?? ''}`.trim(),
      api: defineResourceApi({
        list: 'customerSubmissions',
        one: 'customerSubmission',
        create: 'customerSubmissionNew',
      }),
    },
  ],
  pages: [
    {
      path: '',
      title: m.list.title,
      element: <RequestsPage />,
      plain: true,
      first: { load: loadRequestsPage, list: { resource: 'customer-requests', perPage: REQUESTS_PER_PAGE } },
      nav: {
        label: m.nav.requests,
        Icon: ListIcon,
        order: 1,
        count: (c) => c.offers_on_open_requests + c.messages_to_read + c.to_pay,
      },
    },
    {
      path: 'nuova-richiesta',
      title: m.request.title,
      element: <NewRequestScreen />,
      plain: true,
      nav: { label: m.nav.newRequest, Icon: AddIcon, order: 2 },
    },
    { path: 'richieste/:id', title: m.offers.title, element: <RequestPage />, plain: true },
  ],
});
