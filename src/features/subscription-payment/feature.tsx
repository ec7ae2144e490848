import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const SubscriptionPaymentPage = lazy(() => import('./SubscriptionPaymentPage'));

export const subscriptionPaymentFeature = defineFeature({
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
