import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const DraftsPage = lazy(() => import('./DraftsPage'));

/** The quotations being written, kept in the browser (no API list): the tab counts them locally. */
export const draftsFeature = defineFeature({
  name: 'drafts',
  routes: [
    {
      path: paths.dashboardDraft,
      title: 'app.routes.dashboard.draft',
      access: 'subscriber',
      staff: 'quoting',
      element: <DraftsPage />,
      tab: { count: 'drafts' },
    },
  ],
});
