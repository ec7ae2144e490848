import { sql, type SQL } from 'drizzle-orm';
import { RESPONSE_WINDOW_MINUTES } from '../../contract/constants.js';
import type { Db } from '../../server/db/types.js';
import { BUSY_PROVINCES } from '../../server/seed/catalog/provinces.js';
import { PART_BRANDS } from '../../server/seed/catalog/requests.js';
import { MANUFACTURERS } from '../../server/seed/catalog/vehicles.js';

export interface ScaleOptions {
  submissions: number;
  dealers: number;
  customers: number;
  /** Conversations and quotations drawn on random requests (duplicates of one dealer on one request dropped). */
  conversations: number;
  quotations: number;
  /** Days back over which the requests are published, uniformly. */
  days: number;
}

export const DEFAULT_SCALE: ScaleOptions = {
  submissions: 100_000,
  dealers: 2_000,
  customers: 5_000,
  conversations: 20_000,
  quotations: 30_000,
  days: 60,
};

/**
 * The default scale times requests / 100,000: dealers, customers, conversations and quotations in proportion, over
 * the same 60 days (ten times the data is ten times the traffic). `--requests 1000000`: 20,000 dealers,
 * 200,000 conversations, 300,000 quotations.
 */
export function scaleFor(requests: number): ScaleOptions {
  const f = requests / DEFAULT_SCALE.submissions;
  const times = (n: number) => Math.max(1, Math.round(n * f));
  return {
    submissions: requests,
    dealers: times(DEFAULT_SCALE.dealers),
    customers: times(DEFAULT_SCALE.customers),
    conversations: times(DEFAULT_SCALE.conversations),
    quotations: times(DEFAULT_SCALE.quotations),
    days: DEFAULT_SCALE.days,
  };
}

/** 10k, 100k, 1m: the scale's short name (PostgreSQL database names, docs). */
export function scaleLabel(requests: number): string {
  return requests >= 1_000_000 && requests % 1_000_000 === 0
    ? `${requests / 1_000_000}m`
    : requests % 1_000 === 0
      ? `${requests / 1_000}k`
      : String(requests);
}
export const BENCH_EMAIL_DOMAIN = 'bench.example';

