import { conversations, messages, notifications } from '../db/schema.js';
import type { Accounts } from './accounts.js';
import { addMinutes, between, DAY, minutesAgo, type SeedContext } from './context.js';
import { CUSTOMER_MESSAGES, DEALER_MESSAGES, NOTIFICATIONS, WELCOME_NOTIFICATION } from './catalog/requests.js';
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

export async function seedNotifications(ctx: SeedContext, accounts: Accounts): Promise<number> {
  const { now, tx } = ctx;
  const forDealer = (userId: number, count: number, unread: number, offset: number) =>
    Array.from({ length: count }, (_, i) => {
      const [title, text] = NOTIFICATIONS[(i + offset) % NOTIFICATIONS.length];
      const createdAt = minutesAgo(now, (count - i) * 1.5 * DAY - DAY + 37 * i);
      return { userId, title, text, createdAt, readAt: i >= count - unread ? null : addMinutes(createdAt, 90) };
    });
  const values = [
    ...forDealer(accounts.dealer, 12, 4, 0),
    ...forDealer(accounts.dealer2, 4, 1, 3),
    {
      userId: accounts.newDealer,
      title: WELCOME_NOTIFICATION[0],
      text: WELCOME_NOTIFICATION[1],
      createdAt: minutesAgo(now, 2 * DAY),
      readAt: null,
    },
  ];
  await tx.insert(notifications).values(values);
  return values.length;
}
