import type { ChatRefusalCode } from '../../contract/realtime.js';
import { ChatHandshakeAuth } from '../../contract/realtime.js';
import { dealerInStanding } from '../auth/dealer-standing.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Db } from '../db/types.js';
import { chatDisplayName, findCustomerChat, findDealerChat } from '../repositories/chat.js';

/** What a connected chat socket is bound to, decided once at the handshake. */
export interface ChatSession {
  submissionId: number;
  dealerId: number;
  /** The request's customer. */
  customerId: number;
  /** Null until the first message of either side creates the conversation (then set by server/realtime/chat.ts). */
  conversationId: number | null;
  chatToken: string;
  /** The customer's side (false: the dealer's). */
  isClient: boolean;
  userId: number;
  sessionId: number;
  userName: string;
}

export type ChatAccess = { session: ChatSession } | { refused: ChatRefusalCode };

/**
 * The socket.io room of one side of a chat: each side gets the messages with its own my_message. Named after
 * (request, dealer), not the conversation, which may not exist yet.
 */
export const chatRoom = (session: Pick<ChatSession, 'submissionId' | 'dealerId'>, isClient: boolean) =>
  `chat:${session.submissionId}:${session.dealerId}:${isClient ? 'client' : 'dealer'}`;

/**
 * Who may open which chat (the handshake's chatToken is the request's token_uuid):
 * - a dealer: its own conversation on a request it may read (in its lists, or one it quoted), or on any request
 *   where that conversation already has messages (the Messages list keeps showing it);
 * - a customer: only on its own requests, with a dealer (auth.dealerId) that quoted it or already wrote to it there.
 * Opening creates nothing: the conversation row comes with the first message.
 */
export async function openChat(db: Db, user: SessionUser, auth: unknown): Promise<ChatAccess> {
  const parsed = ChatHandshakeAuth.safeParse(auth);
  if (!parsed.success) return { refused: 'invalid' };
  const { chatToken, dealerId } = parsed.data;
  let target: { submissionId: number; authorId: number; conversationId: number | null };
  let conversationDealer: number;
  if (user.role === 'dealer') {
    if (!(await dealerInStanding(db, user.id))) return { refused: 'forbidden' };
    const found = await findDealerChat(db, user.id, chatToken);
    if (!found) return { refused: 'not_found' };
    if (!found.readable && !found.hasMessages) return { refused: 'forbidden' };
    target = found;
    conversationDealer = user.id;
  } else {
    if (dealerId === undefined) return { refused: 'invalid' };
    const found = await findCustomerChat(db, chatToken, dealerId);
    if (!found) return { refused: 'not_found' };
    if (found.authorId !== user.id || (!found.quoted && !found.dealerWrote)) return { refused: 'forbidden' };
    target = found;
    conversationDealer = dealerId;
  }
  return {
    session: {
      submissionId: target.submissionId,
      dealerId: conversationDealer,
      customerId: target.authorId,
      conversationId: target.conversationId,
      chatToken,
      isClient: user.role !== 'dealer',
      userId: user.id,
      sessionId: user.sessionId,
      userName: await chatDisplayName(db, user.id),
    },
  };
}
