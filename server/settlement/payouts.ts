import { sql } from 'drizzle-orm';
import type { Payout } from '../../contract/entities/settlement.js';
import { settlementMessages } from '../../i18n/it/settlement.js';
import type { Db, DbOrTx } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { postEntry } from '../repositories/ledger.js';
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
