import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const SubscriptionPaymentPage = lazy(() => import('./SubscriptionPaymentPage'));

export const subscriptionPaymentFeature = defineDealerFeature({
  name: 'subscription-payment',
  routes: [
    {
      path: paths.subscriptionPayment,
      title: 'app.routes.subscriptionPayment',
      access: 'noSubscription',
      element: <SubscriptionPaymentPage />,
    },
  ],
});
