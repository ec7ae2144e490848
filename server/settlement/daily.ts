import type { FastifyInstance } from 'fastify';
import { issueMonthlyFeeInvoices } from '../invoices/issue.js';
import { issueFeeMonthCreditNotes } from '../returns/credit-note.js';
import { runOncePerTick } from '../shared/run-once.js';
import { dayPeriod, runReconciliation } from './reconciliation.js';

/** How often an instance looks whether the day's work is done. */
export const DAILY_CHECK_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Settlement's daily work: yesterday's reconciliation with the provider (UTC days), and early in a month the previous
 * month's invoices of the fees taken at source, followed by the credit notes that waited for them. Each hour one
 * instance of N claims the hour (server/shared/run-once.ts, as the payout run does) and does what is not done yet: the
 * day's report exists once (its row is unique per provider and day), each invoice and each note once, so a later hour
 * only finishes what a crash interrupted. Answers null when another instance has this hour.
 */
export async function runDaily(
  app: FastifyInstance,
  now: Date,
  intervalMs = DAILY_CHECK_MS,
): Promise<{ reportId: number | null; invoices: number; creditNotes: number } | null> {
  const claimed = await runOncePerTick(app.db, 'settlement-daily', intervalMs, now, async () => true);
  if (!claimed) return null;
  const reportId = await runReconciliation(
    app,
    dayPeriod(new Date(now.getTime() - DAY_MS)),
    { automatic: true, requestedBy: null },
    now,
  );
  const invoices = await issueMonthlyFeeInvoices(app, now);
  // Right after the invoices: the credit notes of fees credited back before their month was invoiced.
  const creditNotes = await issueFeeMonthCreditNotes(app, null);
  return { reportId, invoices, creditNotes };
}

/** Starts the hourly look on this instance (every instance starts it; one does the work each hour). */
export function scheduleDaily(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runDaily(app, new Date()).catch((err: unknown) => app.log.error({ err }, 'settlement daily run failed'));
    }, DAILY_CHECK_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
