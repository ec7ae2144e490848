import type { FastifyInstance } from 'fastify';
import { INBOX_EVENTS, INBOX_NAMESPACE, type DraftTakenEvent } from '../../../contract/realtime.js';
import { routes } from '../../../contract/routes.js';
import { draftMessages } from '../../../i18n/it/drafts.js';
import { HttpError } from '../../plugins/http-error.js';
import { INBOX_EVENT_AREAS, inboxAreaRoom } from '../../realtime/inbox-hub.js';
import { deleteDraft, getDraft, listDrafts, putDraft, takeOverDraft } from '../../repositories/drafts.js';
import { defineRoute } from '../define-route.js';

/**
 * Drafts kept on the server. The guard has checked that :dealerId is the caller's company and that the person
 * works in `quoting`; every query is keyed by the company, so another dealer's drafts are never found (404).
 */
export default async function draftRoutes(app: FastifyInstance) {
  defineRoute(app, routes.draftList, async ({ db, user }) => ({ data: await listDrafts(db, user.id) }));
  defineRoute(app, routes.draftGet, ({ db, user, params }) => getDraft(db, user.id, params.submissionId));
  defineRoute(app, routes.draftPut, ({ db, user, params, body }) =>
    putDraft(db, user.id, user.actorId, params.submissionId, body.version, body.body),
  );
  defineRoute(app, routes.draftDelete, async ({ db, user, params }) => {
    if (!(await deleteDraft(db, user.id, params.submissionId))) throw new HttpError(404, draftMessages.notFound);
    return { message: draftMessages.deleted };
  });
  defineRoute(app, routes.draftTakeOver, async ({ db, user, params }) => {
    const { draft, from, changed } = await takeOverDraft(db, user.id, user.actorId, params.submissionId);
    if (changed && draft.editor) {
      // Every tab of the company whose role works on drafts (on every instance, through the adapter): the Bozze lists show the new editor, and the
      // previous editor's tab says "<Nome> ha preso in carico la bozza".
      const event: DraftTakenEvent = {
        submission_id: draft.submission_id,
        version: draft.version,
        by: draft.editor,
        from,
      };
      app.io
        .of(INBOX_NAMESPACE)
        .to(inboxAreaRoom(user.id, INBOX_EVENT_AREAS.drafts))
        .emit(INBOX_EVENTS.draftTaken, event);
    }
    return draft;
  });
}
