import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationTarget, NotificationTargetKind } from '../../contract/entities/chat.js';
import {
  QUOTATION_FILTER_STATUSES,
  type QuotationFilter,
  type QuotationStatus,
} from '../../contract/entities/quotation.js';
import { conversations, fees, notifications, quotations, submissions } from '../db/schema.js';
import type { Db } from '../db/types.js';

const listOf = (status: QuotationStatus): QuotationFilter | undefined =>
  (Object.keys(QUOTATION_FILTER_STATUSES) as QuotationFilter[]).find((filter) =>
    QUOTATION_FILTER_STATUSES[filter].includes(status),
  );

interface TargetRow {
  targetKind: string | null;
  targetId: number | null;
  quotationStatus: string | null;
  requestOutlet: boolean | null;
  requestOpen: boolean | null;
  conversationUuid: string | null;
  conversationSubmission: number | null;
  conversationQuotation: number | null;
  feePaidAt: Date | null;
  feeFound: number | null;
}

/**
 * What a notification leads to now: a quotation in the list it is in, a request in the dealer's list it is in, a
 * conversation (with the quotation of its dealer, where the customer chats), a fee due or settled, the wallet. A
 * subject gone (deleted) leads nowhere.
 */
function targetOf(row: TargetRow): NotificationTarget | null {
  const id = row.targetId;
  switch (row.targetKind) {
    case 'wallet':
      return { kind: 'wallet' };
    case 'quotation': {
      const filter = row.quotationStatus ? listOf(row.quotationStatus as QuotationStatus) : undefined;
      return id !== null && filter ? { kind: 'quotation', id, filter } : null;
    }
    case 'request':
      if (id === null || row.requestOpen === null) return null;
      return { kind: 'request', id, list: !row.requestOpen ? 'expired' : row.requestOutlet ? 'outlet' : 'pending' };
    case 'conversation':
      return row.conversationUuid !== null && row.conversationSubmission !== null
        ? {
            kind: 'conversation',
            uuid: row.conversationUuid,
            submission_id: row.conversationSubmission,
            quotation_id: row.conversationQuotation,
          }
        : null;
    case 'fee':
      return id !== null && row.feeFound !== null ? { kind: 'fee', id, due: row.feePaidAt === null } : null;
    default:
      return null;
  }
}

/** Notifications with their target, by the caller's condition and order (the screen's list, the inbox's pushes). */
async function readNotifications(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<Notification[]> {
  const target = (kind: string) => eq(notifications.targetKind, kind as NotificationTargetKind);
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
      requestOutlet: submissions.isOutlet,
      requestOpen: sql<boolean | null>`case when ${submissions.id} is null then null
        else ${submissions.closedAt} is null and ${submissions.deadlineAt} > now() end`,
      conversationUuid: conversations.uuid,
      conversationSubmission: conversations.submissionId,
      // The customer chats with a dealer on that dealer's quotation of the request, once there is one.
      conversationQuotation: sql<number | null>`(select q.id from quotations q
        where q.submission_id = ${conversations.submissionId} and q.dealer_id = ${conversations.dealerId}
        order by q.id desc limit 1)`,
      feePaidAt: fees.paidAt,
      feeFound: fees.id,
    })
    .from(notifications)
    // Targets are written by the server for that user's own subjects (its dealer's or its customer's).
    .leftJoin(quotations, and(target('quotation'), eq(quotations.id, notifications.targetId)))
    .leftJoin(submissions, and(target('request'), eq(submissions.id, notifications.targetId)))
    .leftJoin(conversations, and(target('conversation'), eq(conversations.id, notifications.targetId)))
    .leftJoin(fees, and(target('fee'), eq(fees.id, notifications.targetId)))
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    read: row.readAt ? 1 : 0,
    target: targetOf(row),
  }));
}

/** GET /user/:userId/notification/list: the user's notifications, newest first (read 1 once marked read), with their target. */
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

/** GET /user/:userId/notification/read: every unread notification of the user becomes read (ping's counter drops to 0). */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  dealerCountersChanged([userId]);
}
