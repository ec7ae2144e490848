import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { listConversations } from '../../repositories/chat-list.js';
import { defineRoute } from '../define-route.js';

/** The dealer's conversations (Messages screen); the messages themselves travel on the chat socket (server/realtime). */
export default async function messageRoutes(app: FastifyInstance) {
  defineRoute(app, routes.messageList, ({ db, user }) => listConversations(db, user.id));
}
