import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSubmission } from '../../contract/api/customer.js';
import type { PriceMemoryList } from '../../contract/api/intelligence.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { cancelExpiredQuotations } from '../../server/repositories/quotations-expiry.js';
import {
  actors,
  call,
  DEALER,
  DEALER2,
  option,
  query,
  requestBody,
  sendBody,
  type Actors,
} from './quotations-fixtures.js';

/*
 * "I tuoi ultimi prezzi": the dealer's last five options for a part, same manufacturer and model first,
 * with each option's outcome; only the caller's own options.
 */

let a: Actors;
let part: number;
let otherPart: number;
const make: Record<string, number> = {};

beforeAll(async () => {
  a = await actors();
  // Leaves no demo quotation mentions: the demo history stays out of the answers.
  const leaves = await query<{ id: number }>(
    a.t,
    `select p.id from parts p
    where not exists (select 1 from parts c where c.part_parent_id = p.id)
      and not exists (select 1 from submission_rows sr where sr.part_id = p.id) order by p.id limit 2`,
  );
  [part, otherPart] = leaves.map((leaf) => Number(leaf.id));
  for (const row of await query<{ id: number; name: string }>(
    a.t,
    `select id, name from manufacturers where name in ('Fiat', 'Volkswagen', 'Toyota')`,
  )) {
    make[row.name] = Number(row.id);
  }
});
afterAll(async () => {
  await a?.t.close();
});

/** A request for `part` on the given vehicle. */
async function request(manufacturer: string, model: string): Promise<CustomerSubmission> {
  const body = await requestBody(a.t, 1);
  body.vehicle = { ...body.vehicle, manufacturer_id: make[manufacturer], model };
  body.rows = [{ part_id: part, quantity: 1, brand: null }];
  const answer = await call(a.t, a.customer, routes.customerSubmissionNew, {}, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<CustomerSubmission>();
}

/** Dealer quotes the request's row at `prices` (one option each), dated `daysAgo` (so the order of the history is fixed). */
async function quote(
  r: CustomerSubmission,
  prices: number[],
  dealer = { id: DEALER, token: a.dealer },
  daysAgo = 0,
): Promise<Quotation> {
  const row = r.submission_rows[0].id;
  const options = prices.map((net_price, i) =>
    option(row, {
      net_price,
      brand: `Marca ${net_price}`,
      condition: i === 0 ? 'new' : 'used',
      discount: null,
      full_net_price: null,
    }),
  );
  const answer = await call(
    a.t,
    dealer.token,
    routes.quotationNew,
    {},
    sendBody(r, dealer.id, { quotation_rows: JSON.stringify(options) }),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const sent = answer.json<Quotation>();
  await query(
    a.t,
    `update quotations set created_at = now() - interval '${daysAgo} days' + interval '1 hour' where id = ${sent.id}`,
  );
  return sent;
}

const memory = (search: string, token = a.dealer, id = DEALER) =>
  call(a.t, token, routes.priceMemory, { dealerId: id }, undefined, search);
const prices = async (search: string, token = a.dealer, id = DEALER) => {
  const answer = await memory(search, token, id);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PriceMemoryList>().data.map((entry) => [entry.net_price, entry.outcome]);
};
const accept = (q: Quotation, optionId: number) =>
  call(
    a.t,
    a.customer,
    routes.customerQuotationAccept,
    { id: q.id },
    { payment_type: 'online', payment_method_id: 4, shipping_fee_chosen: 'flat', accepted_rows: [optionId] },
  );

describe('price memory', () => {
  beforeAll(async () => {
    // Oldest first. Outcomes: won (one of its two options taken), lost to dealer 2, expired, and pending ones.
    const won = await quote(await request('Fiat', 'Panda'), [11, 12], undefined, 9);
    const punto = await request('Fiat', 'Punto');
    await quote(punto, [21], undefined, 8);
    const theirs = await quote(punto, [19], { id: DEALER2, token: a.dealer2 }, 8);
    const golf = await request('Volkswagen', 'Golf');
    await quote(golf, [31], undefined, 7);
    await quote(await request('Volkswagen', 'Golf'), [41], undefined, 3);
    await quote(await request('Toyota', 'Yaris'), [51], undefined, 2);
    await quote(await request('Fiat', 'PANDA '), [61], undefined, 1);
    await quote(await request('Toyota', 'Yaris'), [71], undefined, 0);

    expect((await accept(won, won.quotation_rows[1].id)).statusCode).toBe(200);
    expect((await accept(theirs, theirs.quotation_rows[0].id)).statusCode).toBe(200);
    // The first Golf expires unanswered.
    await query(a.t, `update submissions set deadline_at = now() - interval '1 minute' where id = ${golf.id}`);
    await cancelExpiredQuotations(a.t.app.db, new Date(), { submissionId: golf.id });
  });

  it('answers the last five options for the part, newest first, with their outcome', async () => {
    expect(await prices(`?part_id=${part}`)).toEqual([
      [71, 'pending'],
      [61, 'pending'],
      [51, 'pending'],
      [41, 'pending'],
      [31, 'expired'],
    ]);
  });

  it('puts the same manufacturer and model first (model in any case), then the same manufacturer', async () => {
    expect(await prices(`?part_id=${part}&manufacturer_id=${make.Fiat}&model=panda`)).toEqual([
      [61, 'pending'],
      [12, 'accepted'],
      [11, 'not-chosen'],
      [21, 'not-chosen'],
      [71, 'pending'],
    ]);
    expect(await prices(`?part_id=${part}&manufacturer_id=${make.Volkswagen}`)).toEqual([
      [41, 'pending'],
      [31, 'expired'],
      [71, 'pending'],
      [61, 'pending'],
      [51, 'pending'],
    ]);
  });

  it('answers the fields the drafts editor reuses', async () => {
    const [entry] = (await memory(`?part_id=${part}&manufacturer_id=${make.Fiat}&model=Panda`)).json<PriceMemoryList>()
      .data;
    expect(entry).toMatchObject({
      manufacturer_id: make.Fiat,
      model: 'PANDA',
      brand: 'Marca 61',
      condition: 'new',
      net_price: 61,
      tax_import: 22,
      discount: null,
      outcome: 'pending',
    });
    expect(new Date(entry.created_at).getTime()).toBeLessThan(Date.now());
  });

  it("shows a dealer only its own options: dealer 2 sees its one price, never dealer 1's", async () => {
    expect(await prices(`?part_id=${part}`, a.dealer2, DEALER2)).toEqual([[19, 'accepted']]);
    const foreign = await memory(`?part_id=${part}`, a.dealer2, DEALER);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Marca');
  });

  it('is empty for a part never quoted, and refuses a missing or malformed part with an Italian 422', async () => {
    expect(await prices(`?part_id=${otherPart}`)).toEqual([]);
    for (const search of [
      '',
      '?part_id=abc',
      `?part_id=${part}&manufacturer_id=-1`,
      `?part_id=${part}&model=${'x'.repeat(101)}`,
    ]) {
      const answer = await memory(search);
      expect(answer.statusCode, search).toBe(422);
      expect(answer.json().message).toMatch(/[a-zà-ù]/i);
    }
  });
});
