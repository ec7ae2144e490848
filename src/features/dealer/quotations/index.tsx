import { lazy } from 'react';
import type { PingData, Quotation, QuotationFilter } from '../../../../contract';
import { QUOTATIONS_PER_PAGE } from '../../../../contract/constants';
import { QUOTATION_FILTERS } from '../../../../contract/filters';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature, type FeatureRoute } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import type { PlainKey } from '../../../ui/translate';
import { DASHBOARD_LIST_FILTERS, DASHBOARD_LIST_SORT } from '../../../platform/list/listFilters';
import { SendIcon } from '../../../ui/icons';

/** The list view: a dashboard tab; the detail is the pane of the same screen (?id=), so it is also the show view. */
const loadQuotationsPage = () => import('./QuotationsPage');
const QuotationList = lazy(loadQuotationsPage);
const QuotationTags = lazy(() => import('./QuotationTags').then((module) => ({ default: module.QuotationTags })));

/** A dashboard tab: the list of one status, with its ping counter. */
const tab = (
  status: QuotationFilter,
  path: string,
  title: PlainKey,
  count: (ping: PingData) => number,
): FeatureRoute => ({
  path,
  title,
  access: 'subscriber',
  // Sent quotations are the quoters' work; accepted and archived ones the warehouse's too.
  staff: status === 'pending' ? 'quoting' : 'orders',
  element: <QuotationList filter={status} />,
  load: loadQuotationsPage,
  list: { resource: 'quotations', status, perPage: QUOTATIONS_PER_PAGE },
  tab: { count },
});

/** The dealer's quotations: GET /dealer/:dealerId/quotation/list/:filter (paged, filtered); PUT /quotation/new from a draft. */
export const quotationsFeature = defineDealerFeature({
  name: 'quotations',
  // The wallet's accepted quotations show their state tags.
  slots: { QuotationTags },
  resources: [
    {
      name: 'quotations',
      list: QuotationList,
      show: QuotationList,
      recordRepresentation: (record: Quotation) => record.quotation_code,
      api: defineResourceApi({
        list: 'quotationList',
        statuses: QUOTATION_FILTERS,
        create: 'quotationNew',
        filters: DASHBOARD_LIST_FILTERS,
        sort: DASHBOARD_LIST_SORT,
      }),
    },
  ],
  routes: [
    tab('pending', paths.dashboardSent, 'app.routes.dashboard.sent', (ping) => ping.dealer_sended_quotations_count),
    tab(
      'accepted',
      paths.dashboardFulfilled,
      'app.routes.dashboard.fulfilled',
      (ping) => ping.dealer_accepted_quotations_count,
    ),
    tab(
      'cancelled',
      paths.dashboardArchived,
      'app.routes.dashboard.archived',
      (ping) => ping.dealer_cancelled_quotations_count,
    ),
  ],
  nav: [{ to: paths.dashboardSent, label: 'app.nav.sent', Icon: SendIcon, order: 30, daily: true }],
  refetch: { quotationsChanged: ['quotations', 'quotation'] },
});