const textArray = (items: readonly string[]) =>
  sql`${`{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * Statements that add the scale data on top of the demo seed, with generate_series (a few bulk INSERTs
 * instead of hundreds of thousands of rows through the driver). Random but repeatable (setseed).
 * Ids of the new rows are contiguous: the seed runs alone on its own database.
 */
function statements(o: ScaleOptions): [string, SQL][] {
  const bench = BENCH_EMAIL_DOMAIN;
  const models = MANUFACTURERS.map((m) => m.models.join('|'));
  return [
    ['seed', sql`select setseed(0.42)`],
    [
      'customers',
      sql`insert into users (role, email, password_hash, name, surname, created_at)
      select 'customer', 'cliente' || g || '@' || ${bench}, (select password_hash from users order by id limit 1),
             'Cliente', 'Numero ' || g, now() - interval '200 days'
      from generate_series(1, ${o.customers}) g`,
    ],
    [
      'dealers',
      sql`insert into users (role, email, password_hash, name, surname, legal_name, credits, adr_province, terms_accepted_at, created_at)
      select 'dealer', 'ricambista' || g || '@' || ${bench}, (select password_hash from users order by id limit 1),
             'Ricambista', 'Numero ' || g, 'Ricambi ' || g || ' S.r.l.', 100,
             (select id from provinces order by id offset (g % 107) limit 1), now() - interval '300 days', now() - interval '300 days'
      from generate_series(1, ${o.dealers}) g`,
    ],
    [
      'subscriptions',
      sql`insert into subscriptions (dealer_id, status, provider, ends_at, created_at)
      select id, 'active', 'bench', now() + interval '20 days', now() - interval '10 days'
      from users where email like ${`%@${bench}`} and role = 'dealer'`,
    ],
    [
      'dealer exclusions',
      sql`insert into dealer_provinces (dealer_id, province_id)
      select distinct u.id, 1 + floor(random() * (select count(*) from provinces))::int
      from users u cross join generate_series(1, 4) k
      where u.email like ${`%@${bench}`} and u.role = 'dealer' and random() < 0.3`,
    ],
    [
      'dealer methods',
      sql`insert into dealer_methods (dealer_id, method_id)
      select u.id, m from users u cross join unnest(array[2, 3, 4]) m where u.email like ${`%@${bench}`} and u.role = 'dealer'`,
    ],
    // Manufacturers by popularity (the first ones more frequent), each with its models.
    [
      'makes',
      sql`create temp table bench_makes as
      select row_number() over (order by m.id)::int as rank, m.id, string_to_array(x.models, '|') as models
      from manufacturers m join unnest(${textArray(MANUFACTURERS.map((m) => m.name))}, ${textArray(models)}) as x(name, models) on x.name = m.name`,
    ],
    [
      'vehicles',
      sql`insert into vehicles (plate, chassis, manufacturer_id, model, year_of_production, km_count)
      select case when r.roll < 0.9 then chr(68 + floor(random() * 4)::int) || chr(65 + floor(random() * 26)::int)
                  || (100 + floor(random() * 900)::int) || chr(65 + floor(random() * 26)::int) || chr(65 + floor(random() * 26)::int) end,
             case when r.roll >= 0.8 then 'ZFA' || upper(substr(md5(random()::text), 1, 14)) end,
             mk.id, mk.models[1 + floor(random() * array_length(mk.models, 1))::int],
             2006 + floor(random() * 18)::int, case when random() < 0.85 then 1 + floor(random() * 6)::int end
      from (select g, random() as roll, 1 + floor(random() ^ 2 * (select count(*) from bench_makes))::int as rank
            from generate_series(1, ${o.submissions}) g) r
      join bench_makes mk on mk.rank = r.rank
      order by r.g`,
    ],
    // Requests published uniformly over the last days, inserted oldest first (ids grow with time, as in production).
    // Half from the busiest provinces; 10% outlet; about 8% of those past their window closed by an accepted quotation.
    // The filter columns are filled once, by the trigger of the rows' insert (every request gets rows).
    ['pause filter trigger', sql`alter table submissions disable trigger submissions_filters_insert`],
    [
      'submissions',
      sql`insert into submissions (vehicle_id, author_id, province_id, is_outlet, notes, token_uuid, created_at, deadline_at, closed_at)
      select v.id,
             (select min(id) from users where email like ${`%@${bench}`} and role = 'customer') + floor(random() * ${o.customers})::int,
             case when random() < 0.5 then (select p.id from provinces p where p.code = (${textArray(BUSY_PROVINCES)})[1 + (v.n % ${BUSY_PROVINCES.length})])
                  else 1 + floor(random() * (select count(*) from provinces))::int end,
             random() < 0.1,
             case when random() < 0.2 then 'N/A' else 'Richiesta numero ' || v.n end,
             gen_random_uuid()::text, t.created_at, t.created_at + ${RESPONSE_WINDOW_MINUTES} * interval '1 minute',
             case when t.created_at < now() - interval '3 days' and random() < 0.08 then t.created_at + random() * interval '40 hours' end
      from (select id, row_number() over (order by id) as n from vehicles where model is not null and id > (select max(vehicle_id) from submissions)) v
      join (select row_number() over (order by c) as n, c as created_at
            from (select now() - random() * ${o.days} * interval '1 day' as c from generate_series(1, ${o.submissions})) d) t on t.n = v.n
      order by t.created_at`,
    ],
    [
      'submission rows',
      sql`insert into submission_rows (submission_id, part_id, quantity, brand, notes)
      select s.id, l.ids[1 + floor(random() * array_length(l.ids, 1))::int], case when random() < 0.15 then 2 else 1 end,
             case when random() < 0.3 then 'Bosch' end, case when random() < 0.3 then 'Lato guida' end
      from submissions s
      cross join (select array_agg(p.id) as ids from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id)) l
      cross join lateral generate_series(1, 1 + abs(hashint4(s.id)) % 5) k
      where s.id > (select max(submission_id) from submission_rows)`,
    ],
    ['resume filter trigger', sql`alter table submissions enable trigger submissions_filters_insert`],
    // Conversations: random dealers on random requests; the demo dealers get a few hundred each.
    [
      'conversations',
      sql`insert into conversations (uuid, submission_id, dealer_id, frozen_since, paused_ms, last_message_at, created_at)
      select gen_random_uuid()::text, s.id, d.dealer_id,
             case when s.deadline_at > now() and random() < 0.3 then greatest(s.created_at, now() - random() * interval '20 hours') end,
             case when random() < 0.3 then floor(random() * 6 * 3600 * 1000)::int else 0 end,
             s.created_at + interval '2 hours', s.created_at + interval '1 hour'
      from (select 1 + floor(random() * (select count(*) from submissions))::int as sid,
                   case when g % 10 = 0 then 1 when g % 10 = 1 then 2
                        else (select min(id) from users where email like ${`%@${bench}`} and role = 'dealer') + floor(random() * ${o.dealers})::int end as dealer_id
            from generate_series(1, ${o.conversations}) g) d
      join submissions s on s.id = d.sid
      on conflict do nothing`,
    ],
    [
      'messages',
      sql`insert into messages (conversation_id, author_id, is_client, text, created_at, read_at)
      select c.id, case when k % 2 = 1 then s.author_id else c.dealer_id end, k % 2 = 1, 'Messaggio ' || k,
             c.created_at + k * interval '10 minutes', case when random() < 0.8 then c.created_at + k * interval '20 minutes' end
      from conversations c join submissions s on s.id = c.submission_id
      cross join lateral generate_series(1, 2 + abs(hashint4(c.id)) % 3) k
      where c.id > (select max(conversation_id) from messages)`,
    ],
    [
      'quotations',
      sql`insert into quotations (quotation_code, submission_id, dealer_id, status, total_price, subtotal_price, total_tax, created_at, updated_at)
      select 'BENCH-' || d.g, s.id, d.dealer_id,
             case when s.closed_at is null and s.deadline_at > now() then 'pending' else 'cancelled' end,
             122, 100, 22, s.created_at + interval '3 hours', s.created_at + interval '3 hours'
      from (select g, 1 + floor(random() * (select count(*) from submissions))::int as sid,
                   case when g % 20 = 0 then 1 when g % 20 = 1 then 2
                        else (select min(id) from users where email like ${`%@${bench}`} and role = 'dealer') + floor(random() * ${o.dealers})::int end as dealer_id
            from generate_series(1, ${o.quotations}) g) d
      join submissions s on s.id = d.sid
      on conflict do nothing`,
    ],
    // The quotations' options (one per requested row, a second one on ~30% of rows), their totals as sent,
    // sending times spread over the window, and one winner on each closed request that has bench quotations.
    [
      'quotation options',
      sql`insert into quotation_rows (quotation_id, submission_row_id, quantity, part_code, brand, condition, net_price, tax_import, discount)
      select q.id, sr.id, sr.quantity, 'BEN-' || sr.id || '-' || k, (${textArray(PART_BRANDS)})[1 + floor(random() * ${PART_BRANDS.length})::int],
             case when random() < 0.15 then 'used' else 'new' end, round((8 + random() * 300)::numeric, 2),
             case when random() < 0.85 then 22 else 10 end, case when random() < 0.3 then 10 end
      from quotations q join submission_rows sr on sr.submission_id = q.submission_id
      cross join lateral generate_series(1, 1 + (abs(hashint4(sr.id + q.id)) % 10 < 3)::int) k
      where q.quotation_code like 'BENCH-%'`,
    ],
    [
      'quotation totals',
      sql`update quotations q set sent_total_price = t.total, total_price = t.total
      from (select b.quotation_id, sum(b.gross) / 100 as total from (
              select r.quotation_id, min(round(r.net_price * 100) * r.quantity + round(round(r.net_price * 100) * r.quantity * r.tax_import / 100.0)) as gross
              from quotation_rows r join quotations x on x.id = r.quotation_id where x.quotation_code like 'BENCH-%'
              group by r.quotation_id, r.submission_row_id) b group by b.quotation_id) t
      where t.quotation_id = q.id`,
    ],
    [
      'quotation times',
      sql`update quotations q set created_at = t.at, updated_at = greatest(q.updated_at, t.at)
      from (select x.id, greatest(s.created_at + interval '1 minute',
                     least(s.created_at + interval '5 minutes' + random() ^ 2 * interval '30 hours', coalesce(s.closed_at, now()) - interval '1 minute')) as at
            from quotations x join submissions s on s.id = x.submission_id where x.quotation_code like 'BENCH-%') t
      where t.id = q.id`,
    ],
    [
      'quotation winners',
      sql`update quotations q set status = 'complete', payment_type = 'offline', payment_method_id = 2,
        accepted_date = s.closed_at, updated_at = s.closed_at
      from submissions s
      where s.id = q.submission_id and q.id in (select min(x.id) from quotations x join submissions y on y.id = x.submission_id
        where y.closed_at is not null and x.quotation_code like 'BENCH-%' group by x.submission_id)`,
    ],
    [
      'accepted options',
      sql`update quotation_rows r set accepted = true where r.id in (
      select distinct on (r2.quotation_id, r2.submission_row_id) r2.id from quotation_rows r2 join quotations q on q.id = r2.quotation_id
      where q.status = 'complete' and q.quotation_code like 'BENCH-%' order by r2.quotation_id, r2.submission_row_id, r2.net_price)`,
    ],
    // The dealers' orders in proportion too (the console lists them): three paid subscription months and
    // two wallet top-ups per bench dealer, one row each.
    [
      'orders',
      sql`insert into orders (dealer_id, condition, status, total_cents, tax_cents, provider, external_id, created_at, paid_at, credits, updated_at)
      select u.id, case when k <= 3 then 'dealer' else 'wallet' end, 'paid', case when k <= 3 then 6100 else 12200 end,
             case when k <= 3 then 1100 else 2200 end, 'bench', 'bench-' || u.id || '-' || k, t.at, t.at, case when k <= 3 then 0 else 100 end, t.at
      from users u cross join generate_series(1, 5) k
      cross join lateral (select now() - (k * 30 - 25) * interval '1 day' - random() * interval '5 days' + (u.id * 0) * interval '1 day' as at) t
      where u.email like ${`%@${bench}`} and u.role = 'dealer'
      order by t.at`,
    ],
    [
      'order rows',
      sql`insert into order_rows (order_id, item_name, item_count, item_amount_cents)
      select id, case when condition = 'dealer' then 'Abbonamento mensile' else 'Ricarica crediti' end, 1, total_cents - tax_cents
      from orders where provider = 'bench'`,
    ],
  ];
}

/** Secondary indexes of the bulk-loaded tables: dropped during the load and rebuilt after (much faster than row by row). */
async function dropSecondaryIndexes(tx: Pick<Db, 'execute'>): Promise<string[]> {
  const { rows } = await tx.execute<{
    name: string;
    definition: string;
  }>(sql`select indexname as name, indexdef as definition
    from pg_indexes where schemaname = 'public' and tablename in ('submissions', 'submission_rows', 'vehicles')
      and indexdef not like 'CREATE UNIQUE%'`);
  for (const row of rows) await tx.execute(sql.raw(`drop index "${row.name}"`));
  return rows.map((row) => row.definition);
}

/** Adds the scale data (in one transaction) and refreshes the planner's statistics. */
export async function seedScale(
  db: Db,
  options: ScaleOptions = DEFAULT_SCALE,
  log: (line: string) => void = () => undefined,
  { postgres = false }: { postgres?: boolean } = {},
): Promise<void> {
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    log(`  ${name.padEnd(22)} ${Math.round(performance.now() - started)} ms`);
  };
  await db.transaction(async (tx) => {
    // PostgreSQL: memory for the hash joins and the index rebuilds of a million rows (PGlite keeps its defaults: a
    // WebAssembly heap).
    if (postgres) {
      for (const setting of [
        sql`set local work_mem = '256MB'`,
        sql`set local maintenance_work_mem = '1GB'`,
        sql`set local synchronous_commit = off`,
      ])
        await tx.execute(setting);
    }
    let indexes: string[] = [];
    await step('drop indexes', async () => {
      indexes = await dropSecondaryIndexes(tx);
    });
    for (const [name, statement] of statements(options)) await step(name, () => tx.execute(statement));
    await step(`rebuild ${indexes.length} indexes`, async () => {
      for (const definition of indexes) await tx.execute(sql.raw(definition));
    });
  });
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}
