import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { accountSpec, balancedLegs, type Entry } from '../domain/ledger.js';

/**
 * Many movements in a few statements (the payout run of thousands of dealers): the same rows and the same guarantees
 * as postEntry (repositories/ledger.ts) one by one, in the caller's transaction. Each key posts once (a key posted
 * before is skipped, with its legs); the accounts are created on first use; the legs go in account-id order, so the
 * account rows are locked in the same order as every single posting takes them; the legs' trigger materializes the
 * balances and the database checks at commit that every movement sums to 0. Answers how many were posted now.
 */
export async function postEntries(db: DbOrTx, entries: readonly Entry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const withLegs = entries.map((entry) => ({ entry, legs: balancedLegs(entry.legs) }));
  const creditDealers = [
    ...new Set(
      withLegs.flatMap(({ legs }) =>
        legs.flatMap((leg) =>
          'dealer' in leg.account && leg.account.account === 'credits' ? [leg.account.dealer] : [],
        ),
      ),
    ),
  ].sort((a, b) => a - b);
  if (creditDealers.length > 0)
    await db.execute(
      sql`select 1 from users where id in (${sql.join(
        creditDealers.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id for update`,
    );
  const transactions = withLegs.map(({ entry }) => ({
    key: entry.key,
    kind: entry.kind,
    dealer_id: entry.dealerId,
    amount_cents: entry.amountCents,
    quotation_id: entry.quotationId ?? null,
    order_id: entry.orderId ?? null,
    fee_id: entry.feeId ?? null,
    operator_id: entry.operatorId ?? null,
    reason: entry.reason ?? null,
    event_id: entry.eventId ?? null,
    reverses_id: entry.reversesId ?? null,
    created_at: entry.createdAt?.toISOString() ?? null,
  }));
  const { rows: posted } = await db.execute<{ id: number; key: string }>(sql`insert into ledger_transactions
      (key, kind, dealer_id, amount_cents, quotation_id, order_id, fee_id, operator_id, reason, event_id, reverses_id,
        created_at)
    select x.key, x.kind, x.dealer_id, x.amount_cents, x.quotation_id, x.order_id, x.fee_id, x.operator_id, x.reason,
      x.event_id, x.reverses_id, coalesce(x.created_at, now())
    from json_to_recordset(${JSON.stringify(transactions)}::json) as x(key text, kind text, dealer_id int,
      amount_cents bigint, quotation_id int, order_id int, fee_id int, operator_id int, reason text, event_id text,
      reverses_id int, created_at timestamptz)
    on conflict (key) do nothing returning id, key`);
  if (posted.length === 0) return 0;
  const ids = new Map(posted.map((row) => [row.key, Number(row.id)]));
  const specs = new Map(
    withLegs.flatMap(({ legs }) => legs.map((leg) => accountSpec(leg.account))).map((spec) => [spec.code, spec]),
  );
  await db.execute(sql`insert into ledger_accounts (code, kind, owner_id, normal)
    select x.code, x.kind, x.owner_id, x.normal
    from json_to_recordset(${JSON.stringify([...specs.values()].map((s) => ({ code: s.code, kind: s.kind, owner_id: s.ownerId, normal: s.normal })))}::json)
      as x(code text, kind text, owner_id int, normal smallint)
    where not exists (select 1 from ledger_accounts a where a.code = x.code)
    on conflict (code) do nothing`);
  const legs = withLegs.flatMap(({ entry, legs: kept }) => {
    const transactionId = ids.get(entry.key);
    return transactionId === undefined
      ? []
      : kept.map((leg) => ({
          transaction_id: transactionId,
          code: accountSpec(leg.account).code,
          amount: leg.amountCents,
        }));
  });
  await db.execute(sql`insert into ledger_legs (transaction_id, account_id, amount_cents, balance_after_cents)
    select x.transaction_id, a.id, x.amount, 0
    from json_to_recordset(${JSON.stringify(legs)}::json) as x(transaction_id int, code text, amount bigint)
    join ledger_accounts a on a.code = x.code
    order by a.id, x.transaction_id`);
  return posted.length;
}
