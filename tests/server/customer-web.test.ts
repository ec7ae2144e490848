import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerQuotation, CustomerSubmission } from '../../contract/api/customer.js';
import { routes } from '../../contract/routes.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { actors, call, newRequest, requestBody, sendQuotation, type Actors } from './quotations-fixtures.js';

/*
 * What the customer web app added to the customer API: photos and registration document on a new request
 * (own uploads only), and the online payment with the demo provider's card form, once.
 */
let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => {
  await a?.t.close();
});

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const upload = async (token: string) => {
  const answer = await call(a.t, token, routes.uploadFile, {}, { file: PNG, name: 'foto.png' });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ url: string }>().url;
};
const card = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Mario Rossi' };

describe('a new request with photos', () => {
  it('stores the registration document and the row photos the customer uploaded', async () => {
    const [document, photo] = [await upload(a.customer), await upload(a.customer)];
    const body = await requestBody(a.t, 1);
    const answer = await call(
      a.t,
      a.customer,
      routes.customerSubmissionNew,
      {},
      {
        ...body,
        vehicle: { ...body.vehicle, registration_document: document },
        rows: [{ ...body.rows[0], part_photo: [photo] }],
      },
    );
    expect(answer.statusCode).toBe(201);
    const created = answer.json<CustomerSubmission>();
    expect(created.vehicle.registration_document).toBe(document);
    expect(created.submission_rows[0].part_photo).toEqual([photo]);
  });

  it('refuses another user’s upload and an address that is not an upload, in Italian (422)', async () => {
    const theirs = await upload(a.customer2);
    const body = await requestBody(a.t, 1);
    const stolen = await call(
      a.t,
      a.customer,
      routes.customerSubmissionNew,
      {},
      { ...body, rows: [{ ...body.rows[0], part_photo: [theirs] }] },
    );
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json<{ errors: Record<string, string[]> }>().errors['rows.0.part_photo']).toEqual([
      customerErrors.uploadNotOwn,
    ]);
    const outside = await call(
      a.t,
      a.customer,
      routes.customerSubmissionNew,
      {},
      {
        ...body,
        vehicle: { ...body.vehicle, registration_document: 'https://example.com/x.png' },
      },
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.body).toContain(customerErrors.uploadAddress);
  });
});

describe('paying with the demo card', () => {
  async function accepted(): Promise<{ id: number }> {
    const request = await newRequest(a, 1);
    const sent = await sendQuotation(a, request);
    const accept = await call(
      a.t,
      a.customer,
      routes.customerQuotationAccept,
      { id: sent.id },
      {
        payment_type: 'online',
        payment_method_id: 4,
        shipping_fee_chosen: 'flat',
        accepted_rows: [sent.quotation_rows[0].id],
      },
    );
    expect(accept.statusCode).toBe(200);
    return sent;
  }

  it('a declined card leaves it payable; 4242… pays it once; a second payment answers the paid state', async () => {
    const { id } = await accepted();
    const declined = await call(
      a.t,
      a.customer,
      routes.customerQuotationPayDemo,
      { id },
      { ...card, card_number: '4000 0000 0000 0002' },
    );
    expect(declined.statusCode).toBe(422);
    expect(declined.json<{ message: string }>().message).toBe('La carta è stata rifiutata.');
    const bad = await call(a.t, a.customer, routes.customerQuotationPayDemo, { id }, { ...card, card_number: '1234' });
    expect(bad.statusCode).toBe(422);

    const paid = await call(a.t, a.customer, routes.customerQuotationPayDemo, { id }, card);
    expect(paid.statusCode).toBe(200);
    expect(paid.json<CustomerQuotation>().status).toBe('paid');
    const again = await call(
      a.t,
      a.customer,
      routes.customerQuotationPayDemo,
      { id },
      { ...card, card_number: '4000 0000 0000 0002' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<CustomerQuotation>().status).toBe('paid');
  });

  it('another customer’s quotation is a 404', async () => {
    const { id } = await accepted();
    expect((await call(a.t, a.customer2, routes.customerQuotationPayDemo, { id }, card)).statusCode).toBe(404);
  });
});
