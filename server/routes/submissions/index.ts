import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { quotingMessages } from '../../../i18n/it/quoting.js';
import { HttpError } from '../../plugins/http-error.js';
import { declineSubmission, listDeclined, undeclineSubmission } from '../../repositories/declines.js';
import { getSubmission, listSubmissions } from '../../repositories/submissions.js';
import { defineRoute } from '../define-route.js';

/** The dealer's request lists (new, expired, outlet), one request's detail, and "Non posso offrire" (decline, undo). */
export default async function submissionRoutes(app: FastifyInstance) {
  defineRoute(app, routes.submissionList, ({ db, user, params, query }) =>
    listSubmissions(db, user.id, params.filter, query),
  );
  defineRoute(app, routes.submission, async ({ db, user, params }) => {
    const submission = await getSubmission(db, user.id, params.id);
    if (!submission) throw new HttpError(404, errors.notFound);
    return submission;
  });
  defineRoute(app, routes.submissionDecline, async ({ db, user, params, body }) => {
    await declineSubmission(db, user.id, params.id, body.reason, body.note ?? null);
    return { message: quotingMessages.declineDone };
  });
  defineRoute(app, routes.submissionUndecline, async ({ db, user, params }) => {
    await undeclineSubmission(db, user.id, params.id);
    return { message: quotingMessages.undeclineDone };
  });
  // "Rifiutate": the guard has checked that :dealerId is the caller.
  defineRoute(app, routes.declinedList, ({ db, user, query }) => listDeclined(db, user.id, query.page));
}
