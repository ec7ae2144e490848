import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationTarget } from '../../contract/entities/chat.js';
import {
  QUOTATION_FILTER_STATUSES,
  type QuotationFilter,
  type QuotationStatus,
} from '../../contract/entities/quotation.js';
import { notifications, quotations } from '../db/schema.js';
import type { Db } from '../db/types.js';

const listOf = (status: QuotationStatus): QuotationFilter | undefined =>
  (Object.keys(QUOTATION_FILTER_STATUSES) as QuotationFilter[]).find((filter) =>
    QUOTATION_FILTER_STATUSES[filter].includes(status),
  );

/** A quotation target names the list the quotation is in now, not when the notification was written. */
function targetOf(
  kind: string | null,
  quotationId: number | null,
  status: QuotationStatus | null,
): NotificationTarget | null {
  if (kind === 'wallet') return { kind: 'wallet' };
  const filter = status ? listOf(status) : undefined;
  return kind === 'quotation' && quotationId !== null && filter ? { kind: 'quotation', id: quotationId, filter } : null;
}

/** Notifications with their target, by the caller's condition and order (the screen's list, the inbox's pushes). */
async function readNotifications(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<Notification[]> {
  const query = db
    .select({
      id: notifications.id,
      title: notifications.title,
      text: notifications.text,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      targetKind: notifications.targetKind,
      targetId: notifications.targetId,
      quotationStatus: quotations.status,
    })
    .from(notifications)
    // Targets are written by the server for that user's own quotation (its dealer's or its customer's).
    .leftJoin(quotations, and(eq(notifications.targetKind, 'quotation'), eq(quotations.id, notifications.targetId)))
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    read: row.readAt ? 1 : 0,
    target: targetOf(row.targetKind, row.targetId, row.quotationStatus as QuotationStatus | null),
  }));
}

/** GET /user/:id/notification/list: the user's notifications, newest first (read 1 once marked read), with their target. */
export function listNotifications(db: Db, userId: number): Promise<Notification[]> {
  return readNotifications(db, eq(notifications.userId, userId), [
    desc(notifications.createdAt),
    desc(notifications.id),
  ]);
}

/** Unread notifications of a user after `afterId`, oldest first (at most `limit`): what the live inbox pushes. */
export function unreadNotificationsAfter(db: Db, userId: number, afterId: number, limit = 20): Promise<Notification[]> {
  return readNotifications(
    db,
    and(eq(notifications.userId, userId), gt(notifications.id, afterId), isNull(notifications.readAt)),
    [asc(notifications.id)],
    limit,
  );
}

/** GET /user/:id/notification/read: every unread notification of the user becomes read (ping's counter drops to 0). */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  dealerCountersChanged([userId]);
}
