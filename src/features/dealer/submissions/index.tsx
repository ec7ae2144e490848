import { lazy } from 'react';
import type { PingData, Submission, SubmissionFilter } from '../../../../contract';
import { SUBMISSIONS_PER_PAGE } from '../../../../contract/constants';
import { SUBMISSION_FILTERS } from '../../../../contract/filters';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature, type FeatureRoute } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import type { PlainKey } from '../../../ui/translate';
import { DASHBOARD_LIST_FILTERS, DASHBOARD_LIST_SORT } from '../../../platform/list/listFilters';

/** The list view: a dashboard tab; its detail is the pane of the same screen (?id=), so it is also the show view. */
const loadSubmissionsPage = () => import('./SubmissionsPage');
const SubmissionList = lazy(loadSubmissionsPage);

// The cards name makes, parts and provinces from these: the boot requests them with the list.
const lookups = ['manufacturerList', 'partList', 'provinceList'] as const;
/** A dashboard tab: the list of one status, with its ping counter. */
const tab = (
  status: SubmissionFilter,
  path: string,
  title: PlainKey,
  count: (ping: PingData) => number,
): FeatureRoute => ({
  path,
  title,
  access: 'subscriber',
  staff: 'quoting',
  // A dealer's first screen: no MUI before it is painted; the request's detail brings MUI when opened.
  plain: true,
  element: <SubmissionList filter={status} />,
  load: loadSubmissionsPage,
  list: { resource: 'submissions', status, perPage: SUBMISSIONS_PER_PAGE, lookups },
  tab: { count },
});

/** Customers' parts requests: GET /submission/list/:filter (paged, filtered), GET /submission/:id. */
export const submissionsFeature = defineDealerFeature({
  name: 'submissions',
  resources: [
    {
      name: 'submissions',
      list: SubmissionList,
      show: SubmissionList,
      recordRepresentation: (record: Submission) => record.vehicle.plate ?? record.vehicle.chassis ?? `#${record.id}`,
      api: defineResourceApi({
        list: 'submissionList',
        statuses: SUBMISSION_FILTERS,
        one: 'submission',
        filters: DASHBOARD_LIST_FILTERS,
        sort: DASHBOARD_LIST_SORT,
      }),
    },
  ],
  routes: [
    tab('pending', paths.dashboard, 'app.routes.dashboard.pending', (ping) => ping.dealer_pending_submissions_count),
    tab(
      'expired',
      paths.dashboardExpired,
      'app.routes.dashboard.expired',
      (ping) => ping.dealer_expired_submissions_count,
    ),
    tab('outlet', paths.dashboardOutlet, 'app.routes.dashboard.outlet', (ping) => ping.dealer_outlet_submissions_count),
  ],
  refetch: { coverageChanged: ['submissions', 'submission'] },
});
