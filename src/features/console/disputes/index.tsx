import { lazy } from 'react';
import type { AdminDealerReturnFigures, AdminDispute } from '../../../../contract/returns';
import { disputesCopy, returnFiguresCopy } from '../../../../i18n/it/console/disputes';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineConsoleFeature } from '../../../platform/feature';
import { AssignmentReturnIcon, GavelIcon } from '../../../ui/icons';

const DisputeList = lazy(() => import('./DisputeViews').then((module) => ({ default: module.DisputeList })));
const DisputeShow = lazy(() => import('./DisputeViews').then((module) => ({ default: module.DisputeShow })));
const ReturnFiguresList = lazy(() =>
  import('./ReturnFiguresList').then((module) => ({ default: module.ReturnFiguresList })),
);

/**
 * "Controversie": the queue of disputes over returns, one dispute with the request, the quotation, the chat, the photos
 * and the timeline in view, and the decision (full, partial or no refund) carried out once. "Resi per ricambista":
 * returns and disputes per dealer.
 */
export const feature = defineConsoleFeature({
  name: 'console-disputes',
  resources: [
    {
      name: 'disputes',
      list: DisputeList,
      show: DisputeShow,
      icon: GavelIcon,
      recordRepresentation: (record: AdminDispute) => `#${record.id} · ${record.quotation_code}`,
      messages: disputesCopy,
      api: defineResourceApi({
        list: 'adminDisputes',
        one: 'adminDispute',
        query: 'admin',
        sort: ['created_at', 'id', 'decided_at'],
        filters: { state: 'text', dealer_id: 'text' },
      }),
    },
    {
      name: 'return-figures',
      list: ReturnFiguresList,
      icon: AssignmentReturnIcon,
      recordRepresentation: (record: AdminDealerReturnFigures) => record.dealer_name,
      messages: returnFiguresCopy,
      api: defineResourceApi({
        list: 'adminReturnFigures',
        query: 'admin',
        sort: ['returns', 'return_rate', 'disputes', 'dealer_id'],
        filters: { from: 'date', to: 'date', dealer_id: 'text' },
      }),
    },
  ],
});
