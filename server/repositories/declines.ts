import { and, eq, sql } from 'drizzle-orm';
import type { DeclineReason } from '../../contract/entities/quoting.js';
import { errors } from '../../i18n/it/errors.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { submissionDeclines } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { quotedBySql, readableBySql } from '../domain/submission-state.js';
import { HttpError } from '../plugins/http-error.js';

/** Whether the request exists and the dealer may read it, is closed, and whether the dealer quoted it. */
async function requestFor(db: Db, dealerId: number, submissionId: number) {
  const { rows } = await db.execute<{ readable: boolean; closed: boolean; quoted: boolean }>(sql`
    select ${readableBySql(dealerId)} as readable, s.closed_at is not null as closed, ${quotedBySql(dealerId)} as quoted
    from submissions s where s.id = ${submissionId}`);
  const request = rows[0];
  // A request the dealer may not read answers as a missing one: its existence is not the dealer's business.
  if (!request || !request.readable) throw new HttpError(404, errors.notFound);
  return request;
}

/**
 * "Non posso offrire": the request leaves this dealer's lists (pending, outlet and expired) and counters at once,
 * until undeclined. Declining again replaces the reason. A closed request, or one the dealer quoted, answers 409.
 */
export async function declineSubmission(db: Db, dealerId: number, submissionId: number, reason: DeclineReason, note: string | null): Promise<void> {
  const request = await requestFor(db, dealerId, submissionId);
  if (request.closed) throw new HttpError(409, quotingMessages.declineClosed);
  if (request.quoted) throw new HttpError(409, quotingMessages.declineQuoted);
  const values = { dealerId, submissionId, reason, note: note?.trim() ? note.trim() : null };
  await db.insert(submissionDeclines).values(values)
    .onConflictDoUpdate({ target: [submissionDeclines.dealerId, submissionDeclines.submissionId], set: { reason, note: values.note, createdAt: sql`now()` } });
  dealerCountersChanged([dealerId]);
}

/** "Annulla": the request is back in this dealer's lists (if still in one). 409 when it was not declined. */
export async function undeclineSubmission(db: Db, dealerId: number, submissionId: number): Promise<void> {
  await requestFor(db, dealerId, submissionId);
  const deleted = await db.delete(submissionDeclines)
    .where(and(eq(submissionDeclines.dealerId, dealerId), eq(submissionDeclines.submissionId, submissionId)))
    .returning({ id: submissionDeclines.submissionId });
  if (deleted.length === 0) throw new HttpError(409, quotingMessages.notDeclined);
  dealerCountersChanged([dealerId]);
}
