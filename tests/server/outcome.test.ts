import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSubmission } from '../../contract/api/customer.js';
import type { CustomerQuotation, CustomerQuotationList } from '../../contract/api/customer.js';
import type { QuotationOption } from '../../contract/api/quotations.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate.js';
import { cancelExpiredQuotations } from '../../server/repositories/quotations-expiry.js';
import { benchDealers } from './inbox-support.js';
import {
  actors,
  call,
  DEALER,
  DEALER2,
  newRequest,
  notificationsOf,
  option,
  query,
  sendBody,
  type Actors,
} from './quotations-fixtures.js';

/*
 * The outcome of every quotation once its request is settled, on hand-made cases. Totals are worked out
 * by hand below (VAT per line rounded to the cent, shipping with 22% VAT; the cheapest option of each row counts).
 */

let a: Actors;
let extra: { id: number; token: string }[];
beforeAll(async () => {
  a = await actors();
  extra = await benchDealers(a.t, ['esito3', 'esito4']);
});
afterAll(async () => {
  await a?.t.close();
});

interface Dealer {
  id: number;
  token: string;
}
const d1 = (): Dealer => ({ id: DEALER, token: a.dealer });
const d2 = (): Dealer => ({ id: DEALER2, token: a.dealer2 });

/** Sends `options(rows)` for the dealer with the given flat shipping (partial 6). */
async function send(
  request: CustomerSubmission,
  dealer: Dealer,
  options: (rows: number[]) => QuotationOption[],
  flat = 0,
): Promise<Quotation> {
  const rows = request.submission_rows.map((row) => row.id);
  const body = sendBody(request, dealer.id, {
    quotation_rows: JSON.stringify(options(rows)),
    shipping_cost_flat: flat,
    shipping_cost_partial: 6,
  });
  const answer = await call(a.t, dealer.token, routes.quotationNew, {}, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Quotation>();
}

/** The dealer's quotation as its lists show it (every list is searched). */
async function dealerView(dealer: Dealer, id: number): Promise<Quotation> {
  for (const filter of ['pending', 'accepted', 'cancelled'] as const) {
    const answer = await call(a.t, dealer.token, routes.quotationList, { dealerId: dealer.id, filter });
    expect(answer.statusCode, answer.body).toBe(200);
    const found = answer.json<{ data: Quotation[] }>().data.find((q) => q.id === id);
    if (found) return found;
  }
  throw new Error(`quotation ${id} is in none of the lists`);
}

const accept = (q: Quotation, rows: number[]) =>
  call(
    a.t,
    a.customer,
    routes.customerQuotationAccept,
    { id: q.id },
    { payment_type: 'online', payment_method_id: 4, shipping_fee_chosen: 'flat', accepted_rows: rows },
  );

describe('a request closed by an acceptance, four quotations', () => {
  let request: CustomerSubmission;
  let q: Quotation[];

  beforeAll(async () => {
    request = await newRequest(a); // row 1 quantity 1, row 2 quantity 2
    const [dealer3, dealer4] = extra;
    q = [
      // 97.60 (the cheaper of two options on row 1) + 2 × 50 × 1.22 = 122.00 + shipping 10 × 1.22 = 12.20 → 231.80
      await send(
        request,
        d1(),
        ([r1, r2]) => [
          option(r1, { net_price: 100 }),
          option(r1, { net_price: 80, brand: 'Valeo' }),
          option(r2, { quantity: 2, net_price: 50 }),
        ],
        10,
      ),
      // 90 × 1.10 = 99.00 + 2 × 45 × 1.22 = 109.80 → 208.80
      await send(request, d2(), ([r1, r2]) => [
        option(r1, { net_price: 90, tax_import: 10 }),
        option(r2, { quantity: 2, net_price: 45 }),
      ]),
      // the same total as dealer 2: a tie
      await send(request, dealer3, ([r1, r2]) => [
        option(r1, { net_price: 90, tax_import: 10 }),
        option(r2, { quantity: 2, net_price: 45 }),
      ]),
      // 244.00 + 2 × 60 × 1.22 = 146.40 → 390.40
      await send(request, dealer4, ([r1, r2]) => [
        option(r1, { net_price: 200 }),
        option(r2, { quantity: 2, net_price: 60 }),
      ]),
    ];
  });

  it('is null on every quotation while the request is open', async () => {
    expect(q.map((x) => x.outcome)).toEqual([null, null, null, null]);
    expect((await dealerView(d2(), q[1].id)).outcome).toBeNull();
  });

  it('ranks the totals as sent (ties share a rank), even when the customer takes the dearer option', async () => {
    // Row 1's dearer option (100): the accepted total differs from the one that was sent.
    const answer = await accept(q[0], [q[0].quotation_rows[0].id, q[0].quotation_rows[2].id]);
    expect(answer.statusCode, answer.body).toBe(200);
    const won = answer.json<CustomerQuotation>();
    expect(won.total_price).toBe(256.2); // 122.00 + 122.00 + 10 × 1.22
    expect(won.outcome).toEqual({ result: 'won', rank: 3, quotes: 4, gap_band: null });

    expect((await dealerView(d1(), q[0].id)).outcome).toEqual({ result: 'won', rank: 3, quotes: 4, gap_band: null });
    // (208.80 − 231.80) ÷ 231.80 = −9.92% ; (390.40 − 231.80) ÷ 231.80 = +68.42%
    expect((await dealerView(d2(), q[1].id)).outcome).toEqual({
      result: 'lost',
      rank: 1,
      quotes: 4,
      gap_band: 'below_5_15',
    });
    expect((await dealerView(extra[0], q[2].id)).outcome).toEqual({
      result: 'lost',
      rank: 1,
      quotes: 4,
      gap_band: 'below_5_15',
    });
    expect((await dealerView(extra[1], q[3].id)).outcome).toEqual({
      result: 'lost',
      rank: 4,
      quotes: 4,
      gap_band: 'above_15',
    });
  });

  it('shows the customer the same outcomes in the request and the detail', async () => {
    const list = (
      await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: request.id })
    ).json<CustomerQuotationList>();
    expect(list.quotations.map((x) => [x.id, x.outcome?.result, x.outcome?.rank])).toEqual([
      [q[0].id, 'won', 3],
      [q[1].id, 'lost', 1],
      [q[2].id, 'lost', 1],
      [q[3].id, 'lost', 4],
    ]);
    const detail = (await call(a.t, a.customer, routes.customerQuotation, { id: q[3].id })).json<CustomerQuotation>();
    expect(detail.outcome).toEqual({ result: 'lost', rank: 4, quotes: 4, gap_band: 'above_15' });
  });

  it('tells each losing dealer its place and gap, in Italian, without the winner', async () => {
    const last = async (userId: number) => (await notificationsOf(a.t, userId)).at(-1);
    expect(await last(DEALER2)).toEqual({
      title: 'Preventivo non accettato',
      text: `Il cliente ha accettato un altro preventivo: il tuo preventivo ${q[1].quotation_code} è stato annullato. Non scelto · Posizione 1 di 4 · tra il 5% e il 15% sotto il preventivo scelto.`,
    });
    expect((await last(extra[1].id))?.text).toContain(
      'Non scelto · Posizione 4 di 4 · oltre il 15% sopra il preventivo scelto.',
    );
    for (const text of [(await last(DEALER2))?.text, (await last(extra[1].id))?.text]) {
      expect(text).not.toContain(q[0].quotation_code);
      expect(text).not.toContain('Rossi');
    }
  });

  it("never shows a losing dealer the winner's code, name, prices or rows", async () => {
    for (const filter of ['pending', 'accepted', 'cancelled'] as const) {
      const answer = await call(a.t, a.dealer2, routes.quotationList, { dealerId: DEALER2, filter });
      expect(answer.json<{ data: Quotation[] }>().data.every((x) => x.dealer_id === DEALER2)).toBe(true);
      for (const secret of [q[0].quotation_code, 'Ricambi Rossi', ':231.8[,}]', ':251.32[,}]']) {
        expect(new RegExp(secret).test(answer.body), `${filter}: ${secret}`).toBe(false);
      }
    }
  });
});

