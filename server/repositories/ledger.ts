import { sql } from 'drizzle-orm';
import type { LedgerCheck, LedgerMovement, MovementKind } from '../../contract/entities/ledger.js';
import { movementLabels } from '../../i18n/it/ledger.js';
import type { Db, DbOrTx } from '../db/types.js';
import { accountSpec, balancedLegs, type AccountRef, type Entry } from '../domain/ledger.js';

/**
 * The ledger's SQL (migration 0035; the rules are server/domain/ledger.ts). Posting runs in the caller's
 * transaction, so a movement commits or rolls back with the business change it records.
 */

export interface Posted {
  /** False when the key was posted before: nothing moved this time. */
  posted: boolean;
  transactionId: number;
}

/** The ids of the entry's accounts, created on first use (a new dealer has none until its first movement). */
async function accountIds(db: DbOrTx, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const specs = [...new Map(refs.map((ref) => [accountSpec(ref).code, accountSpec(ref)])).values()];
  const codes = specs.map((spec) => spec.code);
  const read = async () => {
    const { rows } = await db.execute<{ id: number; code: string }>(
      sql`select id, code from ledger_accounts where code in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
    return new Map(rows.map((row) => [row.code, Number(row.id)]));
  };
  let ids = await read();
  const missing = specs.filter((spec) => !ids.has(spec.code));
  if (missing.length === 0) return ids;
  await db.execute(
    sql`insert into ledger_accounts (code, kind, owner_id, normal) values ${sql.join(
      missing.map((spec) => sql`(${spec.code}, ${spec.kind}, ${spec.ownerId}, ${spec.normal})`),
      sql`, `,
    )} on conflict (code) do nothing`,
  );
  ids = await read();
  return ids;
}

/**
 * The usual posting in one statement: when every account of the legs exists already, the movement and its legs are
 * inserted together (the legs in account-id order, the order every posting locks accounts in). Answers null, having
 * written nothing, when an account is new: postEntry then creates it and posts step by step.
 */
async function postWithKnownAccounts(
  db: DbOrTx,
  entry: Entry,
  legs: readonly { account: AccountRef; amountCents: number }[],
): Promise<Posted | null> {
  const codes = [...new Set(legs.map((leg) => accountSpec(leg.account).code))];
  const { rows } = await db.execute<{ id: number | null; ready: boolean }>(sql`
    with acc as (select id, code from ledger_accounts where code in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})),
    ready as (select count(*) = ${codes.length} as ok from acc),
    t as (insert into ledger_transactions (key, kind, dealer_id, amount_cents, quotation_id, order_id, fee_id,
        operator_id, reason, event_id, reverses_id, created_at)
      select ${entry.key}::text, ${entry.kind}::text, ${entry.dealerId}::int, ${entry.amountCents}::bigint,
        ${entry.quotationId ?? null}::int, ${entry.orderId ?? null}::int, ${entry.feeId ?? null}::int,
        ${entry.operatorId ?? null}::int, ${entry.reason ?? null}::text, ${entry.eventId ?? null}::text,
        ${entry.reversesId ?? null}::int, coalesce(${entry.createdAt?.toISOString() ?? null}::timestamptz, now())
      where (select ok from ready)
      on conflict (key) do nothing returning id),
    l as (insert into ledger_legs (transaction_id, account_id, amount_cents, balance_after_cents)
      select t.id, acc.id, v.amount, 0
      from t cross join (values ${sql.join(
        legs.map((leg) => sql`(${accountSpec(leg.account).code}::text, ${leg.amountCents}::bigint)`),
        sql`, `,
      )}) as v(code, amount) join acc on acc.code = v.code
      order by acc.id returning 1)
    select (select id from t) as id, (select ok from ready) as ready, (select count(*) from l) as legs`);
  const row = rows[0];
  if (!row?.ready) return null;
  if (row.id !== null) return { posted: true, transactionId: Number(row.id) };
  // Posted before: nothing moved this time.
  const { rows: existing } = await db.execute<{ id: number }>(
    sql`select id from ledger_transactions where key = ${entry.key}`,
  );
  return { posted: false, transactionId: Number(existing[0].id) };
}

/**
 * Posts one movement: its transaction (unique by key: a second post of the same key changes nothing) and its legs.
 * The dealers whose credits it moves are locked first, then the accounts in id order, so concurrent movements
 * always take their locks in one order. The legs' trigger materializes the balances; the database checks at
 * commit that they sum to 0.
 */
export async function postEntry(db: DbOrTx, entry: Entry): Promise<Posted> {
  const legs = balancedLegs(entry.legs);
  const creditDealers = [
    ...new Set(
      legs.flatMap((leg) => ('dealer' in leg.account && leg.account.account === 'credits' ? [leg.account.dealer] : [])),
    ),
  ].sort((a, b) => a - b);
  for (const dealerId of creditDealers) await db.execute(sql`select 1 from users where id = ${dealerId} for update`);
  const fast = await postWithKnownAccounts(db, entry, legs);
  if (fast) return fast;
  const { rows } = await db.execute<{ id: number }>(sql`insert into ledger_transactions
      (key, kind, dealer_id, amount_cents, quotation_id, order_id, fee_id, operator_id, reason, event_id, reverses_id,
        created_at)
    values (${entry.key}, ${entry.kind}, ${entry.dealerId}, ${entry.amountCents}, ${entry.quotationId ?? null},
      ${entry.orderId ?? null}, ${entry.feeId ?? null}, ${entry.operatorId ?? null}, ${entry.reason ?? null},
      ${entry.eventId ?? null}, ${entry.reversesId ?? null},
      coalesce(${entry.createdAt?.toISOString() ?? null}::timestamptz, now()))
    on conflict (key) do nothing returning id`);
  if (rows.length === 0) {
    const { rows: existing } = await db.execute<{ id: number }>(
      sql`select id from ledger_transactions where key = ${entry.key}`,
    );
    return { posted: false, transactionId: Number(existing[0].id) };
  }
  const transactionId = Number(rows[0].id);
  const ids = await accountIds(
    db,
    legs.map((leg) => leg.account),
  );
  const ordered = legs
    .map((leg) => ({ accountId: ids.get(accountSpec(leg.account).code) as number, amountCents: leg.amountCents }))
    .sort((a, b) => a.accountId - b.accountId);
  await db.execute(
    sql`insert into ledger_legs (transaction_id, account_id, amount_cents, balance_after_cents) values ${sql.join(
      ordered.map((leg) => sql`(${transactionId}, ${leg.accountId}, ${leg.amountCents}, 0)`),
      sql`, `,
    )}`,
  );
  return { posted: true, transactionId };
}

/** Whether a movement of this key was posted (e.g. a fee recorded as due). */
export async function isPosted(db: DbOrTx, key: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from ledger_transactions where key = ${key}`);
  return rows.length > 0;
}

