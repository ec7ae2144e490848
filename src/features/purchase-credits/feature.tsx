import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const PurchaseCreditsPage = lazy(() => import('./PurchaseCreditsPage'));

export const purchaseCreditsFeature = defineFeature({
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
