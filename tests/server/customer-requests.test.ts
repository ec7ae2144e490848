import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerQuotationList, CustomerSubmission } from '../../contract/api/customer.js';
import { RESPONSE_WINDOW_MINUTES } from '../../contract/constants.js';
import { routes } from '../../contract/routes.js';
import { customerErrors } from '../../i18n/it/customer/errors.js';
import { quotationMessages } from '../../i18n/it/quotations.js';
import {
  actors,
  call,
  CUSTOMER,
  DEALER,
  DEALER2,
  newRequest,
  requestBody,
  sendQuotation,
  type Actors,
} from './quotations-fixtures.js';

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => {
  await a?.t.close();
});

const pendingCount = async (token: string) =>
  (await call(a.t, token, routes.ping, {}, undefined, '?security=dealer-portal')).json<{
    dealer_pending_submissions_count: number;
  }>().dealer_pending_submissions_count;

describe('POST /customer/submissions', () => {
  it('publishes a request the dealers see at once, open for the whole window', async () => {
    const before = await pendingCount(a.dealer);
    const body = await requestBody(a.t, 3);
    const answer = await call(
      a.t,
      a.customer,
      routes.customerSubmissionNew,
      {},
      { ...body, vehicle: { ...body.vehicle, plate: 'ga 123 bc'.replace(/ /g, '') } },
    );
    expect(answer.statusCode).toBe(201);
    const request = answer.json<CustomerSubmission>();
    expect(request).toMatchObject({
      author_id: CUSTOMER,
      state: 'open',
      closed_at: null,
      is_outlet: false,
      notes: 'Serve entro venerdì',
      vehicle: { plate: 'GA123BC', model: 'Panda', manufacturer_name: 'Fiat', year_of_production: 2018, km_count: 3 },
    });
    expect(request.timing_residue).toBeGreaterThanOrEqual(RESPONSE_WINDOW_MINUTES - 1);
    expect(request.submission_rows.map((row) => row.quantity)).toEqual([1, 2, 3]);
    expect(request.submission_rows[0]).toMatchObject({ brand: 'Bosch', part: { id: body.rows[0].part_id } });
    expect(request.token_uuid).toMatch(/^[0-9a-f-]{36}$/);

    expect(await pendingCount(a.dealer)).toBe(before + 1);
    const seen = await call(a.t, a.dealer, routes.submission, { id: request.id });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: request.id, author_id: CUSTOMER, vehicle_id: request.vehicle_id });
  });

  it('publishes outlet requests to the outlet tab', async () => {
    const body = { ...(await requestBody(a.t, 1)), is_outlet: true };
    const answer = await call(a.t, a.customer, routes.customerSubmissionNew, {}, body);
    expect(answer.json<CustomerSubmission>().is_outlet).toBe(true);
  });

  it('refuses incomplete or unknown data with 422 and the fields at fault', async () => {
    const body = await requestBody(a.t, 2);
    const cases: [string, unknown, string][] = [
      ['no plate nor chassis', { ...body, vehicle: { ...body.vehicle, plate: null } }, 'vehicle.plate'],
      ['no rows', { ...body, rows: [] }, 'rows'],
      ['quantity 0', { ...body, rows: [{ part_id: body.rows[0].part_id, quantity: 0 }] }, 'rows.0.quantity'],
      ['unknown part', { ...body, rows: [body.rows[0], { part_id: 999_999 }] }, 'rows.1.part_id'],
      [
        'unknown manufacturer',
        { ...body, vehicle: { ...body.vehicle, manufacturer_id: 999_999 } },
        'vehicle.manufacturer_id',
      ],
      ['unknown province', { ...body, province_id: 999_999 }, 'province_id'],
      ['no model', { ...body, vehicle: { ...body.vehicle, model: ' ' } }, 'vehicle.model'],
      ['km range 7', { ...body, vehicle: { ...body.vehicle, km_count: 7 } }, 'vehicle.km_count'],
    ];
    for (const [name, payload, field] of cases) {
      const answer = await call(a.t, a.customer, routes.customerSubmissionNew, {}, payload);
      expect(answer.statusCode, name).toBe(422);
      expect(Object.keys(answer.json().errors), name).toContain(field);
    }
    const noPlate = await call(a.t, a.customer, routes.customerSubmissionNew, {}, cases[0][1]);
    expect(noPlate.json().errors['vehicle.plate']).toEqual([quotationMessages.plateOrChassis]);
  });

  it('takes a plate in the Italian format only (the contract rule the web form checks too), or a chassis instead', async () => {
    const body = await requestBody(a.t, 1);
    for (const plate of ['XYZ1234', 'AB12CD', 'E2E12345', 'AI123CD']) {
      const answer = await call(
        a.t,
        a.customer,
        routes.customerSubmissionNew,
        {},
        { ...body, vehicle: { ...body.vehicle, plate } },
      );
      expect(answer.statusCode, plate).toBe(422);
      expect(answer.json().errors['vehicle.plate'], plate).toEqual([customerErrors.plate]);
    }
    const chassis = await call(
      a.t,
      a.customer,
      routes.customerSubmissionNew,
      {},
      { ...body, vehicle: { ...body.vehicle, plate: null, chassis: 'ZFA31200000123456' } },
    );
    expect(chassis.statusCode).toBe(201);
    expect(chassis.json<CustomerSubmission>().vehicle).toMatchObject({ plate: null, chassis: 'ZFA31200000123456' });
  });

  it('is for customers only: 401 anonymous, 403 with a dealer token', async () => {
    const body = await requestBody(a.t, 1);
    expect((await call(a.t, null, routes.customerSubmissionNew, {}, body)).statusCode).toBe(401);
    expect((await call(a.t, a.dealer, routes.customerSubmissionNew, {}, body)).statusCode).toBe(403);
  });
});

