import type pg from 'pg';

/**
 * Settlement at scale on PostgreSQL, generated in SQL (generate_series and set-based inserts, never row by row):
 * dealers with payout accounts, their online sales in every state, their payouts, and every ledger movement the
 * product posts for them, plus the dealers' credit purchases and fees paid from credits that fill a ledger of
 * LEDGER_LEGS entries (legs). The movements are staged, then posted in bulk with the row triggers off
 * (session_replication_role = replica): the balance after each leg and the accounts' materialized balances are
 * computed in the same statements, and the ledger's own check (ledger_reconciliation()) proves the result balanced.
 */

export const BENCH_DEALERS = 10_000;
/** The measured dealer (dealer@demo.example) sells this many times online. */
export const HEAVY_SALES = 20_000;
/** Every other dealer's sales: 15 paid out in 5 payouts, 3 available, 2 held. */
const SALES_PER_DEALER = 20;
export const LEDGER_LEGS = 10_000_000;
export const BENCH_DOMAIN = 'bench-ledger.example';

type Client = pg.Client;
const q = async (client: Client, text: string) => (await client.query(text)).rows as Record<string, unknown>[];
const one = async <T>(client: Client, text: string) => (await q(client, text))[0] as T;

/** The columns of `table` a copy takes from its template row (all but the id, generated ones and `overridden`). */
async function copiedColumns(client: Client, table: string, overridden: string[]): Promise<string> {
  const { cols } = await one<{ cols: string }>(
    client,
    `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as cols
      from information_schema.columns where table_schema = 'public' and table_name = '${table}'
        and is_generated = 'NEVER' and column_name not in (${['id', ...overridden].map((c) => `'${c}'`).join(', ')})`,
  );
  return cols;
}

/** Copies of one submission, the request each generated quotation answers (a dealer quotes a request once). */
async function copySubmissions(client: Client, count: number): Promise<{ first: number }> {
  const cols = await copiedColumns(client, 'submissions', ['token_uuid']);
  const { before } = await one<{ before: number }>(client, `select coalesce(max(id), 0) as before from submissions`);
  await q(
    client,
    `insert into submissions (${cols}, token_uuid) select ${cols}, gen_random_uuid()::text
      from submissions t, generate_series(1, ${count}) where t.id = (select min(id) from submissions)`,
  );
  return { first: Number(before) + 1 };
}

/**
 * Stages the ledger movements of the sales in bench_sales (customer payment, fee at source, release) and of the
 * payouts in bench_payouts (start, paid): one row per movement in stage_txn, one per leg in stage_leg.
 */
async function stageSettlement(client: Client): Promise<void> {
  await q(
    client,
    `with t as (
      insert into stage_txn (key, kind, dealer_id, amount_cents, quotation_id, reason, created_at, a, b, c)
      select 'quotation:' || quotation_id || ':paid', 'customer_payment', dealer_id, gross, quotation_id, null,
        created_at, gross, 0, 0 from bench_sales
      union all
      select 'quotation:' || quotation_id || ':fee_at_source', 'sale_fee', dealer_id, -fee, quotation_id, null,
        created_at, fee, vat, 0 from bench_sales
      union all
      select 'quotation:' || quotation_id || ':release', 'sale_release', dealer_id, 0, quotation_id, null,
        available_at, net, 0, 0 from bench_sales where state in ('available', 'paid')
      union all
      select 'payout:' || id || ':start', 'payout', dealer_id, -amount, null, 'payout:' || id, created_at, amount, 0, 0
        from bench_payouts
      union all
      select 'payout:' || id || ':paid', 'payout_paid', dealer_id, 0, null, 'payout:' || id, paid_at, amount, 0, 0
        from bench_payouts
      returning n, kind, dealer_id, a, b)
    insert into stage_leg (n, ord, account_code, amount)
    select t.n, v.ord, v.code, v.amount from t cross join lateral (values
      (1, case t.kind when 'customer_payment' then 'platform:provider_clearing'
        when 'sale_fee' then 'dealer:' || t.dealer_id || ':payable_held'
        when 'sale_release' then 'dealer:' || t.dealer_id || ':payable_held'
        when 'payout' then 'dealer:' || t.dealer_id || ':payable_available'
        else 'dealer:' || t.dealer_id || ':payout_in_transit' end, t.a),
      (2, case t.kind when 'customer_payment' then 'dealer:' || t.dealer_id || ':payable_held'
        when 'sale_fee' then 'platform:revenue'
        when 'sale_release' then 'dealer:' || t.dealer_id || ':payable_available'
        when 'payout' then 'dealer:' || t.dealer_id || ':payout_in_transit'
        else 'platform:provider_clearing' end, case when t.kind = 'sale_fee' then -(t.a - t.b) else -t.a end),
      (3, case t.kind when 'sale_fee' then 'platform:vat' end, -t.b)
    ) v(ord, code, amount) where v.code is not null and v.amount <> 0`,
  );
}

