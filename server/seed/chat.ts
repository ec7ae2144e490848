import { sql } from 'drizzle-orm';
import { conversations, messages, notifications } from '../db/schema.js';
import type { Accounts } from './accounts.js';
import { addMinutes, between, DAY, minutesAgo, type SeedContext } from './context.js';
import {
  CUSTOMER_MESSAGES,
  DEALER_MESSAGES,
  NOTIFICATIONS,
  WELCOME_NOTIFICATION,
  type NotificationSubject,
} from './catalog/requests.js';
import type { NewNotification } from '../repositories/notifications.js';
import type { ChatState } from './plan.js';
import type { SeededRequest } from './requests.js';

interface ChatMessage {
  fromClient: boolean;
  at: Date;
  readAt: Date | null;
  text: string;
  attachments: string[];
}

/** Who writes when: unread chats end with the customer, frozen ones with the dealer (awaiting a reply). */
function authors(ctx: SeedContext, state: ChatState): boolean[] {
  const count = ctx.rng.int(2, 5);
  const list = Array.from({ length: count }, (_, i) => i % 2 === 0);
  const last = list[list.length - 1];
  if (state === 'frozen' && last) list.push(false);
  if (state === 'unread' && !last) list.push(true);
  if (state === 'unread' && ctx.rng.chance(0.4)) list.push(true);
  return list;
}

function chatMessages(ctx: SeedContext, request: SeededRequest, state: ChatState): ChatMessage[] {
  const { rng, now } = ctx;
  const start = addMinutes(request.createdAt, 10);
  const end = request.acceptedAt
    ? addMinutes(request.acceptedAt, 2 * 60)
    : request.deadlineAt < now
      ? addMinutes(request.deadlineAt, -30)
      : minutesAgo(now, rng.int(10, 60));
  const photos = request.rows.flatMap((row) => row.partPhotoUrls);
  const list = authors(ctx, state);
  return list.map((fromClient, i) => {
    const at = between(start, end, (i + 0.2 + rng.next() * 0.6) / list.length);
    const unreadTail = state === 'unread' && fromClient && list.slice(i).every(Boolean);
    const awaitingReply = state === 'frozen' && i === list.length - 1;
    const readAt = unreadTail || awaitingReply ? null : addMinutes(at, rng.int(2, 20));
    return {
      fromClient,
      at,
      readAt: readAt && readAt > now ? now : readAt,
      text: rng.pick(fromClient ? CUSTOMER_MESSAGES : DEALER_MESSAGES),
      attachments: fromClient && i === 0 && photos.length > 0 && rng.chance(0.5) ? [photos[0]] : [],
    };
  });
}

export async function seedChats(ctx: SeedContext, accounts: Accounts, requests: SeededRequest[]): Promise<number> {
  const { rng, tx } = ctx;
  const threads = requests.flatMap((request) =>
    (['dealer', 'dealer2'] as const).flatMap((key) => {
      const state = request.plan.chat?.[key];
      if (!state) return [];
      const list = chatMessages(ctx, request, state);
      const dealerId = key === 'dealer' ? accounts.dealer : accounts.dealer2;
      return [{ request, dealerId, state, list, uuid: rng.uuid() }];
    }),
  );
  const ids = (
    await tx
      .insert(conversations)
      .values(
        threads.map((t) => ({
          uuid: t.uuid,
          submissionId: t.request.id,
          dealerId: t.dealerId,
          createdAt: t.list[0].at,
          lastMessageAt: t.list[t.list.length - 1].at,
          pausedMs: 0,
          // Writing to the customer pauses the timer until the customer replies.
          frozenSince: t.state === 'frozen' ? t.list[t.list.length - 1].at : null,
        })),
      )
      .returning({ id: conversations.id })
  ).map((r) => r.id);
  const values = threads.flatMap((t, i) =>
    t.list.map((m) => ({
      conversationId: ids[i],
      authorId: m.fromClient ? t.request.authorId : t.dealerId,
      isClient: m.fromClient,
      text: m.text,
      attachments: m.attachments,
      createdAt: m.at,
      readAt: m.readAt,
    })),
  );
  await tx.insert(messages).values(values);
  return values.length;
}

/** The newest subject of a dealer's of each kind a demo notification may speak of (null when there is none). */
async function subjectOf(
  { tx, now }: SeedContext,
  dealerId: number,
  subject: NotificationSubject,
): Promise<{ target: NewNotification['target']; code?: string } | null> {
  if (subject === null) return null;
  if (subject.kind === 'wallet') return { target: { kind: 'wallet' } };
  const first = async (query: ReturnType<typeof sql>) =>
    (await tx.execute<{ id: number; code?: string }>(query)).rows[0];
  const found =
    subject.kind === 'quotation'
      ? await first(sql`select id, quotation_code as code from quotations where dealer_id = ${dealerId}
          and status in (${sql.join(
            subject.statuses.map((status) => sql`${status}`),
            sql`, `,
          )}) order by updated_at desc, id desc limit 1`)
      : subject.kind === 'request'
        ? await first(sql`select id from submissions where closed_at is null and not is_outlet
            and deadline_at > ${now.toISOString()}::timestamptz
            and province_id not in (select province_id from dealer_provinces where dealer_id = ${dealerId})
            order by created_at desc, id desc limit 1`)
        : subject.kind === 'conversation'
          ? await first(sql`select id from conversations where dealer_id = ${dealerId}
              order by last_message_at desc, id desc limit 1`)
          : await first(sql`select id from fees where dealer_id = ${dealerId} and paid_at is null
              order by created_at desc, id desc limit 1`);
  return found ? { target: { kind: subject.kind, id: Number(found.id) }, code: found.code } : null;
}

/**
 * The dealers' notifications, each leading to what it speaks of (a request, a quotation, a conversation, a fee, the
 * wallet): after the quotations, chats and fees exist. No random draw, so the rest of the demo data stays the same.
 */
export async function seedNotifications(ctx: SeedContext, accounts: Accounts): Promise<number> {
  const { now, tx } = ctx;
  const forDealer = async (userId: number, count: number, unread: number, offset: number) => {
    const list = [];
    for (let i = 0; i < count; i++) {
      const [title, text, subject] = NOTIFICATIONS[(i + offset) % NOTIFICATIONS.length];
      const found = await subjectOf(ctx, userId, subject);
      const createdAt = minutesAgo(now, (count - i) * 1.5 * DAY - DAY + 37 * i);
      list.push({
        userId,
        title,
        text: found?.code ? text.replace('%s', found.code) : text.replace(' %s', ''),
        targetKind: found?.target?.kind ?? null,
        targetId: found?.target && 'id' in found.target ? found.target.id : null,
        createdAt,
        readAt: i >= count - unread ? null : addMinutes(createdAt, 90),
      });
    }
    return list;
  };
  const values = [
    ...(await forDealer(accounts.dealer, 12, 4, 0)),
    ...(await forDealer(accounts.dealer2, 4, 1, 3)),
    {
      userId: accounts.newDealer,
      title: WELCOME_NOTIFICATION[0],
      text: WELCOME_NOTIFICATION[1],
      targetKind: null,
      targetId: null,
      createdAt: minutesAgo(now, 2 * DAY),
      readAt: null,
    },
  ];
  await tx.insert(notifications).values(values);
  return values.length;
}
