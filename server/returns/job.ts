import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from '../../contract/z.js';
import { runOncePerTick } from '../shared/run-once.js';
import { autoAcceptDue, makeReturnLabel } from './answer.js';
import { issueWaitingCreditNote } from './credit-note.js';
import { resumeRefund } from './refund.js';

/**
 * The returns' sweep (docs/after-sale.md): accepts the returns nobody answered within 2 working days, makes the
 * labels a failure left unmade, completes the refunds a crash or an outage left pending (with their own idempotency
 * key, so the provider refunds once), and issues the credit notes whose original invoice now exists. Once per period
 * across all instances (server/shared/run-once.ts).
 */
const Env = z.object({
  RETURNS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // Off: this instance takes no part (the server tests drive the sweep themselves).
  RETURNS_SWEEP: z.enum(['true', 'false', '1', '0', '']).optional(),
});

export function returnsSweepConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = Env.parse(env);
  return {
    intervalMs: e.RETURNS_SWEEP_SECONDS * 1000,
    enabled: e.RETURNS_SWEEP !== 'false' && e.RETURNS_SWEEP !== '0',
  };
}

export interface SweepOutcome {
  autoAccepted: number;
  labels: number;
  refunds: number;
  creditNotes: number;
}

/**
 * One pass. A refund is resumed only once it has been pending `settleMs` (a request still on its way completes its
 * own); resuming one that completes meanwhile is harmless: completion runs once, for a pending row.
 */
export async function runReturnsSweep(app: FastifyInstance, now: Date, settleMs: number): Promise<SweepOutcome> {
  const autoAccepted = (await autoAcceptDue(app, now)).length;
  const before = new Date(now.getTime() - settleMs).toISOString();
  const { rows: unlabelled } = await app.db.execute<{ id: number }>(sql`select id from returns
    where state = 'accepted' and label_tracking is null and answered_at < ${before}::timestamptz order by id limit 50`);
  let labels = 0;
  for (const { id } of unlabelled) if (await makeReturnLabel(app, Number(id), now)) labels += 1;
  const { rows: pending } = await app.db.execute<{ id: number }>(sql`select id from return_refunds
    where status = 'pending' and created_at < ${before}::timestamptz order by id limit 50`);
  let refunds = 0;
  for (const { id } of pending) {
    try {
      if (await resumeRefund(app, Number(id), now)) refunds += 1;
    } catch (err) {
      app.log.warn({ err, refundId: id }, 'pending return refund not completed yet');
    }
  }
  const { rows: waiting } = await app.db.execute<{ return_id: number }>(sql`select return_id from credit_notes
    where status = 'waiting' order by id limit 50`);
  let creditNotes = 0;
  for (const { return_id: returnId } of waiting) {
    try {
      if (await issueWaitingCreditNote(app, Number(returnId))) creditNotes += 1;
    } catch (err) {
      app.log.warn({ err, returnId }, 'credit note not issued yet');
    }
  }
  return { autoAccepted, labels, refunds, creditNotes };
}

/**
 * Every instance schedules it; one runs each period. An instance without background work for the after-sale
 * (SHIPPING_POLL=false, as the server tests run, or RETURNS_SWEEP=false) takes no part.
 */
export function scheduleReturnsSweep(app: FastifyInstance): void {
  const { intervalMs, enabled } = returnsSweepConfig();
  if (!enabled || !app.config.shipping.pollInBackground) return;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    const now = new Date();
    const claimed = await runOncePerTick(app.db, 'returns', intervalMs, now, async () => true);
    if (claimed) await runReturnsSweep(app, now, intervalMs);
  };
  app.addHook('onReady', async () => {
    // At start too: a refund a crash left pending is completed without waiting a whole period.
    tick().catch((err: unknown) => app.log.error({ err }, 'returns sweep failed'));
    timer = setInterval(() => {
      tick().catch((err: unknown) => app.log.error({ err }, 'returns sweep failed'));
    }, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
