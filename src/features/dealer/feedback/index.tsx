import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const FeedbackPage = lazy(() => import('./FeedbackPage'));

export const feedbackFeature = defineDealerFeature({
  name: 'feedback',
  routes: [
    {
      path: paths.feedback,
      title: 'app.routes.feedback',
      access: 'subscriber',
      staff: 'quoting',
      element: <FeedbackPage />,
    },
  ],
});