describe('GET /customer/submissions/:id/quotations', () => {
  it('answers the request with every quotation, rows and dealer, without customer data', async () => {
    const request = await newRequest(a);
    await sendQuotation(a, request);
    await sendQuotation(a, request, a.dealer2, DEALER2);
    const answer = await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: request.id });
    expect(answer.statusCode).toBe(200);
    const { submission, quotations } = answer.json<CustomerQuotationList>();
    expect(submission.id).toBe(request.id);
    expect(quotations.map((q) => q.dealer_id)).toEqual([DEALER, DEALER2]);
    expect(quotations[0].dealer).toEqual({
      id: DEALER,
      legal_name: 'Ricambi Rossi S.r.l.',
      dealer_stars: 4.5,
      available_methods: [2, 3, 4],
    });
    expect(quotations[1].dealer.legal_name).toBe('Autoricambi Esposito S.n.c.');
    expect(quotations[0].quotation_rows).toHaveLength(3);
    expect(quotations.every((q) => q.status === 'pending' && !('user' in q))).toBe(true);
  });

  it('never shows another customer’s request or quotation (404), and refuses dealers (403)', async () => {
    const request = await newRequest(a);
    const sent = await sendQuotation(a, request);
    expect((await call(a.t, a.customer, routes.customerQuotation, { id: sent.id })).json()).toMatchObject({
      id: sent.id,
      dealer: { id: DEALER },
    });
    expect((await call(a.t, a.customer2, routes.customerQuotation, { id: sent.id })).statusCode).toBe(404);
    expect((await call(a.t, a.dealer, routes.customerQuotation, { id: sent.id })).statusCode).toBe(403);
    expect((await call(a.t, a.customer2, routes.customerSubmissionQuotations, { id: request.id })).statusCode).toBe(
      404,
    );
    expect((await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: 999_999 })).statusCode).toBe(404);
    expect((await call(a.t, a.dealer, routes.customerSubmissionQuotations, { id: request.id })).statusCode).toBe(403);
  });

  it('reports an expired request, whose pending quotations are cancelled', async () => {
    const request = await newRequest(a);
    await sendQuotation(a, request);
    await a.t.database.query(
      `update submissions set deadline_at = now() - interval '1 minute' where id = ${request.id}`,
    );
    const { submission, quotations } = (
      await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: request.id })
    ).json<CustomerQuotationList>();
    expect(submission).toMatchObject({ state: 'expired', timing_residue: 0 });
    expect(quotations.map((q) => q.status)).toEqual(['cancelled']);
  });
});
