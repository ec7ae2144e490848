import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '../../contract/entities/chat.js';
import { notifications } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** GET /user/:id/notification/list: the user's notifications, newest first (read 1 once marked read). */
export async function listNotifications(db: Db, userId: number): Promise<Notification[]> {
  const rows = await db
    .select({ id: notifications.id, title: notifications.title, text: notifications.text, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    read: row.readAt ? 1 : 0,
  }));
}

/** GET /user/:id/notification/read: every unread notification of the user becomes read (ping's counter drops to 0). */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<void> {
  await db.update(notifications).set({ readAt: sql`now()` }).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  dealerCountersChanged([userId]);
}
