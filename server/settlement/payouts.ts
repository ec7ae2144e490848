import { sql } from 'drizzle-orm';
import type { Payout } from '../../contract/entities/settlement.js';
import { settlementMessages } from '../../i18n/it/settlement.js';
import type { Db, DbOrTx } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { postEntry } from '../repositories/ledger.js';
import { postEntries } from '../repositories/ledger-bulk.js';
import type { PaymentProvider } from '../../contract/api/payments.js';
import { findPayoutAccount } from './accounts.js';
import { payoutEntry } from './rules.js';

/**
 * Booking a payout: everything available now, at most once at a time per dealer. The dealer's payout account row is
 * locked for the booking, so 50 concurrent "Richiedi versamento" (on one instance or several) run one after the other:
 * the first books the available sales, the others find nothing available (409). The booking moves the ledger from
 * available to in transit in the same transaction; the provider is called after the commit (executePayout), with
 * the payout's id as idempotency key, so a crash in between leaves a 'pending' payout that the next run completes.
 */
export async function bookPayout(
  db: Db,
  dealerId: number,
  input: { automatic: boolean; requestedBy: number | null; minimumCents?: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const account = await findPayoutAccount(tx, dealerId, true);
    if (!account) throw new HttpError(409, settlementMessages.noAccount);
    if (account.blocked) throw new HttpError(409, settlementMessages.payoutsBlocked);
    if (!account.payoutsEnabled || !account.externalId) throw new HttpError(409, settlementMessages.accountNotReady);
    const { rows: sums } = await tx.execute<{ total: string | null }>(sql`select sum(net_cents) as total
      from settlement_sales where dealer_id = ${dealerId} and state = 'available'`);
    const amountCents = Number(sums[0]?.total ?? 0);
    if (amountCents <= 0 || amountCents < (input.minimumCents ?? 0))
      throw new HttpError(409, settlementMessages.nothingAvailable);
    const { rows } = await tx.execute<{ id: number }>(sql`insert into payouts
        (dealer_id, amount_cents, provider, automatic, requested_by)
      values (${dealerId}, ${amountCents}, ${account.provider}, ${input.automatic}, ${input.requestedBy})
      returning id`);
    const payoutId = Number(rows[0].id);
    await tx.execute(sql`update settlement_sales set state = 'in_payout', payout_id = ${payoutId}
      where dealer_id = ${dealerId} and state = 'available'`);
    await postEntry(tx, payoutEntry({ payoutId, dealerId, amountCents }));
    return payoutId;
  });
}

/** Dealers booked in one transaction of the automatic run. */
const BOOKING_BATCH = 500;

/**
 * The automatic run's bookings, a batch of dealers at a time in a few statements (thousands of dealers in seconds):
 * for each dealer whose account can be paid out and is not locked by a "Richiedi versamento" in progress (skip locked:
 * that dealer's request books it, or the next run does), everything available from its minimum up becomes one payout,
 * its sales move into it and the ledger moves the amount from available to in transit: what bookPayout does for one
 * dealer, with the same locks and the same movements (postEntries). Answers the ids of the payouts booked.
 */
