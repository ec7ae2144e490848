import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../contract/common.js';
import { apiPath, type RouteDef } from '../../contract/routes.js';
import { bearer, testApp, type TestApp } from '../server/support/app.js';
import { changedTables, dbState } from './support/db-state.js';
import { CUSTOMER, kindOfIdParam } from './support/records.js';

/*
 * Customer against customer, generated from app.apiRoutes: every customer route naming a request or a
 * quotation, called by another customer on customer 4's records, answers 404 and changes nothing.
 */

let t: TestApp;
let intruder: string;
let owned: { submissions: number; quotations: number; returns: number; row: number };

const ids = async (sql: string) => ((await t.database.query(sql)) as { id: number }[]).map((row) => Number(row.id));

/** Bodies valid enough to reach the ownership check (a 422 would prove nothing). */
const bodies: Record<string, () => unknown> = {
  '/customer/quotations/:id/accept': () => ({
    payment_type: 'online',
    payment_method_id: 4,
    accepted_rows: [owned.row],
  }),
  '/customer/quotations/:id/rating': () => ({ stars: 5, comment: 'Ottimo' }),
  '/customer/quotations/:id/pay/demo': () => ({
    card_number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    holder: 'Luca Ferrari',
  }),
  '/customer/quotations/:id/pay/confirm': () => ({ external_id: 'pi_intruder' }),
  '/customer/quotations/:id/returns': () => ({
    rows: [{ quotation_row_id: owned.row, quantity: 1 }],
    reason: 'difettoso',
    note: 'Non è il mio ordine',
  }),
  '/customer/returns/:id/dispute': () => ({ text: 'Non è il mio reso, ma provo ad aprire una controversia' }),
};

beforeAll(async () => {
  t = await testApp();
  intruder = await t.login('luca.ferrari@clienti.demo.example', undefined, 'customer-app');
  const [quotation] = await ids(`select q.id from quotations q join submissions s on s.id = q.submission_id
    where s.author_id = ${CUSTOMER.id} order by (q.status = 'complete') desc, q.id limit 1`);
  const [submission] = await ids(`select submission_id as id from quotations where id = ${quotation}`);
  const [row] = await ids(`select min(id) as id from quotation_rows where quotation_id = ${quotation}`);
  // A return of the customer's: the demo data's returns are the demo customer's.
  const [returned] = await ids(`select id from returns where customer_id = ${CUSTOMER.id} order by id limit 1`);
  expect(returned, 'a seeded return of the demo customer').toBeDefined();
  owned = { submissions: submission, quotations: quotation, returns: returned, row };
});

afterAll(async () => {
  await t?.close();
});

describe("another customer's requests and quotations", () => {
  it('answer 404 on every customer route naming them, and nothing changes', async () => {
    const named = t.app.apiRoutes.filter(
      (route: RouteDef) => route.access === 'customer' && route.path.includes(':id'),
    );
    expect(named.length).toBeGreaterThanOrEqual(9);
    for (const route of named) {
      const kind = route.path.startsWith('/customer/returns/') ? 'returns' : kindOfIdParam(route.path);
      expect(kind === 'submissions' || kind === 'quotations' || kind === 'returns', route.path).toBe(true);
      const before = await dbState(t);
      const answer = await t.app.inject({
        method: route.method,
        url: apiPath(route, { id: owned[kind as 'submissions' | 'quotations' | 'returns'] }),
        headers: bearer(intruder),
        payload: route.body ? ((bodies[route.path]?.() ?? {}) as object) : undefined,
      });
      expect(answer.statusCode, `${route.method} ${route.path}: ${answer.body}`).toBe(404);
      expect(ErrorResponse.safeParse(answer.json()).success).toBe(true);
      expect(changedTables(before, await dbState(t)), route.path).toEqual([]);
    }
  });
});
