import { expect } from 'vitest';
import type { Quotation } from '../../contract/entities/quotation.js';
import type { CustomerReturn, DealerReturn, ReturnRequestInput } from '../../contract/returns.js';
import { routes } from '../../contract/routes.js';
import { createSession } from '../../server/repositories/sessions.js';
import { actors, call, DEALER, newRequest, query, sendQuotation, type Actors } from './quotations-fixtures.js';

/** Shared steps of the returns tests: a delivered purchase, a return asked for it, the people of the dealer. */

export const CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Mario Rossi' };

export interface ReturnActors extends Actors {
  warehouse: string;
  quoter: string;
  billing: string;
  operator: string;
}

export async function returnActors(): Promise<ReturnActors> {
  const a = await actors();
  // The seed has no Amministrazione person: one is added to the demo dealer's company.
  const [billing] = await query<{ id: number }>(
    a.t,
    `insert into users (role, company_id, staff_role, email, password_hash, name, surname)
    values ('staff', ${DEALER}, 'billing', 'amministrazione@resi.invalid', 'x', 'Anna', 'Conti') returning id`,
  );
  return {
    ...a,
    warehouse: await a.t.login('magazzino@demo.example'),
    quoter: await a.t.login('preventivi@demo.example'),
    billing: (await createSession(a.t.app.db, { userId: Number(billing.id), client: 'dealer-portal', ttlHours: 1 }))
      .token,
    operator: await a.t.login('operatore@demo.example', undefined, 'operator-console'),
  };
}

export interface Purchase {
  quotation: Quotation;
  rowIds: number[];
}

/**
 * A purchase delivered to the customer: the request's rows (the first option of each) accepted, paid with the demo
 * card and shipped (online) or handed over (offline), then "Ho ricevuto il ricambio".
 */
export async function deliveredPurchase(a: Actors, payment: 'online' | 'offline', rows = 1): Promise<Purchase> {
  const request = await newRequest(a, rows);
  const sent = await sendQuotation(a, request);
  const rowIds = request.submission_rows.map(
    (row) => sent.quotation_rows.find((option) => option.submission_row_id === row.id)!.id,
  );
  const accept = await call(
    a.t,
    a.customer,
    routes.customerQuotationAccept,
    { id: sent.id },
    {
      payment_type: payment,
      payment_method_id: payment === 'online' ? 4 : 2,
      shipping_fee_chosen: 'flat',
      accepted_rows: rowIds,
    },
  );
  expect(accept.statusCode, accept.body).toBe(200);
  if (payment === 'online') {
    const paid = await call(a.t, a.customer, routes.customerQuotationPayDemo, { id: sent.id }, CARD);
    expect(paid.statusCode, paid.body).toBe(200);
    const shipped = await call(a.t, a.dealer, routes.quotationTracking, { id: sent.id }, { tracking_code: 'BRT123' });
    expect(shipped.statusCode, shipped.body).toBe(200);
  }
  const received = await call(a.t, a.customer, routes.customerQuotationReceived, { id: sent.id });
  expect(received.statusCode, received.body).toBe(200);
  return { quotation: sent, rowIds };
}

export async function askReturn(
  a: Actors,
  purchase: Purchase,
  body: Partial<ReturnRequestInput> = {},
): Promise<CustomerReturn> {
  const answer = await call(
    a.t,
    a.customer,
    routes.customerReturnCreate,
    { id: purchase.quotation.id },
    { rows: [{ quotation_row_id: purchase.rowIds[0], quantity: 1 }], reason: 'non_compatibile', ...body },
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<CustomerReturn>();
}

export const dealerCall = (
  a: Actors,
  token: string,
  route: Parameters<typeof call>[2],
  returnId: number,
  body?: unknown,
) => call(a.t, token, route, { dealerId: DEALER, returnId }, body);

export async function dealerView(a: Actors, returnId: number): Promise<DealerReturn> {
  const answer = await dealerCall(a, a.dealer, routes.dealerReturn, returnId);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DealerReturn>();
}

/** The ledger agrees with itself and with the settlement tables (no row = no disagreement). */
export async function ledgerDisagreements(a: Actors): Promise<unknown[]> {
  return query(a.t, 'select * from ledger_reconciliation()');
}
