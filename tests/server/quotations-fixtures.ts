import type { CustomerSubmission, CustomerSubmissionBody } from '../../contract/api/customer.js';
import type { QuotationOption } from '../../contract/api/quotations.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { apiPath, routes, type RouteDef } from '../../contract/routes.js';
import type { PathParamValues } from '../../contract/paths/define.js';
import { bearer, testApp, type TestApp } from './support/app.js';

/** Demo ids (server/seed): dealers 1 and 2, customers 4 (cliente@demo.example) and 5. */
export const DEALER = 1;
export const DEALER2 = 2;
export const CUSTOMER = 4;

export interface Actors {
  t: TestApp;
  dealer: string;
  dealer2: string;
  customer: string;
  /** Another customer (luca.ferrari@…, user 5). */
  customer2: string;
}

export async function actors(env: Record<string, string> = {}): Promise<Actors> {
  const t = await testApp(env);
  return {
    t,
    dealer: await t.login('dealer@demo.example'),
    dealer2: await t.login('dealer2@demo.example'),
    customer: await t.login('cliente@demo.example', undefined, 'customer-app'),
    customer2: await t.login('luca.ferrari@clienti.demo.example', undefined, 'customer-app'),
  };
}

/** Raw SQL on the test's database (setup and checks behind the API's back). */
export async function query<T = Record<string, unknown>>(t: TestApp, text: string): Promise<T[]> {
  return (await t.database.query(text)) as T[];
}

export function call<P extends string>(
  t: TestApp,
  token: string | null,
  route: RouteDef & { path: P },
  params: PathParamValues<P> = {} as PathParamValues<P>,
  payload?: unknown,
  search = '',
) {
  return t.app.inject({
    method: route.method,
    url: apiPath(route, params) + search,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A request body with `rows` rows on a Fiat (manufacturer, province and parts read from the database). */
export async function requestBody(t: TestApp, rows = 2): Promise<CustomerSubmissionBody> {
  const [fiat] = await query<{ id: number }>(t, `select id from manufacturers where name = 'Fiat'`);
  const [milano] = await query<{ id: number }>(t, `select id from provinces where code = 'MI'`);
  const leaves = await query<{ id: number }>(
    t,
    `select p.id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) order by p.id limit ${rows}`,
  );
  return {
    vehicle: { plate: 'GA123BC', manufacturer_id: fiat.id, model: 'Panda', year_of_production: 2018, km_count: 3 },
    province_id: milano.id,
    notes: 'Serve entro venerdì',
    rows: leaves.map((leaf, index) => ({ part_id: leaf.id, quantity: index + 1, brand: index === 0 ? 'Bosch' : null })),
  };
}

/** A new request published by the customer through the API. */
export async function newRequest(a: Actors, rows = 2, token = a.customer): Promise<CustomerSubmission> {
  const answer = await call(a.t, token, routes.customerSubmissionNew, {}, await requestBody(a.t, rows));
  if (answer.statusCode !== 201) throw new Error(`request failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<CustomerSubmission>();
}

export function option(submissionRowId: number, patch: Partial<QuotationOption> = {}): QuotationOption {
  return {
    submission_row_id: submissionRowId,
    quantity: 1,
    part_code: 'BOS-12345',
    brand: 'Bosch',
    condition: 'new',
    notes: null,
    net_price: 40,
    tax_import: 22,
    full_net_price: 50,
    discount: 20,
    ...patch,
  };
}

/** The SPEC §7 payload: one option per row (a second, dearer one on the first row), rows as a JSON string. */
export function sendBody(request: CustomerSubmission, dealerId: number, patch: Record<string, unknown> = {}) {
  const rows = request.submission_rows;
  const options = [
    ...rows.map((row, i) => option(row.id, { quantity: row.quantity, net_price: 40 + i * 10 })),
    option(rows[0].id, {
      brand: 'Valeo',
      part_code: 'VAL-777',
      net_price: 55.5,
      tax_import: 10,
      condition: 'reconditioned',
    }),
  ];
  return {
    submission_id: request.id,
    vehicle_id: request.vehicle_id,
    author_id: request.author_id,
    dealer_id: dealerId,
    shipping_cost_flat: 10,
    shipping_cost_partial: 6,
    quotation_rows: JSON.stringify(options),
    ...patch,
  };
}

export async function sendQuotation(a: Actors, request: CustomerSubmission, token = a.dealer, dealerId = DEALER) {
  const answer = await call(a.t, token, routes.quotationNew, {}, sendBody(request, dealerId));
  if (answer.statusCode !== 200) throw new Error(`send failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<Quotation>();
}

export async function notificationsOf(t: TestApp, userId: number): Promise<{ title: string; text: string }[]> {
  return query(t, `select title, text from notifications where user_id = ${userId} order by id`);
}
