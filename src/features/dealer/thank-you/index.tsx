import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const ThankYouPage = lazy(() => import('./ThankYouPage'));

export const thankYouFeature = defineDealerFeature({
  name: 'thank-you',
  routes: [
    {
      path: paths.thankYouSubscription,
      title: 'app.routes.thankYou.subscription',
      access: 'noSubscription',
      element: <ThankYouPage slug="subscription" />,
    },
    {
      path: paths.thankYouCredits,
      title: 'app.routes.thankYou.credits',
      access: 'subscriber',
      staff: 'billing',
      element: <ThankYouPage slug="credits" />,
    },
    {
      path: paths.thankYouFee,
      title: 'app.routes.thankYou.fee',
      access: 'subscriber',
      staff: 'billing',
      element: <ThankYouPage slug="fee" />,
    },
  ],
});
