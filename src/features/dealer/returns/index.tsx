import { lazy } from 'react';
import type { DealerReturn } from '../../../../contract/returns';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { AssignmentReturnIcon } from '../../../ui/icons';
import { RETURN_LIST_FILTERS } from './returnFilters';
import { useReturnsAwaiting } from './useReturnSummary';

const ReturnsPage = lazy(() => import('./ReturnsPage'));
const ReturnPolicy = lazy(() => import('./ReturnPolicySection'));

/**
 * "Resi" at /resi: the customers' returns of the company's sales (the `returns` resource: GET /dealer/:dealerId/returns paged
 * and filtered by the API, one return at …/returns/:returnId), answered, received and refunded here. Every role of
 * the staff area 'returns' opens it; what each may do on a return the server says (may_answer, may_receive,
 * may_refund). The nav entry's dot: returns awaiting an answer. The owner's profile holds the policy for VAT buyers.
 */
export const returnsFeature = defineDealerFeature({
  name: 'returns',
  // The owner's profile shows the policy for buyers with a VAT number.
  slots: { ReturnPolicy },
  resources: [
    {
      name: 'returns',
      recordRepresentation: (record: DealerReturn) => record.quotation_code,
      api: defineResourceApi({ list: 'dealerReturns', one: 'dealerReturn', filters: RETURN_LIST_FILTERS }),
    },
  ],
  routes: [
    {
      path: paths.returns,
      title: 'app.routes.returns',
      access: 'subscriber',
      staff: 'returns',
      element: <ReturnsPage />,
      list: { resource: 'returns' },
    },
  ],
  nav: [
    {
      to: paths.returns,
      label: 'app.nav.returns',
      unreadLabel: 'app.nav.returnsUnread',
      Icon: AssignmentReturnIcon,
      order: 35,
      useUnread: useReturnsAwaiting,
    },
  ],
  // A new return, an answer by the clock, a dispute decided: each comes with a notification.
  refetch: { notificationsChanged: ['returns', 'dealerReturnSummary'] },
});
