import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runOncePerTick } from '../shared/run-once.js';
import { bookDuePayouts } from './payouts.js';
import { isPayoutDay } from './rules.js';
import { releaseDueSales } from './sales.js';
import { executePayout, redeliverDemoPayoutEvents } from './service.js';

/** The default period of the run (SETTLEMENT_RUN_SECONDS). */
export const SETTLEMENT_RUN_MS = 60 * 60 * 1000;
/** Payouts sent to the provider at once (well inside Stripe's and PayPal's request rates). */
const SEND_CONCURRENCY = 8;

/**
 * Works through `queue` `concurrency` at a time while `open()` says more may be pushed onto it, then to its end.
 * Answers how many items were worked on.
 */
async function eachWhileFed<T>(
  queue: T[],
  open: () => boolean,
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    for (;;) {
      if (next < queue.length) await work(queue[next++]);
      else if (open()) await new Promise((resolve) => setTimeout(resolve, 5));
      else return;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return next;
}

/**
 * The settlement run: releases the held sales whose window passed, books the automatic payouts due today (daily, or
 * weekly on Mondays, from the dealer's minimum up, never for a blocked account) and sends to the provider every
 * payout left pending (an outage, a crash after the booking); with the demo provider, its bank's answer to a payout
 * that a crash kept from our side is delivered again, as a real provider retries its webhook. Once per period
 * (SETTLEMENT_RUN_SECONDS, an hour by default) across all instances (server/shared/run-once.ts); answers null when
 * another instance ran this period.
 */
export async function runSettlement(
  app: FastifyInstance,
  now: Date,
  intervalMs = SETTLEMENT_RUN_MS,
): Promise<{ released: number; booked: number; sent: number } | null> {
  const claimed = await runOncePerTick(app.db, 'settlement', intervalMs, now, async () => true);
  if (!claimed) return null;
  const released = await releaseDueSales(app.db, now);
  const { rows: due } = await app.db.execute<{
    dealer_id: number;
    schedule: 'daily' | 'weekly';
    minimum_cents: string;
  }>(
    sql`select a.dealer_id, a.schedule, a.minimum_cents from payout_accounts a
      where a.payouts_enabled and not a.blocked and a.provider = ${app.payments.payouts.provider}
        and exists (select 1 from settlement_sales s where s.dealer_id = a.dealer_id and s.state = 'available')
        and not exists (select 1 from payouts p where p.dealer_id = a.dealer_id and p.automatic
          and p.created_at >= ${new Date(now.getTime() - 20 * 60 * 60 * 1000).toISOString()}::timestamptz)`,
  );
  // Below the minimum, or a request got there first: nothing to pay this time (bookDuePayouts leaves them out). What
  // an outage or a crash left pending is sent first; then each batch booked is sent while the next is booked.
  const dealers = due
    .filter((dealer) => isPayoutDay(now, dealer.schedule))
    .map((dealer) => ({ dealerId: Number(dealer.dealer_id), minimumCents: Number(dealer.minimum_cents) }));
  const { rows: leftPending } = await app.db.execute<{ id: number }>(
    sql`select id from payouts where status = 'pending' order by id`,
  );
  const queue = leftPending.map((payout) => Number(payout.id));
  let booking = true;
  let booked = 0;
  const sending = eachWhileFed(
    queue,
    () => booking,
    SEND_CONCURRENCY,
    (payoutId) => executePayout(app, payoutId),
  );
  let failure: unknown = null;
  try {
    await bookDuePayouts(app.db, app.payments.payouts.provider, dealers, (ids) => {
      booked += ids.length;
      queue.push(...ids);
    });
  } catch (error) {
    failure = error;
  }
  booking = false;
  const sent = await sending;
  if (failure) throw failure;
  await redeliverDemoPayoutEvents(app);
  return { released, booked, sent };
}

/** Starts the periodic run on this instance (every instance starts it; one runs each period). */
export function scheduleSettlement(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const intervalMs = app.config.settlementRunSeconds * 1000;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runSettlement(app, new Date(), intervalMs).catch((err: unknown) =>
        app.log.error({ err }, 'settlement run failed'),
      );
    }, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
