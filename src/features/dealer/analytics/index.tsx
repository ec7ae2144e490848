import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';
import { ChartIcon } from '../../../ui/icons';

const AnalyticsPage = lazy(() => import('./AnalyticsPage'));

export const analyticsFeature = defineDealerFeature({
  name: 'analytics',
  routes: [
    {
      path: paths.analytics,
      title: 'app.routes.analytics',
      access: 'subscriber',
      staff: 'quoting',
      element: <AnalyticsPage />,
    },
  ],
  nav: [{ to: paths.analytics, label: 'app.nav.analytics', Icon: ChartIcon, order: 40 }],
});
