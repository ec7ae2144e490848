import { defineResourceApi } from '../../dataProvider/resourceApi';

/**
 * The dealer's option templates ("Modelli", issue 17): GET /dealer/:id/templates (all on one page, by name) and
 * POST /dealer/:id/templates. No screen of their own: the drafts editor reads them (custom/templates). Deleting is
 * POST /dealer/:id/templates/:templateId/delete, two ids the conventions cannot fill: the typed client calls it.
 */
export const templatesApi = defineResourceApi({ list: 'templateList', create: 'templateCreate' });
