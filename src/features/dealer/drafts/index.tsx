import { lazy } from 'react';
import { defineResourceApi } from '../../../platform/dataProvider/resourceApi';
import { defineDealerFeature } from '../../../platform/feature';
import { paths } from '../../../platform/paths';

const DraftsPage = lazy(() => import('./DraftsPage'));

/** The quotations being written: the company's drafts on the server, through this browser's copy (draftSync.ts), which the tab counts. */
export const draftsFeature = defineDealerFeature({
  name: 'drafts',
  resources: [
    {
      // The option templates ("Modelli"): GET /dealer/:dealerId/templates (all on one page, by name), POST
      // /dealer/:dealerId/templates, POST /dealer/:dealerId/templates/:templateId/delete. No screen of their own: the editor reads,
      // saves and deletes them through the dataProvider (./templates).
      name: 'templates',
      recordRepresentation: (record: { name: string }) => record.name,
      api: defineResourceApi({ list: 'templateList', create: 'templateCreate', delete: 'templateDelete' }),
    },
  ],
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
