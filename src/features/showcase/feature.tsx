import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const ShowcasePage = lazy(() => import('./ShowcasePage'));

export const showcaseFeature = defineFeature({
  name: 'showcase',
  routes: [
    {
      path: paths.components,
      title: 'app.routes.components',
      access: 'subscriber',
      staff: 'everyone',
      element: <ShowcasePage />,
    },
  ],
});