/** The dealer's credits in cents, its row locked until the end of the caller's transaction: spends run one at a time. */
export async function lockCredits(db: DbOrTx, dealerId: number): Promise<number | null> {
  const { rows } = await db.execute<{ credits: string }>(
    sql`select credits from users where id = ${dealerId} and role = 'dealer' for update`,
  );
  return rows[0] ? Math.round(Number(rows[0].credits) * 100) : null;
}

/** Whether the id is a dealer (the console's register of another kind of account is a 404). */
export async function isDealer(db: DbOrTx, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from users where id = ${id} and role = 'dealer'`);
  return rows.length > 0;
}

/** An account's balance as the sum of its legs (the materialized one is on ledger_accounts). */
export async function accountBalanceCents(db: DbOrTx, ref: AccountRef): Promise<number> {
  const { rows } = await db.execute<{ total: string | null }>(sql`select sum(l.amount_cents) as total
    from ledger_legs l join ledger_accounts a on a.id = l.account_id where a.code = ${accountSpec(ref).code}`);
  return Number(rows[0]?.total ?? 0);
}

/** The balance check: materialized balances against the sum of the legs, every transaction balanced, users.credits. */
export async function reconcile(db: DbOrTx): Promise<LedgerCheck> {
  const { rows } = await db.execute<{
    check_kind: string;
    ref: string;
    expected_cents: string;
    actual_cents: string;
  }>(sql`select check_kind, ref, expected_cents, actual_cents from ledger_reconciliation()`);
  return {
    clean: rows.length === 0,
    problems: rows.map((row) => ({
      check: row.check_kind,
      ref: row.ref,
      expected_cents: Number(row.expected_cents),
      actual_cents: Number(row.actual_cents),
    })),
  };
}

export const REGISTER_PAGE_SIZE = 25;

/** Every kind has its Italian name (the type fails when a kind is added without one). */
const LABELS: Record<MovementKind, string> = movementLabels;

interface RegisterRow extends Record<string, unknown> {
  id: number;
  created_at: Date | string;
  kind: MovementKind;
  amount_cents: string;
  quotation_id: number | null;
  quotation_code: string | null;
  order_id: number | null;
  reason: string | null;
  operator_id: number | null;
  credits_delta: string | null;
  balance_after: string | null;
}

const toMovement = (row: RegisterRow): LedgerMovement => ({
  id: Number(row.id),
  created_at: new Date(row.created_at).toISOString(),
  kind: row.kind,
  label: LABELS[row.kind] ?? row.kind,
  quotation:
    row.quotation_id === null
      ? null
      : { id: Number(row.quotation_id), code: row.quotation_code ?? String(row.quotation_id) },
  order_id: row.order_id === null ? null : Number(row.order_id),
  amount: Number(row.amount_cents) / 100,
  credits_delta: -Number(row.credits_delta ?? 0) / 100,
  balance_after: -Number(row.balance_after ?? 0) / 100,
  reason: row.reason,
  operator_id: row.operator_id === null ? null : Number(row.operator_id),
});

/**
 * A dealer's register ("Movimenti"), newest first: every movement of its credits and fees, with the quotation it
 * concerns and the credits right after it (for a movement that did not touch them, the last balance before it).
 */
export async function dealerRegister(
  db: Db | DbOrTx,
  dealerId: number,
  page: number,
  perPage = REGISTER_PAGE_SIZE,
): Promise<{ data: LedgerMovement[]; total: number; page: number; per_page: number; last_page: number }> {
  const code = `dealer:${dealerId}:credits`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.execute<RegisterRow>(sql`select t.id, t.created_at, t.kind, t.amount_cents, t.quotation_id, q.quotation_code,
        t.order_id, t.reason, t.operator_id,
        (select sum(l.amount_cents) from ledger_legs l where l.transaction_id = t.id and l.account_id = a.id) as credits_delta,
        (select l.balance_after_cents from ledger_legs l
          where l.account_id = a.id and l.id <= (select max(m.id) from ledger_legs m where m.transaction_id = t.id)
          order by l.id desc limit 1) as balance_after
      from (select * from ledger_transactions where dealer_id = ${dealerId}
        order by id desc limit ${perPage} offset ${(page - 1) * perPage}) t
      left join ledger_accounts a on a.code = ${code}
      left join quotations q on q.id = t.quotation_id
      order by t.id desc`),
    db.execute<{ total: string }>(sql`select count(*) as total from ledger_transactions where dealer_id = ${dealerId}`),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return {
    data: rows.map(toMovement),
    total,
    page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
