import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IBAN_PATTERN } from '../../contract/rules.js';
import { quotationTotals } from '../../contract/totals.js';
import { verifyPassword } from '../../server/auth/password.js';
import { migratePglite } from '../../server/db/migrate.js';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite.js';
import * as schema from '../../server/db/schema.js';
import type { Db } from '../../server/db/types.js';
import { seedDemo } from '../../server/seed/index.js';
import { brandHorizontalLight, brandVerticalColor } from '../../server/seed/svg.js';
import { freshDatabase, type TestDatabase } from './support/db.js';

type Row = Record<string, unknown>;
let database: TestDatabase;
const rows = async <T extends Row = Row>(sql: string) => (await database.query(sql)) as T[];
const one = async <T extends Row = Row>(sql: string) => (await rows<T>(sql))[0];
const DEMO = ['dealer@demo.example', 'dealer2@demo.example', 'nuovo@demo.example', 'cliente@demo.example'];
const DEALER = "(select id from users where email = 'dealer@demo.example')";

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('demo data: lookups', () => {
  it('runs on the database this run asked for (TEST_DATABASE_URL or embedded PGlite)', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('has all 107 Italian provinces, Sud Sardegna included', async () => {
    expect(await one('select count(*)::int as n, count(distinct code)::int as codes from provinces')).toEqual({
      n: 107,
      codes: 107,
    });
    expect(await one("select name from provinces where code = 'SU'")).toEqual({ name: 'Sud Sardegna' });
  });

  it('has a part tree at least 3 levels deep with at least 60 parts, and requests ask for parts (leaves)', async () => {
    const tree = await one<{ depth: number; reachable: number; total: number; leaves: number }>(`
      with recursive tree as (
        select id, 1 as depth from parts where part_parent_id is null
        union all select p.id, t.depth + 1 from parts p join tree t on p.part_parent_id = t.id)
      select (select max(depth) from tree)::int as depth, (select count(*) from tree)::int as reachable,
        (select count(*) from parts)::int as total,
        (select count(*) from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id))::int as leaves`);
    expect(tree.depth).toBeGreaterThanOrEqual(3);
    expect(tree.reachable).toBe(tree.total);
    expect(tree.leaves).toBeGreaterThanOrEqual(60);
    expect(
      await one(
        `select count(*)::int as n from submission_rows r where exists (select 1 from parts c where c.part_parent_id = r.part_id)`,
      ),
    ).toEqual({ n: 0 });
  });

  it('has payment methods 1 to 4, 2 being cash on delivery', async () => {
    expect((await rows('select id from payment_methods order by id')).map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(await one('select name from payment_methods where id = 2')).toEqual({ name: 'Contrassegno' });
  });

  it('has about 25 manufacturers, the FAQ and the feedback questionnaire', async () => {
    expect(Number((await one('select count(*) as n from manufacturers')).n)).toBeGreaterThanOrEqual(20);
    expect(Number((await one('select count(*) as n from faqs')).n)).toBeGreaterThanOrEqual(8);
    const options = await rows<{ question_id: number; score: number; image: string; show_textarea: boolean }>(
      'select question_id, score, image, show_textarea from feedback_options order by question_id, score',
    );
    const questions = new Set(options.map((o) => o.question_id));
    expect(questions.size).toBeGreaterThanOrEqual(3);
    for (const question of questions)
      expect(options.filter((o) => o.question_id === question).map((o) => o.score)).toEqual([1, 2, 3, 4, 5]);
    expect(options.every((o) => o.image.startsWith('/media/') && o.show_textarea === o.score <= 2)).toBe(true);
  });
});

describe('demo data: accounts', () => {
  it('has the four demo accounts with their roles and subscriptions', async () => {
    const accounts = await rows(`
      select u.email, u.role, u.legal_name, u.iban, u.credits::float as credits, u.dealer_stars::float as stars, u.fiscal_code,
        s.status, s.ends_at > now() as ends_in_future,
        (select count(*) from dealer_provinces p where p.dealer_id = u.id)::int as excluded,
        (select array_agg(method_id order by method_id) from dealer_methods m where m.dealer_id = u.id) as methods
      from users u left join lateral (
        select * from subscriptions s where s.dealer_id = u.id order by s.created_at desc limit 1) s on true
      where u.email in (${DEMO.map((e) => `'${e}'`).join(', ')}) order by u.email`);
    const byEmail = Object.fromEntries(accounts.map((a) => [a.email, a]));
    expect(byEmail['dealer@demo.example']).toMatchObject({
      role: 'dealer',
      status: 'active',
      ends_in_future: true,
      credits: 120,
      stars: 4.5,
    });
    expect(byEmail['dealer@demo.example'].legal_name).toBeTruthy();
    expect(byEmail['dealer@demo.example'].iban).toMatch(IBAN_PATTERN);
    expect(byEmail['dealer@demo.example'].excluded).toBeGreaterThan(0);
    expect(byEmail['dealer@demo.example'].methods).toEqual([2, 3, 4]);
    expect(byEmail['dealer2@demo.example']).toMatchObject({ role: 'dealer', status: 'active', ends_in_future: true });
    expect(byEmail['nuovo@demo.example']).toMatchObject({ role: 'dealer', status: null, legal_name: null, iban: null });
    expect(byEmail['cliente@demo.example']).toMatchObject({ role: 'customer' });
    expect(byEmail['cliente@demo.example'].fiscal_code).toMatch(/^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/);
  });

  it('accepts the password demo1234 for every demo account, and nothing else', async () => {
    const hashes = await rows<{ password_hash: string }>(
      `select password_hash from users where email in (${DEMO.map((e) => `'${e}'`).join(', ')})`,
    );
    expect(hashes).toHaveLength(4);
    for (const { password_hash } of hashes) {
      expect(await verifyPassword('demo1234', password_hash)).toBe(true);
      expect(await verifyPassword('demo12345', password_hash)).toBe(false);
    }
  });
});

describe('demo data: requests and quotations', () => {
  it('has at least 60 requests, with new, expired and outlet ones, each with 1 to 7 rows', async () => {
    const states = await one<Record<string, number>>(`
      select count(*)::int as total,
        count(*) filter (where closed_at is null and not is_outlet and deadline_at > now())::int as new,
        count(*) filter (where closed_at is null and deadline_at <= now())::int as expired,
        count(*) filter (where closed_at is null and is_outlet and deadline_at > now())::int as outlet,
        count(*) filter (where jsonb_array_length(audio_urls) > 0 and jsonb_array_length(audio_urls) = jsonb_array_length(audio_descriptions))::int as with_audio,
        count(*) filter (where notes = 'N/A')::int as notes_na
      from submissions`);
    expect(states.total).toBeGreaterThanOrEqual(60);
    for (const key of ['new', 'expired', 'outlet', 'with_audio', 'notes_na'])
      expect(states[key], key).toBeGreaterThan(0);
    expect(
      await one(`select min(n)::int as min, max(n)::int as max from (
      select count(r.id) as n from submissions s left join submission_rows r on r.submission_id = s.id group by s.id) c`),
    ).toEqual({ min: 1, max: 7 });
  });

  it('describes vehicles by plate or chassis, with kilometre ranges 1-6 and registration documents as images and PDF', async () => {
    const vehicles = await one<Record<string, number>>(`select
      count(*) filter (where plate is null and chassis is null)::int as unidentified,
      count(*) filter (where km_count is not null and km_count not between 1 and 6)::int as bad_km,
      count(*) filter (where registration_document like '%.pdf')::int as pdf,
      count(*) filter (where registration_document like '%.svg')::int as images
      from vehicles`);
    expect(vehicles).toMatchObject({ unidentified: 0, bad_km: 0 });
    expect(vehicles.pdf).toBeGreaterThan(0);
    expect(vehicles.images).toBeGreaterThan(0);
  });

  it('includes open requests from a province dealer@demo.example excludes', async () => {
    const hidden =
      await one(`select count(*)::int as n from submissions s join dealer_provinces p on p.province_id = s.province_id
      where p.dealer_id = ${DEALER} and s.closed_at is null and s.deadline_at > now()`);
    expect(hidden.n).toBeGreaterThan(0);
  });

  it('gives dealer@demo.example quotations in every status, online and offline', async () => {
    const list = await rows<{
      status: string;
      payment_type: string | null;
      payment_method_id: number | null;
      tracked: boolean;
    }>(
      `select status, payment_type, payment_method_id, (tracking_code is not null or tracking_message is not null) as tracked
       from quotations where dealer_id = ${DEALER}`,
    );
    expect(new Set(list.map((q) => q.status))).toEqual(
      new Set(['pending', 'payment-pending', 'paid', 'complete', 'cancelled']),
    );
    const complete = list.filter((q) => q.status === 'complete');
    expect(complete.some((q) => q.payment_type === 'online' && q.tracked)).toBe(true);
    expect(
      complete
        .filter((q) => q.payment_type === 'offline')
        .map((q) => q.payment_method_id)
        .sort(),
    ).toEqual([2, 3]);
    expect(Number((await one(`select count(*) as n from quotations where dealer_id <> ${DEALER}`)).n)).toBeGreaterThan(
      0,
    );
  });

  it('gives every dealer stars that are the average of real ratings, each on a sale whose goods arrived', async () => {
    const dealers = await rows<{ email: string; stars: number; average: number | null; ratings: number }>(`
      select u.email, u.dealer_stars::float as stars, count(r.id)::int as ratings,
        round(avg(r.stars), 1)::float as average
      from users u left join dealer_ratings r on r.dealer_id = u.id
      where u.role = 'dealer' group by u.id order by u.email`);
    const byEmail = Object.fromEntries(dealers.map((d) => [d.email, d]));
    expect(byEmail['dealer@demo.example']).toMatchObject({ stars: 4.5, average: 4.5 });
    expect(byEmail['dealer@demo.example'].ratings).toBeGreaterThanOrEqual(2);
    for (const dealer of dealers) expect(dealer.stars, dealer.email).toBe(dealer.average ?? 0);
    // One 1-star rating moves the demo dealer's average by its weight: never down to 1.
    const { stars, n } = await one<{ stars: number; n: number }>(
      `select sum(stars)::int as stars, count(*)::int as n from dealer_ratings where dealer_id = ${DEALER}`,
    );
    expect((stars + 1) / (n + 1)).toBeGreaterThan(3);
    const rated = await rows<{
      status: string;
      payment_type: string;
      tracking_code: string | null;
      delivered_at: Date | null;
    }>(
      `select q.status, q.payment_type, q.tracking_code, q.delivered_at
       from dealer_ratings r join quotations q on q.id = r.quotation_id`,
    );
    for (const q of rated) {
      expect(q.status).toBe('complete');
      expect(q.delivered_at !== null || (q.payment_type === 'online' && q.tracking_code !== null)).toBe(true);
    }
  });

  it('closes a request when a quotation is accepted and cancels the other quotations of that request', async () => {
    const requests = await rows<{ closed: boolean; accepted: number; other_open: number; expired: boolean }>(`
      select s.closed_at is not null as closed, s.deadline_at <= now() as expired,
        count(*) filter (where q.status in ('payment-pending', 'paid', 'complete'))::int as accepted,
        count(*) filter (where q.status = 'pending')::int as other_open
      from submissions s join quotations q on q.submission_id = s.id group by s.id`);
    for (const r of requests) {
      expect(r.accepted).toBeLessThanOrEqual(1);
      expect(r.closed).toBe(r.accepted === 1);
      if (r.closed || r.expired) expect(r.other_open).toBe(0);
    }
    expect(requests.some((r) => r.closed)).toBe(true);
  });

  it('stores quotation totals that agree with their rows (contract/totals.ts) and unique codes', async () => {
    const quotations = await rows<Record<string, string | number | null>>(
      'select id, quotation_code, status, subtotal_price, total_tax, total_price, shipping_cost_flat, shipping_cost_partial, shipping_fee_chosen from quotations',
    );
    const options = await rows<Record<string, string | number | boolean>>(
      'select quotation_id, submission_row_id, quantity, net_price, tax_import, accepted from quotation_rows order by id',
    );
    expect(new Set(quotations.map((q) => q.quotation_code)).size).toBe(quotations.length);
    for (const q of quotations) {
      expect(q.quotation_code).toMatch(/^RH-\d{4}-\d{6}$/);
      const own = options.filter((o) => o.quotation_id === q.id);
      const priced = own.map((o) => ({
        submission_row_id: Number(o.submission_row_id),
        quantity: Number(o.quantity),
        net_price: Number(o.net_price),
        tax_import: Number(o.tax_import),
      }));
      const accepted = own.flatMap((o, i) => (o.accepted ? [i] : []));
      const isAccepted = ['payment-pending', 'paid', 'complete'].includes(String(q.status));
      expect(accepted.length > 0, `accepted rows of ${q.quotation_code}`).toBe(isAccepted);
      // The partial shipping fee only with some of the rows offered accepted, as an acceptance allows it.
      if (q.shipping_fee_chosen === 'partial')
        expect(accepted.length, `partial shipping of ${q.quotation_code}`).toBeLessThan(
          new Set(own.map((o) => o.submission_row_id)).size,
        );
      const totals = quotationTotals({
        options: priced,
        shippingFlat: Number(q.shipping_cost_flat),
        shippingPartial: q.shipping_cost_partial == null ? null : Number(q.shipping_cost_partial),
        shippingChosen: q.shipping_fee_chosen as 'flat' | 'partial' | null,
        acceptedOptionIndexes: isAccepted ? accepted : undefined,
      });
      expect([Number(q.subtotal_price), Number(q.total_tax), Number(q.total_price)], String(q.quotation_code)).toEqual([
        totals.subtotal,
        totals.total_tax,
        totals.total,
      ]);
    }
  });
});

describe('demo data: messages, money and media', () => {
  it('has conversations with messages both ways, some unread by the dealer, and unread notifications', async () => {
    const chat = await one<Record<string, number>>(`select
      count(*) filter (where m.is_client)::int as from_client, count(*) filter (where not m.is_client)::int as from_dealer,
      count(*) filter (where m.is_client and m.read_at is null)::int as unread
      from messages m join conversations c on c.id = m.conversation_id where c.dealer_id = ${DEALER}`);
    expect(chat.from_client).toBeGreaterThan(0);
    expect(chat.from_dealer).toBeGreaterThan(0);
    expect(chat.unread).toBeGreaterThan(0);
    const notes = await one<Record<string, number>>(`select count(*) filter (where read_at is null)::int as unread,
      count(*) filter (where read_at is not null)::int as read from notifications where user_id = ${DEALER}`);
    expect(notes.unread).toBeGreaterThan(0);
    expect(notes.read).toBeGreaterThan(0);
  });

  it('has a valid and an expired coupon, paid subscription and wallet orders, and fees due', async () => {
    expect(
      await one(
        `select free_credits::float as credits, valid_until > now() as valid from coupons where code = 'BENVENUTO10'`,
      ),
    ).toEqual({ credits: 10, valid: true });
    expect(await one(`select valid_until < now() as expired from coupons where code = 'SCADUTO'`)).toEqual({
      expired: true,
    });
    const orders = await rows<{ condition: string; status: string; total_cents: number; rows_cents: number }>(`
      select o.condition, o.status, o.total_cents, (select sum(item_amount_cents * item_count) from order_rows r where r.order_id = o.id)::int as rows_cents
      from orders o where o.dealer_id = ${DEALER}`);
    expect(orders.filter((o) => o.status === 'paid').map((o) => o.condition)).toEqual(
      expect.arrayContaining(['dealer', 'wallet', 'fee']),
    );
    // Wallet and fee orders carry 22% VAT; the subscription carries none (docs/adr/0013-money.md).
    for (const o of orders)
      expect(o.total_cents).toBe(o.condition === 'dealer' ? o.rows_cents : Math.round(o.rows_cents * 1.22));
    const fees = await rows<{ description: string; paid: boolean; settled: boolean; online: boolean; source: boolean }>(
      `select description, paid_at is not null as paid, order_id is not null as settled,
        q.payment_type = 'online' as online, settled_by = 'source' as source
      from fees f join quotations q on q.id = f.quotation_id where f.dealer_id = ${DEALER}`,
    );
    expect(fees.filter((f) => !f.paid).length).toBeGreaterThan(0);
    // An offline sale's fee is paid by a fee order or due; an online sale's was taken at source, never due.
    const offline = fees.filter((f) => !f.online);
    expect(offline.every((f) => f.description.length > 0 && f.paid === f.settled && !f.source)).toBe(true);
    const online = fees.filter((f) => f.online);
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((f) => f.paid && f.source && !f.settled)).toBe(true);
  });

  it('the demo dealer’s online sales: not shipped ones held, a shipped one available, older shipped ones paid out', async () => {
    const sales = await rows<{ state: string; status: string; payout: boolean }>(
      `select s.state, q.status, s.payout_id is not null as payout from settlement_sales s
        join quotations q on q.id = s.quotation_id where s.dealer_id = ${DEALER}`,
    );
    expect(new Set(sales.map((s) => s.state))).toEqual(new Set(['held', 'available', 'paid']));
    // Only a part that was shipped can have reached the customer and been released.
    expect(sales.filter((s) => s.state !== 'held').every((s) => s.status === 'complete')).toBe(true);
    expect(sales.filter((s) => s.status !== 'complete').every((s) => s.state === 'held')).toBe(true);
    expect(sales.filter((s) => s.state === 'paid').every((s) => s.payout)).toBe(true);
    expect(await one(`select count(*)::int as problems from ledger_reconciliation()`)).toEqual({ problems: 0 });
  });

  it('points every /media/ address in the database at a generated file, recorded in uploads', async () => {
    const tables = await rows<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    const referenced = new Set<string>();
    for (const { table_name } of tables) {
      for (const row of await rows<{ j: string }>(`select row_to_json(t)::text as j from "${table_name}" t`)) {
        for (const match of row.j.matchAll(/\/media\/([^"\\\s]+)/g)) referenced.add(match[1]);
      }
    }
    const files = new Set(await fs.readdir(path.join(database.dataDir, 'uploads')));
    const recorded = new Set((await rows<{ name: string }>('select name from uploads')).map((r) => r.name));
    expect(referenced.size).toBeGreaterThan(20);
    expect([...referenced].filter((name) => !files.has(name) || !recorded.has(name))).toEqual([]);
    expect(files.has('brand-horizontal-light.svg') && files.has('brand-vertical-color.svg')).toBe(true);
    const pdf = await fs.readFile(path.join(database.dataDir, 'uploads', 'carta-di-circolazione.pdf'), 'latin1');
    expect(pdf.startsWith('%PDF-') && pdf.includes('(Carta di circolazione)') && pdf.trimEnd().endsWith('%%EOF')).toBe(
      true,
    );
  });
});

describe('demo data: determinism', () => {
  async function seededDump(now: Date) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-seed-'));
    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    try {
      const pgliteDb = drizzle(client, { schema });
      await migratePglite(pgliteDb);
      await seedDemo(pgliteDb as unknown as Db, { dataDir, now });
      const tables = (
        await client.query<{ table_name: string }>(
          "select table_name from information_schema.tables where table_schema = 'public' order by 1",
        )
      ).rows;
      const dump: Record<string, string[]> = {};
      for (const { table_name } of tables) {
        // Password hashes carry a random salt by design; everything else must repeat.
        const result = await client.query<{ j: string }>(
          `select (to_jsonb(t) - 'password_hash')::text as j from "${table_name}" t order by 1`,
        );
        dump[table_name] = result.rows.map((r) => r.j);
      }
      const uploads = path.join(dataDir, 'uploads');
      const files = Object.fromEntries(
        await Promise.all(
          (await fs.readdir(uploads))
            .sort()
            .map(async (name) => [name, (await fs.readFile(path.join(uploads, name))).toString('base64')] as const),
        ),
      );
      return { dump, files };
    } finally {
      await client.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }

  // Two whole seeds (settlement and shipments included) in one test: about 30 s on a busy 2-core machine.
  it('gives identical rows and files when seeded twice with the same clock', { timeout: 120_000 }, async () => {
    const now = new Date('2026-03-15T10:30:00Z');
    const first = await seededDump(now);
    const second = await seededDump(now);
    expect(first.dump.submissions.length).toBeGreaterThanOrEqual(60);
    expect(second).toEqual(first);
  });
});

describe('one logo', () => {
  it('the logo ping serves draws the mark of the one the pages paint first (the favicon’s wrench)', async () => {
    const favicon = await fs.readFile(path.join(import.meta.dirname, '../../public/favicon.svg'), 'utf8');
    const wrench = /<path d="([^"]+)"/.exec(favicon)?.[1];
    expect(wrench).toBeTruthy();
    for (const logo of [brandHorizontalLight('RicambiHub'), brandVerticalColor('RicambiHub')]) {
      expect(logo).toContain(`d="${wrench}"`);
      expect(logo).not.toContain('<circle');
    }
  });
});