/** Stages `perDealer` credit purchases (100 credits for 122,00 €) and as many fees of 3,00 € paid from credits. */
async function stageCredits(client: Client, firstDealer: number, dealers: number, perDealer: number): Promise<void> {
  await q(
    client,
    `with t as (
      insert into stage_txn (key, kind, dealer_id, amount_cents, quotation_id, reason, created_at, a, b, c)
      select 'bench-' || k.kind || ':' || d || ':' || g, k.kind, d, k.amount, null, null,
        now() - (g * interval '50 minutes') - (d % 97) * interval '1 minute', 0, 0, 0
      from generate_series(${firstDealer}, ${firstDealer + dealers - 1}) d, generate_series(1, ${perDealer}) g,
        (values ('credit_purchase', 10000), ('fee_paid_credits', -300)) k(kind, amount)
      returning n, kind, dealer_id)
    insert into stage_leg (n, ord, account_code, amount)
    select t.n, v.ord, v.code, v.amount from t cross join lateral (values
      (1, case when t.kind = 'credit_purchase' then 'platform:provider_clearing' else 'dealer:' || t.dealer_id || ':credits' end,
        case when t.kind = 'credit_purchase' then 12200 else 300 end),
      (2, case when t.kind = 'credit_purchase' then 'platform:vat' else 'platform:revenue' end,
        case when t.kind = 'credit_purchase' then -2200 else -300 end),
      (3, case when t.kind = 'credit_purchase' then 'dealer:' || t.dealer_id || ':credits' end, -10000)
    ) v(ord, code, amount) where v.code is not null`,
  );
}

/**
 * Posts what is staged: the transactions (ids after the ledger's last), their accounts when new (every dealer account
 * staged here, credits and payables, grows with credits: normal -1, kind dealer_<account>), the legs with each
 * one's balance after it (the account's balance so far plus the running sum in id order), then the accounts'
 * materialized balances and the dealers' users.credits, as the legs' trigger would have left them.
 */
async function postStaged(client: Client): Promise<number> {
  const { base } = await one<{ base: number }>(client, `select coalesce(max(id), 0) as base from ledger_transactions`);
  await q(
    client,
    `insert into ledger_transactions (id, key, kind, dealer_id, amount_cents, quotation_id, reason, created_at)
      select ${base} + n, key, kind, dealer_id, amount_cents, quotation_id, reason, created_at from stage_txn`,
  );
  await q(client, `select setval('ledger_transactions_id_seq', (select max(id) from ledger_transactions))`);
  await q(
    client,
    `insert into ledger_accounts (code, kind, owner_id, normal)
      select code, split_part(code, ':', 1) || '_' || split_part(code, ':', 3), split_part(code, ':', 2)::int, -1
      from (select distinct account_code as code from stage_leg) s
      where code like 'dealer:%' and not exists (select 1 from ledger_accounts a where a.code = s.code)
      on conflict (code) do nothing`,
  );
  await q(
    client,
    `insert into ledger_legs (transaction_id, account_id, amount_cents, balance_after_cents)
      select ${base} + l.n, a.id, l.amount,
        a.balance_cents + sum(l.amount) over (partition by a.id order by l.n, l.ord rows unbounded preceding)
      from stage_leg l join ledger_accounts a on a.code = l.account_code
      order by l.n, l.ord`,
  );
  await q(
    client,
    `update ledger_accounts a set balance_cents = a.balance_cents + s.total
      from (select account_code, sum(amount) as total from stage_leg group by account_code) s
      where a.code = s.account_code`,
  );
  await q(
    client,
    `update users u set credits = -a.balance_cents::numeric / 100 from ledger_accounts a
      where a.kind = 'dealer_credits' and a.owner_id = u.id
        and a.code in (select distinct account_code from stage_leg where account_code like '%:credits')`,
  );
  const { legs } = await one<{ legs: number }>(client, `select count(*)::int as legs from stage_leg`);
  await q(client, `truncate stage_txn, stage_leg`);
  return legs;
}

async function stagingTables(client: Client): Promise<void> {
  await q(client, `set session_replication_role = replica`);
  await q(client, `set work_mem = '256MB'`);
  await q(client, `set maintenance_work_mem = '512MB'`);
  await q(
    client,
    `create temp table if not exists stage_txn (n bigserial, key text, kind varchar(24), dealer_id int,
      amount_cents bigint, quotation_id int, reason text, created_at timestamptz, a bigint, b bigint, c bigint)`,
  );
  await q(
    client,
    `create temp table if not exists stage_leg (n bigint, ord smallint, account_code text, amount bigint)`,
  );
  await q(
    client,
    `create temp table if not exists bench_payouts (dealer_id int, g int, amount bigint, created_at timestamptz,
      paid_at timestamptz, id int, external_id text)`,
  );
  await q(client, `truncate stage_txn, stage_leg, bench_payouts`);
  await q(client, `alter sequence stage_txn_n_seq restart`);
}

