import { sql } from 'drizzle-orm';
import type { RETURN_ACTORS, RETURN_EVENT_KINDS } from '../../contract/returns.js';
import type { DbOrTx } from '../db/types.js';
import { createNotifications } from '../repositories/notifications.js';

export type ReturnEventKind = (typeof RETURN_EVENT_KINDS)[number];
export type ReturnActor = (typeof RETURN_ACTORS)[number];

/** One step of a return's timeline: who did what, when, and why (the log every decision leaves). */
export async function logReturnEvent(
  tx: DbOrTx,
  returnId: number,
  kind: ReturnEventKind,
  actor: ReturnActor,
  actorId: number | null,
  note: string | null = null,
  at: Date = new Date(),
): Promise<void> {
  await tx.execute(sql`insert into return_events (return_id, kind, actor, actor_id, note, created_at)
    values (${returnId}, ${kind}, ${actor}, ${actorId}, ${note}, ${at.toISOString()}::timestamptz)`);
}

interface Text {
  title: string;
  text: string;
}

/**
 * A notification to each side, pointing at the purchase (its quotation): the notifications screen and the app socket
 * (the inbox's counters push, server/realtime) carry it to the dealer's company and to the customer.
 */
export async function notifyReturn(
  tx: DbOrTx,
  quotationId: number,
  to: { dealerId?: number; dealer?: Text; customerId?: number; customer?: Text },
): Promise<void> {
  const target = { kind: 'quotation' as const, id: quotationId };
  await createNotifications(tx, [
    ...(to.dealerId && to.dealer ? [{ userId: to.dealerId, target, ...to.dealer }] : []),
    ...(to.customerId && to.customer ? [{ userId: to.customerId, target, ...to.customer }] : []),
  ]);
}
