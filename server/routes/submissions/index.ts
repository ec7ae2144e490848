import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { HttpError } from '../../plugins/http-error.js';
import { getSubmission, listSubmissions } from '../../repositories/submissions.js';
import { defineRoute } from '../define-route.js';

/** The dealer's request lists (new, expired, outlet) and one request's detail. */
export default async function submissionRoutes(app: FastifyInstance) {
  defineRoute(app, routes.submissionList, ({ db, user, params, query }) => listSubmissions(db, user.id, params.filter, query));
  defineRoute(app, routes.submission, async ({ db, user, params }) => {
    const submission = await getSubmission(db, user.id, params.id);
    if (!submission) throw new HttpError(404, errors.notFound);
    return submission;
  });
}