/**
 * Online sales for `dealers` (first id, count), `perDealer` each, on new copies of a request: their quotations and
 * settlement_sales rows in the states `stateOf(j)` gives the dealer's j-th sale (1-based), into bench_sales.
 */
async function createSales(
  client: Client,
  dealers: { first: number; count: number } | { ids: number[] },
  perDealer: number,
  stateOf: string,
  spacing: string,
): Promise<void> {
  const subs = await copySubmissions(client, perDealer);
  const dealerSet =
    'ids' in dealers
      ? `unnest(array[${dealers.ids.join(',')}]::int[]) d`
      : `generate_series(${dealers.first}, ${dealers.first + dealers.count - 1}) d`;
  const cols = await copiedColumns(client, 'quotations', [
    'quotation_code',
    'dealer_id',
    'submission_id',
    'status',
    'payment_type',
    'total_price',
    'subtotal_price',
    'total_tax',
    'created_at',
    'updated_at',
  ]);
  const { before } = await one<{ before: number }>(client, `select coalesce(max(id), 0) as before from quotations`);
  await q(
    client,
    `insert into quotations (${cols}, quotation_code, dealer_id, submission_id, status, payment_type, total_price,
        subtotal_price, total_tax, created_at, updated_at)
      select ${cols.replace(/(^|, )/g, '$1t.')}, 'BQ-' || ${subs.first} || '-' || d || '-' || j, d,
        ${subs.first} + j - 1, 'complete', 'online', g / 100.0, round(g / 122.0, 2), g / 100.0 - round(g / 122.0, 2),
        now() - (${perDealer} - j) * interval '${spacing}', now() - (${perDealer} - j) * interval '${spacing}'
      from (select *, 2000 + ((d * 7919 + j * 104729) % 48000) as g
        from ${dealerSet}, generate_series(1, ${perDealer}) j) x,
        quotations t where t.id = (select min(id) from quotations)`,
  );
  await q(client, `drop table if exists bench_sales`);
  await q(
    client,
    `create temp table bench_sales as
      select id as quotation_id, dealer_id, gross, fee, fee - round(fee * 100 / 122.0)::bigint as vat,
        gross - fee as net, state, created_at,
        case when state = 'held' then null else created_at + interval '9 days' end as available_at,
        j, null::int as payout_id
      from (select q.id, q.dealer_id, round(q.total_price * 100)::bigint as gross,
          least(round(q.total_price * 100)::bigint, greatest(150, round(q.total_price * 100 * 3 / 100.0)::bigint)) as fee,
          q.created_at, q.submission_id - ${subs.first} + 1 as j
        from quotations q where q.id > ${before}) s,
        lateral (select ${stateOf} as state) st`,
  );
}

/** Groups each dealer's paid sales `size` at a time into payouts (paid), filling bench_payouts and the sales' payout. */
async function createPayouts(client: Client, size: number): Promise<void> {
  const stamp = Date.now();
  await q(client, `drop table if exists bench_payouts`);
  await q(
    client,
    `create temp table bench_payouts as
      select dealer_id, (j - 1) / ${size} as g, sum(net) as amount, max(available_at) + interval '1 day' as created_at,
        max(available_at) + interval '2 days' as paid_at, null::int as id,
        'demo_po_bench_${stamp}_' || dealer_id || '_' || (j - 1) / ${size} as external_id
      from bench_sales where state = 'paid' group by dealer_id, (j - 1) / ${size}`,
  );
  await q(
    client,
    `with p as (
      insert into payouts (dealer_id, amount_cents, provider, status, external_id, automatic, created_at, paid_at)
        select dealer_id, amount, 'demo', 'paid', external_id, true, created_at, paid_at from bench_payouts
        returning id, external_id)
      update bench_payouts b set id = p.id from p where p.external_id = b.external_id`,
  );
  await q(
    client,
    `update bench_sales s set payout_id = p.id from bench_payouts p
      where s.state = 'paid' and p.dealer_id = s.dealer_id and p.g = (s.j - 1) / ${size}`,
  );
}

async function insertSales(client: Client): Promise<void> {
  await q(
    client,
    `insert into settlement_sales (quotation_id, dealer_id, gross_cents, fee_cents, fee_vat_cents, net_cents, state,
        delivered_at, available_at, payout_id, created_at)
      select quotation_id, dealer_id, gross, fee, vat, net, state,
        case when available_at is null then null else available_at - interval '7 days' end, available_at, payout_id,
        created_at from bench_sales`,
  );
}

