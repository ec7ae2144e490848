import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { quotingMessages } from '../../../i18n/it/quoting.js';
import { createTemplate, deleteTemplate, listTemplates } from '../../repositories/templates.js';
import { defineRoute } from '../define-route.js';

/** The dealer's option templates ("Modelli"); the guard has checked that :dealerId is the caller, the repository that :templateId is its own. */
export default async function templateRoutes(app: FastifyInstance) {
  defineRoute(app, routes.templateList, ({ db, user }) => listTemplates(db, user.id));
  defineRoute(app, routes.templateCreate, ({ db, user, body }) => createTemplate(db, user.id, body), { status: 201 });
  defineRoute(app, routes.templateDelete, async ({ db, user, params }) => {
    await deleteTemplate(db, user.id, params.templateId);
    return { message: quotingMessages.templateDeleted };
  });
}
