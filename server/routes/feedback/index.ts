import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { messagingMessages } from '../../../i18n/it/messaging.js';
import { feedbackTarget, listFeedbackQuestions, submitFeedback } from '../../repositories/feedback.js';
import { defineRoute } from '../define-route.js';

/** The feedback questionnaire: its questions, and the dealer's answers about one accepted quotation. */
export default async function feedbackRoutes(app: FastifyInstance) {
  defineRoute(app, routes.feedbackList, ({ db }) => listFeedbackQuestions(db));
  defineRoute(app, routes.feedbackTarget, ({ db, user, params }) => feedbackTarget(db, user.id, params.id));
  defineRoute(
    app,
    routes.feedbackSubmit,
    async ({ db, user, params, body }) => {
      await submitFeedback(db, user.id, params.id, body);
      return { message: messagingMessages.feedback.saved };
    },
    { status: 201 },
  );
}