describe('requests settled without a choice, or with one quotation', () => {
  const expire = async (request: CustomerSubmission) => {
    await query(a.t, `update submissions set deadline_at = now() - interval '1 minute' where id = ${request.id}`);
    await cancelExpiredQuotations(a.t.app.db, new Date(), { submissionId: request.id });
  };

  it('one quotation only, accepted: won, 1 of 1', async () => {
    const request = await newRequest(a, 1);
    const only = await send(request, d1(), ([r1]) => [option(r1, { net_price: 10 })]);
    expect((await accept(only, [only.quotation_rows[0].id])).statusCode).toBe(200);
    expect((await dealerView(d1(), only.id)).outcome).toEqual({ result: 'won', rank: 1, quotes: 1, gap_band: null });
  });

  it('one quotation only, expired: expired, 1 of 1', async () => {
    const request = await newRequest(a, 1);
    const only = await send(request, d2(), ([r1]) => [option(r1, { net_price: 10 })]);
    await expire(request);
    expect((await dealerView(d2(), only.id)).outcome).toEqual({
      result: 'expired',
      rank: 1,
      quotes: 1,
      gap_band: null,
    });
  });

  it('expired with no acceptance: every quotation expired, ranked, no gap', async () => {
    const request = await newRequest(a, 1);
    const dear = await send(request, d1(), ([r1]) => [option(r1, { net_price: 30 })]);
    const cheap = await send(request, d2(), ([r1]) => [option(r1, { net_price: 20 }), option(r1, { net_price: 25 })]);
    await expire(request);
    expect((await dealerView(d1(), dear.id)).outcome).toEqual({
      result: 'expired',
      rank: 2,
      quotes: 2,
      gap_band: null,
    });
    expect((await dealerView(d2(), cheap.id)).outcome).toEqual({
      result: 'expired',
      rank: 1,
      quotes: 2,
      gap_band: null,
    });
    const expired = (await notificationsOf(a.t, DEALER)).at(-1);
    expect(expired?.title).toBe('Preventivo scaduto');
  });

  it('a tie with the chosen quotation, two quotations: lost at the same rank, and no gap (the other one is the winner)', async () => {
    const request = await newRequest(a, 1);
    const chosen = await send(request, d1(), ([r1]) => [option(r1, { net_price: 20 })]);
    const same = await send(request, d2(), ([r1]) => [option(r1, { net_price: 20 })]);
    expect((await accept(chosen, [chosen.quotation_rows[0].id])).statusCode).toBe(200);
    expect((await dealerView(d2(), same.id)).outcome).toEqual({ result: 'lost', rank: 1, quotes: 2, gap_band: null });
    expect((await dealerView(d1(), chosen.id)).outcome).toEqual({ result: 'won', rank: 1, quotes: 2, gap_band: null });
    expect((await notificationsOf(a.t, DEALER2)).at(-1)?.text).toContain('Non scelto · Posizione 1 di 2.');
  });
});

describe('migration 0016', () => {
  it('fills the totals as sent of existing quotations from their rows, to the cent of contract/totals.ts', async () => {
    const sent = async () =>
      query<{ id: number; total: string }>(
        a.t,
        'select id, sent_total_price::text as total from quotations order by id',
      );
    const before = await sent();
    expect(before.length).toBeGreaterThan(20);
    expect(before.every((r) => r.total !== null)).toBe(true);
    const migration = await fs.readFile(path.join(MIGRATIONS_FOLDER, '0016_intelligence.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'));
    await query(a.t, 'update quotations set sent_total_price = null');
    await query(a.t, String(backfill));
    expect(await sent()).toEqual(before);
  });
});
