import { sql, type SQL } from 'drizzle-orm';
import { quotationNotifications } from '../../i18n/it/quotations.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import type { Db, DbOrTx } from '../db/types.js';
import { statusesAllowing } from '../domain/quotation-state.js';
import { effectiveDeadlineSql, isFrozenSql } from '../domain/submission-state.js';
import { quotationsUpdated, type QuotationChange } from '../realtime/inbox-signals.js';
import { runOncePerTick } from '../shared/run-once.js';
import { createNotifications } from './notifications.js';

export interface ExpiryScope {
  dealerId?: number;
  submissionId?: number;
}

/**
 * A request that expires unaccepted cancels its pending quotations: a pending quotation is cancelled once its
 * request is not closed and its window is over for the quoting dealer (the request-state rules of
 * domain/submission-state.ts: paused time does not count, a frozen timer never expires). Each dealer gets a
 * notification. Run lazily (before the lists and the customer's steps, scoped) and by a one-minute sweep.
 * Answers how many quotations it cancelled.
 */
export async function cancelExpiredQuotations(db: Db, now: Date, scope: ExpiryScope = {}): Promise<number> {
  const cancelled = await db.transaction((tx) => cancelIn(tx, now, scope));
  announce(db, cancelled);
  return cancelled.length;
}

/**
 * The background sweep over every dealer: once per tick of `intervalMs` across all instances
 * (server/shared/run-once.ts). Every instance's caches learn what it cancelled through dealerCountersChanged
 * (server/shared/invalidation-bus.ts). Answers how many it cancelled; null when another instance had the tick.
 */
export async function sweepExpiredQuotations(db: Db, now: Date, intervalMs: number): Promise<number | null> {
  const cancelled = await runOncePerTick(db, 'quotation-expiry', intervalMs, now, (tx) => cancelIn(tx, now, {}));
  if (cancelled) announce(db, cancelled);
  return cancelled && cancelled.length;
}

/** After the commit: every instance's counters, and the dealers' app sockets. */
function announce(db: Db, cancelled: QuotationChange[]): void {
  if (cancelled.length === 0) return;
  dealerCountersChanged(cancelled.map((change) => change.dealerId));
  quotationsUpdated(db, cancelled);
}

/** Cancels in `tx`; answers each cancelled quotation with its dealer. */
async function cancelIn(tx: DbOrTx, now: Date, scope: ExpiryScope): Promise<QuotationChange[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const cancellable = sql.join(
    statusesAllowing('cancel').map((status) => sql`${status}`),
    sql`, `,
  );
  const filters: SQL[] = [];
  if (scope.dealerId !== undefined) filters.push(sql`and c.dealer_id = ${scope.dealerId}`);
  if (scope.submissionId !== undefined) filters.push(sql`and c.submission_id = ${scope.submissionId}`);
  const { rows } = await tx.execute<{
    id: number;
    submission_id: number;
    dealer_id: number;
    quotation_code: string;
  }>(sql`
    update quotations q set status = 'cancelled', updated_at = ${at}
    where q.status in (${cancellable}) and q.id in (
      select c.id from quotations c
      join submissions s on s.id = c.submission_id
      left join conversations dc on dc.submission_id = s.id and dc.dealer_id = c.dealer_id
      where c.status in (${cancellable}) ${sql.join(filters, sql` `)}
        and s.closed_at is null and s.deadline_at <= ${at}
        and not ${isFrozenSql} and ${effectiveDeadlineSql} <= ${at})
    returning q.id, q.submission_id, q.dealer_id, q.quotation_code`);
  await createNotifications(
    tx,
    rows.map((r) => ({
      userId: r.dealer_id,
      target: { kind: 'quotation', id: Number(r.id) } as const,
      ...quotationNotifications.cancelledExpired(r.quotation_code),
    })),
  );
  return rows.map((r) => ({
    dealerId: Number(r.dealer_id),
    id: Number(r.id),
    submission_id: Number(r.submission_id),
    status: 'cancelled' as const,
  }));
}