export async function bookDuePayouts(
  db: Db,
  provider: PaymentProvider,
  dealers: readonly { dealerId: number; minimumCents: number }[],
  onBatch: (payoutIds: number[]) => void = () => undefined,
): Promise<number[]> {
  const booked: number[] = [];
  for (let start = 0; start < dealers.length; start += BOOKING_BATCH) {
    const batch = dealers.slice(start, start + BOOKING_BATCH);
    const minimum = new Map(batch.map((dealer) => [dealer.dealerId, Math.max(1, dealer.minimumCents)]));
    let batchIds: number[] = [];
    await db.transaction(async (tx) => {
      const { rows: locked } = await tx.execute<{ dealer_id: number }>(sql`select dealer_id from payout_accounts
        where dealer_id in (select value::int from json_array_elements_text(${JSON.stringify(batch.map((d) => d.dealerId))}::json))
          and payouts_enabled and not blocked and external_id is not null and provider = ${provider}
        order by dealer_id for update skip locked`);
      if (locked.length === 0) return;
      const { rows: sums } = await tx.execute<{ dealer_id: number; total: string }>(sql`select dealer_id,
          sum(net_cents) as total from settlement_sales
        where state = 'available' and dealer_id in (select value::int from json_array_elements_text(${JSON.stringify(locked.map((row) => Number(row.dealer_id)))}::json))
        group by dealer_id order by dealer_id`);
      const due = sums
        .map((row) => ({ dealer_id: Number(row.dealer_id), amount: Number(row.total) }))
        .filter((row) => row.amount > 0 && row.amount >= (minimum.get(row.dealer_id) ?? 1));
      if (due.length === 0) return;
      const { rows: payouts } = await tx.execute<{ id: number; dealer_id: number; amount_cents: string }>(sql`
        insert into payouts (dealer_id, amount_cents, provider, automatic)
        select x.dealer_id, x.amount, ${provider}, true
        from json_to_recordset(${JSON.stringify(due)}::json) as x(dealer_id int, amount bigint) order by x.dealer_id
        returning id, dealer_id, amount_cents`);
      await tx.execute(sql`update settlement_sales s set state = 'in_payout', payout_id = x.id
        from json_to_recordset(${JSON.stringify(payouts.map((p) => ({ id: Number(p.id), dealer_id: Number(p.dealer_id) })))}::json)
          as x(id int, dealer_id int)
        where s.dealer_id = x.dealer_id and s.state = 'available'`);
      await postEntries(
        tx,
        payouts.map((p) =>
          payoutEntry({ payoutId: Number(p.id), dealerId: Number(p.dealer_id), amountCents: Number(p.amount_cents) }),
        ),
      );
      batchIds = payouts.map((p) => Number(p.id));
    });
    // Committed: these can be sent while the next batch is booked.
    booked.push(...batchIds);
    if (batchIds.length > 0) onBatch(batchIds);
  }
  return booked;
}

interface PayoutRow extends Record<string, unknown> {
  id: number;
  dealer_id: number;
  amount_cents: string;
  status: Payout['status'];
  automatic: boolean;
  external_id: string | null;
  failure: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function withSales(db: DbOrTx, rows: PayoutRow[]): Promise<Payout[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const { rows: sales } = await db.execute<{
    payout_id: number;
    quotation_id: number;
    code: string;
    net_cents: string;
  }>(sql`select s.payout_id, s.quotation_id, q.quotation_code as code, s.net_cents from settlement_sales s
    join quotations q on q.id = s.quotation_id
    where s.payout_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by s.quotation_id`);
  return rows.map((row) => ({
    id: Number(row.id),
    dealer_id: Number(row.dealer_id),
    amount: Number(row.amount_cents) / 100,
    status: row.status,
    status_label: settlementMessages.payoutStatuses[row.status],
    automatic: row.automatic,
    external_id: row.external_id,
    failure: row.failure,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: iso(row.paid_at),
    sales: sales
      .filter((sale) => Number(sale.payout_id) === Number(row.id))
      .map((sale) => ({ quotation_id: Number(sale.quotation_id), code: sale.code, net: Number(sale.net_cents) / 100 })),
  }));
}

const PAYOUT_COLUMNS = sql`id, dealer_id, amount_cents, status, automatic, external_id, failure, created_at, paid_at`;

export async function findPayout(db: DbOrTx, payoutId: number): Promise<Payout | null> {
  const { rows } = await db.execute<PayoutRow>(sql`select ${PAYOUT_COLUMNS} from payouts where id = ${payoutId}`);
  return (await withSales(db, rows))[0] ?? null;
}

export const PAYOUTS_PAGE_SIZE = 25;

/** A dealer's payouts (or every dealer's, for the operator), newest first, each with its sales. */
export async function listPayouts(
  db: DbOrTx,
  filter: { dealerId?: number; status?: Payout['status'] },
  page: number,
): Promise<{ data: Payout[]; total: number; page: number; per_page: number; last_page: number }> {
  const where = sql.join(
    [
      sql`true`,
      ...(filter.dealerId === undefined ? [] : [sql`dealer_id = ${filter.dealerId}`]),
      ...(filter.status === undefined ? [] : [sql`status = ${filter.status}`]),
    ],
    sql` and `,
  );
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<PayoutRow>(sql`select ${PAYOUT_COLUMNS} from payouts where ${where} order by id desc
      limit ${PAYOUTS_PAGE_SIZE} offset ${(page - 1) * PAYOUTS_PAGE_SIZE}`),
    db.execute<{ total: string }>(sql`select count(*) as total from payouts where ${where}`),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    data: await withSales(db, rows),
    total,
    page,
    per_page: PAYOUTS_PAGE_SIZE,
    last_page: Math.max(1, Math.ceil(total / PAYOUTS_PAGE_SIZE)),
  };
}
