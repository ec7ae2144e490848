import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const PurchaseCreditsPage = lazy(() => import('./PurchaseCreditsPage'));

export const purchaseCreditsFeature = defineDealerFeature({
  name: 'purchase-credits',
  routes: [
    {
      path: paths.purchaseCredits,
      title: 'app.routes.purchaseCredits',
      access: 'subscriber',
      staff: 'billing',
      element: <PurchaseCreditsPage />,
    },
  ],
});
