import type { ChatRefusalCode } from '../../contract/realtime.js';
import { ChatHandshakeAuth } from '../../contract/realtime.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Db } from '../db/types.js';
import { chatDisplayName, ensureConversation, findCustomerChat, findDealerChat } from '../repositories/chat.js';

/** What a connected chat socket is bound to, decided once at the handshake. */
export interface ChatSession {
  conversationId: number;
  chatToken: string;
  /** The customer's side (false: the dealer's). */
  isClient: boolean;
  userId: number;
  userName: string;
}

export type ChatAccess = { session: ChatSession } | { refused: ChatRefusalCode };

/** The socket.io room of one side of a conversation: each side gets the messages with its own my_message. */
export const chatRoom = (conversationId: number, isClient: boolean) => `chat:${conversationId}:${isClient ? 'client' : 'dealer'}`;

/**
 * Who may open which chat (the handshake's chatToken is the request's token_uuid):
 * - a dealer: its own conversation on a request it may read (in its lists, or one it quoted), or on any request
 *   where that conversation already has messages (the Messages list keeps showing it);
 * - a customer: only on its own requests, with a dealer (auth.dealerId) that quoted it or already wrote to it.
 * The conversation row is created on the first allowed connection.
 */
export async function openChat(db: Db, user: SessionUser, auth: unknown): Promise<ChatAccess> {
  const parsed = ChatHandshakeAuth.safeParse(auth);
  if (!parsed.success) return { refused: 'invalid' };
  const { chatToken, dealerId } = parsed.data;
  let submissionId: number;
  let conversationDealer: number;
  let conversationId: number | null;
  if (user.role === 'dealer') {
    const target = await findDealerChat(db, user.id, chatToken);
    if (!target) return { refused: 'not_found' };
    if (!target.readable && !target.hasMessages) return { refused: 'forbidden' };
    ({ submissionId, conversationId } = target);
    conversationDealer = user.id;
  } else {
    if (dealerId === undefined) return { refused: 'invalid' };
    const target = await findCustomerChat(db, chatToken, dealerId);
    if (!target) return { refused: 'not_found' };
    if (target.authorId !== user.id || (target.conversationId === null && !target.quoted)) return { refused: 'forbidden' };
    ({ submissionId, conversationId } = target);
    conversationDealer = dealerId;
  }
  const id = conversationId ?? (await ensureConversation(db, submissionId, conversationDealer));
  return {
    session: { conversationId: id, chatToken, isClient: user.role !== 'dealer', userId: user.id, userName: await chatDisplayName(db, user.id) },
  };
}
