import { defineResourceApi } from '../../platform/dataProvider/resourceApi';
import { defineFeature } from '../../platform/feature';

/**
 * The dealer's option templates ("Modelli", issue 17): GET /dealer/:id/templates (all on one page, by name),
 * POST /dealer/:id/templates, POST /dealer/:id/templates/:templateId/delete. No screen of their own: the drafts editor
 * reads, saves and deletes them through the dataProvider.
 */
export const templatesFeature = defineFeature({
  name: 'templates',
  resources: [
    {
      name: 'templates',
      recordRepresentation: (record: { name: string }) => record.name,
      api: defineResourceApi({ list: 'templateList', create: 'templateCreate', delete: 'templateDelete' }),
    },
  ],
});