/** The bench dealers: copies of dealer2@demo.example, each with an enabled demo payout account paid out daily. */
async function createDealers(client: Client): Promise<number> {
  const cols = await copiedColumns(client, 'users', ['email', 'legal_name', 'credits']);
  const { before } = await one<{ before: number }>(client, `select max(id) as before from users`);
  await q(
    client,
    `insert into users (${cols}, email, legal_name, credits)
      select ${cols.replace(/(^|, )/g, '$1t.')}, 'dealer' || g || '@${BENCH_DOMAIN}', 'Ricambi Bench ' || g, 0
      from users t, generate_series(1, ${BENCH_DEALERS}) g where t.email = 'dealer2@demo.example'`,
  );
  await q(
    client,
    `insert into payout_accounts (dealer_id, provider, external_id, charges_enabled, payouts_enabled, schedule)
      select id, 'demo', 'demo_acct_' || id, true, true, 'daily' from users where id > ${before}
      on conflict (dealer_id) do nothing`,
  );
  return Number(before) + 1;
}

export interface Generated {
  seconds: number;
  legs: number;
  transactions: number;
  sales: number;
  payouts: number;
}

/** The whole data set (the database has the demo seed already). */
export async function generate(client: Client, log: (line: string) => void): Promise<Generated> {
  const started = performance.now();
  await stagingTables(client);
  const firstDealer = await createDealers(client);
  log(`dealers: ${BENCH_DEALERS} from id ${firstDealer}`);
  const { id: heavy } = await one<{ id: number }>(client, `select id from users where email = 'dealer@demo.example'`);
  await createSales(
    client,
    { ids: [Number(heavy)] },
    HEAVY_SALES,
    `case when j <= ${HEAVY_SALES - 1000} then 'paid' when j <= ${HEAVY_SALES - 200} then 'available' else 'held' end`,
    '20 minutes',
  );
  await createPayouts(client, 100);
  await insertSales(client);
  await stageSettlement(client);
  let legs = await postStaged(client);
  log(`the heavy dealer's ${HEAVY_SALES} sales: ${legs} legs`);
  await createSales(
    client,
    { first: firstDealer, count: BENCH_DEALERS },
    SALES_PER_DEALER,
    `case when j <= 15 then 'paid' when j <= 18 then 'available' else 'held' end`,
    '12 days',
  );
  await createPayouts(client, 3);
  await insertSales(client);
  await stageSettlement(client);
  legs += await postStaged(client);
  log(`${BENCH_DEALERS} dealers' sales: ${legs} legs so far`);
  const { existing } = await one<{ existing: number }>(client, `select count(*)::int as existing from ledger_legs`);
  // The rest: each dealer's credit purchases and fees paid from credits, five legs a pair.
  const perDealer = Math.max(1, Math.ceil((LEDGER_LEGS - Number(existing)) / 5 / BENCH_DEALERS));
  const chunk = 1000;
  for (let first = firstDealer; first < firstDealer + BENCH_DEALERS; first += chunk) {
    await stageCredits(client, first, Math.min(chunk, firstDealer + BENCH_DEALERS - first), perDealer);
    legs += await postStaged(client);
    log(`credits of dealers up to ${first + chunk - 1}: ${legs} legs so far`);
  }
  await q(client, `set session_replication_role = origin`);
  await q(client, `analyze`);
  const totals = await one<{ legs: number; transactions: number; sales: number; payouts: number }>(
    client,
    `select (select count(*)::int from ledger_legs) as legs, (select count(*)::int from ledger_transactions) as transactions,
      (select count(*)::int from settlement_sales) as sales, (select count(*)::int from payouts) as payouts`,
  );
  return { seconds: Math.round((performance.now() - started) / 1000), ...totals };
}

/**
 * Before a payout run: `perDealer` new available sales for every bench dealer, as the product leaves them (the
 * customer's payment, the fee at source, the release after delivery), so each dealer has something to pay out.
 */
export async function refillAvailable(client: Client, perDealer: number): Promise<number> {
  await stagingTables(client);
  const { first } = await one<{ first: number }>(
    client,
    `select min(id) as first from users where email like '%@${BENCH_DOMAIN}'`,
  );
  await createSales(client, { first: Number(first), count: BENCH_DEALERS }, perDealer, `'available'`, '1 day');
  await q(
    client,
    `update bench_sales set created_at = now() - interval '12 days', available_at = now() - interval '1 day'`,
  );
  await insertSales(client);
  await stageSettlement(client);
  const legs = await postStaged(client);
  await q(client, `set session_replication_role = origin`);
  // The bulk refill rewrote every dealer's account rows at once: vacuumed, as autovacuum would have by the next run.
  await q(client, `vacuum analyze ledger_accounts, users, settlement_sales, payouts, payout_accounts`);
  return legs;
}
