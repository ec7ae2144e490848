import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Message } from '../../contract/entities/chat.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import type { Db } from '../db/types.js';
import { quotedBySql, readableBySql } from '../domain/submission-state.js';
import { pausedMsAfterResumeSql, timerRunsSql } from '../domain/submission-timer.js';

/*
 * The chat's storage: one conversation per request and dealer (conversations), its messages (messages, read
 * state in read_at: a message is read when the other side confirmed it). The socket handlers
 * (server/realtime/chat.ts) and the Messages list read and write through these functions.
 */

const iso = (value: string | Date) => new Date(value).toISOString();

export interface DealerChatTarget {
  submissionId: number;
  /** The request's customer. */
  authorId: number;
  conversationId: number | null;
  /** The request is in the dealer's lists or the dealer quoted it (submission-state readableBy). */
  readable: boolean;
  /** The dealer's conversation on it already has messages: its history stays reachable. */
  hasMessages: boolean;
}

/** The request of a chat token as one dealer sees it; null when no request has that token. */
export async function findDealerChat(db: Db, dealerId: number, chatToken: string): Promise<DealerChatTarget | null> {
  const { rows } = await db.execute<{
    submission_id: number;
    author_id: number;
    conversation_id: number | null;
    readable: boolean;
    has_messages: boolean;
  }>(sql`
    select s.id as submission_id, s.author_id, dc.id as conversation_id, ${readableBySql(dealerId)} as readable,
      exists (select 1 from messages m where m.conversation_id = dc.id) as has_messages
    from submissions s
    left join conversations dc on dc.submission_id = s.id and dc.dealer_id = ${dealerId}
    where s.token_uuid = ${chatToken}`);
  const row = rows[0];
  if (!row) return null;
  return {
    submissionId: row.submission_id,
    authorId: Number(row.author_id),
    conversationId: row.conversation_id,
    readable: row.readable,
    hasMessages: row.has_messages,
  };
}

export interface CustomerChatTarget {
  submissionId: number;
  authorId: number;
  conversationId: number | null;
  /** The chosen dealer sent a quotation on the request. */
  quoted: boolean;
  /** The chosen dealer wrote in its conversation on the request (an empty conversation row does not count). */
  dealerWrote: boolean;
}

/** The request of a chat token and the chosen dealer's conversation on it; null when no request has that token. */
export async function findCustomerChat(
  db: Db,
  chatToken: string,
  dealerId: number,
): Promise<CustomerChatTarget | null> {
  const { rows } = await db.execute<{
    submission_id: number;
    author_id: number;
    conversation_id: number | null;
    quoted: boolean;
    dealer_wrote: boolean;
  }>(sql`
    select s.id as submission_id, s.author_id, dc.id as conversation_id, ${quotedBySql(dealerId)} as quoted,
      exists (select 1 from messages m where m.conversation_id = dc.id and not m.is_client) as dealer_wrote
    from submissions s
    left join conversations dc on dc.submission_id = s.id and dc.dealer_id = ${dealerId}
    where s.token_uuid = ${chatToken}`);
  const row = rows[0];
  if (!row) return null;
  return {
    submissionId: row.submission_id,
    authorId: row.author_id,
    conversationId: row.conversation_id,
    quoted: row.quoted,
    dealerWrote: row.dealer_wrote,
  };
}

/** The conversation of (request, dealer) if it exists (it does from its first message). */
export async function findConversationId(db: Db, submissionId: number, dealerId: number): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from conversations where submission_id = ${submissionId} and dealer_id = ${dealerId}`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The conversation of (request, dealer), created by its first message. */
export async function ensureConversation(db: Db, submissionId: number, dealerId: number): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    with created as (
      insert into conversations (uuid, submission_id, dealer_id) values (${randomUUID()}, ${submissionId}, ${dealerId})
      on conflict (submission_id, dealer_id) do nothing returning id
    )
    select id from created
    union all
    select id from conversations where submission_id = ${submissionId} and dealer_id = ${dealerId}`);
  return Number(rows[0].id);
}

/** How a user signs their messages: the dealer's company name, the customer's name (never the email). */
export async function chatDisplayName(db: Db, userId: number): Promise<string> {
  const { rows } = await db.execute<{ role: 'dealer' | 'customer'; name: string | null }>(sql`
    select role, nullif(trim(case when role = 'dealer' then coalesce(legal_name, concat_ws(' ', name, surname))
      else concat_ws(' ', name, surname) end), '') as name
    from users where id = ${userId}`);
  const row = rows[0];
  return row?.name ?? messagingMessages.fallbackName[row?.role ?? 'customer'];
}

export interface StoredMessage {
  id: number;
  isClient: boolean;
  userName: string;
  text: string;
  attachments: string[];
  createdAt: string;
}

type MessageRow = {
  id: number;
  is_client: boolean;
  user_name: string | null;
  text: string;
  attachments: string[];
  created_at: string | Date;
};

