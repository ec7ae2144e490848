import { lazy } from 'react';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const ShowcasePage = lazy(() => import('./ShowcasePage'));

export const showcaseFeature = defineDealerFeature({
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
