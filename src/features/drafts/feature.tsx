import { lazy } from 'react';
import { defineFeature } from '../../platform/feature';
import { paths } from '../../platform/paths';

const DraftsPage = lazy(() => import('./DraftsPage'));

/** The quotations being written: the company's drafts on the server, through this browser's copy (draftSync.ts), which the tab counts. */
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
