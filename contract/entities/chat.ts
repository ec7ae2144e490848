import { z } from '../z.js';
import { Vehicle } from './submission.js';

export const LastMessage = z.object({
  text: z.string(),
  created_at: z.string(),
  /** Whether the caller has read it (always true for the caller's own messages). */
  read: z.boolean(),
  user_id: z.number().int(),
});

export const Conversation = z.object({
  uuid: z.string(),
  submission_id: z.number().int(),
  topic_title: z.string(),
  last_message: LastMessage.nullable(),
  /** The chat token of the conversation's request (its token_uuid): the socket handshake's chatToken. */
  chat_token: z.string(),
  /** The request's vehicle, for the Messages screen's chat header. */
  vehicle: Vehicle,
});
export type Conversation = z.infer<typeof Conversation>;

export const Message = z.object({
  order: z.number().int(),
  is_client: z.boolean(),
  my_message: z.boolean(),
  user_name: z.string(),
  created_at: z.string(),
  /** Milliseconds since the epoch: with text and created_at it identifies a message for de-duplication. */
  timestamp: z.number().int(),
  text: z.string(),
  /** JSON list of image addresses. */
  attachments: z.string(),
});
export type Message = z.infer<typeof Message>;

export const ChatOutgoing = z.object({
  type: z.enum(['newMessage', 'confirmRead']),
  text: z.string().max(4000),
  attachments: z.array(z.string().max(500)).max(10),
});
export type ChatOutgoing = z.infer<typeof ChatOutgoing>;

/**
 * Where a notification leads, as things are now (not when it was written): a quotation (with the list it is in, so
 * the screen opens on the right tab); a request (with the dealer's list it is in: pending, outlet or expired); a
 * conversation (its uuid for the dealer's Messaggi, its request and the quotation of its dealer for the customer's
 * chat); a fee (due, for "Salda fee", or settled, in the wallet's Movimenti); the wallet (credits, payments). Null for
 * a notice that leads nowhere.
 */
export const NotificationTarget = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('quotation'),
    id: z.number().int(),
    filter: z.enum(['pending', 'accepted', 'cancelled']),
  }),
  z.object({
    kind: z.literal('request'),
    id: z.number().int(),
    list: z.enum(['pending', 'outlet', 'expired']),
  }),
  z.object({
    kind: z.literal('conversation'),
    uuid: z.string(),
    submission_id: z.number().int(),
    quotation_id: z.number().int().nullable(),
  }),
  z.object({ kind: z.literal('fee'), id: z.number().int(), due: z.boolean() }),
  z.object({ kind: z.literal('wallet') }),
]);
export type NotificationTarget = z.infer<typeof NotificationTarget>;
export const NOTIFICATION_TARGET_KINDS = ['quotation', 'request', 'conversation', 'fee', 'wallet'] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGET_KINDS)[number];

export const Notification = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** 1 means read (SPEC §3). */
  read: z.union([z.literal(0), z.literal(1)]),
  target: NotificationTarget.nullable(),
});
export type Notification = z.infer<typeof Notification>;
