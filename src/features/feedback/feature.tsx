import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const FeedbackPage = lazy(() => import('./FeedbackPage'));

export const feedbackFeature = defineFeature({
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
