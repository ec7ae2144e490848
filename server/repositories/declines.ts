import { and, eq, sql } from 'drizzle-orm';
import type { DeclineReason } from '../../contract/entities/quoting.js';
import { errors } from '../../i18n/it/errors.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import { submissionDeclines } from '../db/schema.js';
import type { Db } from '../db/types.js';
import type { DeclinedList } from '../../contract/api/templates.js';
import { SUBMISSIONS_PER_PAGE } from '../../contract/constants.js';
import type { SubmissionFilter } from '../../contract/entities/submission.js';
import { openSql, quotedBySql, readableBySql, visibleSql } from '../domain/submission-state.js';
import { loadSubmissions } from './submissions.js';
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
export async function declineSubmission(
  db: Db,
  dealerId: number,
  submissionId: number,
  reason: DeclineReason,
  note: string | null,
): Promise<void> {
  const request = await requestFor(db, dealerId, submissionId);
  if (request.closed) throw new HttpError(409, quotingMessages.declineClosed);
  if (request.quoted) throw new HttpError(409, quotingMessages.declineQuoted);
  const values = { dealerId, submissionId, reason, note: note?.trim() ? note.trim() : null };
  await db
    .insert(submissionDeclines)
    .values(values)
    .onConflictDoUpdate({
      target: [submissionDeclines.dealerId, submissionDeclines.submissionId],
      set: { reason, note: values.note, createdAt: sql`now()` },
    });
  dealerCountersChanged([dealerId]);
}

/** "Annulla": the request is back in this dealer's lists (if still in one). 409 when it was not declined. */
export async function undeclineSubmission(db: Db, dealerId: number, submissionId: number): Promise<void> {
  await requestFor(db, dealerId, submissionId);
  const deleted = await db
    .delete(submissionDeclines)
    .where(and(eq(submissionDeclines.dealerId, dealerId), eq(submissionDeclines.submissionId, submissionId)))
    .returning({ id: submissionDeclines.submissionId });
  if (deleted.length === 0) throw new HttpError(409, quotingMessages.notDeclined);
  dealerCountersChanged([dealerId]);
}

/**
 * "Rifiutate": this dealer's declines of requests it could still answer — not closed and still visible
 * (provinces, coverage) — newest decline first, one page, each with the list it returns to once restored. Only the
 * caller's own declines: `dealer_id` is the caller (the route's guard already refuses another dealer's id).
 */
export async function listDeclined(db: Db, dealerId: number, page: number): Promise<DeclinedList> {
  return db.transaction(async (tx) => {
    const where = sql`d.dealer_id = ${dealerId} and s.closed_at is null and ${visibleSql(dealerId)}`;
    const count = await tx.execute<{ total: number | string }>(sql`select count(*) as total
      from submission_declines d join submissions s on s.id = d.submission_id where ${where}`);
    const total = Number(count.rows[0]?.total ?? 0);
    const lastPage = Math.max(1, Math.ceil(total / SUBMISSIONS_PER_PAGE));
    const paging = { total, page, per_page: SUBMISSIONS_PER_PAGE, last_page: lastPage };
    const offset = (page - 1) * SUBMISSIONS_PER_PAGE;
    if (offset >= total) return { data: [], ...paging };
    const { rows } = await tx.execute<{
      id: number;
      reason: DeclineReason;
      note: string | null;
      declined_at: string | Date;
      list: SubmissionFilter;
    }>(sql`
      select s.id, d.reason, d.note, d.created_at as declined_at,
        case when ${openSql(dealerId)} then (case when s.is_outlet then 'outlet' else 'pending' end) else 'expired' end as list
      from submission_declines d join submissions s on s.id = d.submission_id
      where ${where}
      order by d.created_at desc, s.id desc limit ${SUBMISSIONS_PER_PAGE} offset ${offset}`);
    const submissions = await loadSubmissions(
      tx,
      dealerId,
      rows.map((row) => Number(row.id)),
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const data = submissions.map((submission) => {
      const row = byId.get(submission.id)!;
      return {
        ...submission,
        declined: {
          reason: row.reason,
          note: row.note,
          declined_at: new Date(row.declined_at).toISOString(),
          list: row.list,
        },
      };
    });
    return { data, ...paging };
  });
}