const fromRow = (row: MessageRow): StoredMessage => ({
  id: Number(row.id),
  isClient: row.is_client,
  userName: row.user_name ?? messagingMessages.fallbackName[row.is_client ? 'customer' : 'dealer'],
  text: row.text,
  attachments: row.attachments ?? [],
  createdAt: iso(row.created_at),
});

const authorName = sql`nullif(trim(case when m.is_client then concat_ws(' ', u.name, u.surname)
  else coalesce(u.legal_name, concat_ws(' ', u.name, u.surname)) end), '')`;

/** The most recent `limit` messages of a conversation, oldest first. */
export async function loadHistory(db: Db, conversationId: number, limit: number): Promise<StoredMessage[]> {
  const { rows } = await db.execute<MessageRow>(sql`
    select * from (
      select m.id, m.is_client, ${authorName} as user_name, m.text, m.attachments, m.created_at
      from messages m join users u on u.id = m.author_id
      where m.conversation_id = ${conversationId}
      order by m.id desc limit ${limit}
    ) recent order by id`);
  return rows.map(fromRow);
}

export interface NewMessage {
  conversationId: number;
  /** When given, the message is stored only while this session is live (not revoked, not expired). */
  sessionId?: number;
  authorId: number;
  isClient: boolean;
  userName: string;
  text: string;
  attachments: string[];
}

/**
 * Stores a message (before anyone sees it) in one statement, which also moves the conversation's last-message
 * time and the dealer's timer (SPEC §4): the dealer writing to the customer pauses it (only on an open request;
 * already paused stays paused since the first unanswered message), the customer's reply resumes it. One statement,
 * so a dealer's message and a customer's reply arriving together cannot act on a stale timer: the conversation's
 * row lock orders them. The lock is taken before the message's insert (`locked` feeds it), so the message ids follow
 * the same order as the timer's updates: the last message is always the one whose effect the timer shows. Read state changes only with confirmRead (clients confirm what they show).
 * With a sessionId, the same statement checks the session is still live: a logged-out or expired one stores
 * nothing (answers null).
 */
export async function storeMessage(db: Db, message: NewMessage): Promise<StoredMessage | null> {
  const live =
    message.sessionId === undefined
      ? sql`true`
      : sql`exists (select 1 from sessions se where se.id = ${message.sessionId} and se.revoked_at is null and se.expires_at > now())`;
  const { rows } = await db.execute<MessageRow & { dealer_id: number }>(sql`
    with locked as (
      select id from conversations where id = ${message.conversationId} for update
    ), inserted as (
      insert into messages (conversation_id, author_id, is_client, text, attachments)
      select locked.id, ${message.authorId}, ${message.isClient}, ${message.text}, ${JSON.stringify(message.attachments)}::jsonb
      from locked
      where ${live}
      returning id, is_client, text, attachments, created_at
    ), touched as (
      update conversations c set
        last_message_at = (select created_at from inserted),
        paused_ms = case when ${message.isClient}::boolean and c.frozen_since is not null then ${pausedMsAfterResumeSql} else c.paused_ms end,
        frozen_since = case
          when ${message.isClient}::boolean then null
          when c.frozen_since is not null then c.frozen_since
          when ${timerRunsSql} then now()
        end
      from submissions s
      where c.id = ${message.conversationId} and s.id = c.submission_id and exists (select 1 from inserted)
      returning c.dealer_id
    )
    select id, is_client, ${message.userName}::text as user_name, text, attachments, created_at,
      (select dealer_id from touched) as dealer_id
    from inserted`);
  if (rows.length === 0) return null;
  // One more unread for the dealer (customer's message), or the timer paused or resumed: the dealer's ping changes.
  dealerCountersChanged([rows[0].dealer_id]);
  return fromRow(rows[0]);
}

/** The reader confirmed: the other side's unread messages of the conversation become read. Answers how many. */
export async function markConversationRead(db: Db, conversationId: number, readerIsClient: boolean): Promise<number> {
  const { rows } = await db.execute<{ count: number | string; dealer_id: number }>(sql`
    with seen as (
      update messages set read_at = now()
      where conversation_id = ${conversationId} and is_client = ${!readerIsClient} and read_at is null
      returning 1
    ) select count(*) as count, (select dealer_id from conversations where id = ${conversationId}) as dealer_id from seen`);
  const count = Number(rows[0]?.count ?? 0);
  if (count > 0 && !readerIsClient) dealerCountersChanged([rows[0].dealer_id]);
  return count;
}

/** A stored message as one side sees it: my_message is true for that side's own messages. */
export function toMessage(message: StoredMessage, viewerIsClient: boolean): Message {
  const timestamp = Date.parse(message.createdAt);
  return {
    order: message.id,
    is_client: message.isClient,
    my_message: message.isClient === viewerIsClient,
    user_name: message.userName,
    created_at: message.createdAt,
    timestamp,
    text: message.text,
    attachments: JSON.stringify(message.attachments),
  };
}
