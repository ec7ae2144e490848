import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerQuotationList } from '../../contract/api/customer.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { actors, call, DEALER, newRequest, query, sendBody, type Actors } from './quotations-fixtures.js';
import { expectCountersMatchLists, listedIds, pingCounts } from './quoting-support.js';

let a: Actors;

beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const decline = (token: string, id: number, payload: unknown = { reason: 'part-unavailable' }) =>
  call(a.t, token, routes.submissionDecline, { id }, payload);
const undecline = (token: string, id: number) => call(a.t, token, routes.submissionUndecline, { id });

describe('POST /api/submission/:id/decline and /undecline', () => {
  it('takes an open request out of this dealer’s lists and counters only, at once; undecline brings it back', async () => {
    const request = await newRequest(a);
    const before = { mine: await expectCountersMatchLists(a.t, a.dealer), other: await expectCountersMatchLists(a.t, a.dealer2) };
    expect(await listedIds(a.t, a.dealer)).toContain(request.id);

    const answer = await decline(a.dealer, request.id, { reason: 'other', note: 'Solo ricambi originali' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: quotingMessages.declineDone });
    expect(await listedIds(a.t, a.dealer)).not.toContain(request.id);
    const mine = await expectCountersMatchLists(a.t, a.dealer);
    expect(mine).toEqual({ ...before.mine, pending: before.mine.pending - 1 });
    // The other dealer still has it, and its counters did not move.
    expect(await listedIds(a.t, a.dealer2)).toContain(request.id);
    expect(await expectCountersMatchLists(a.t, a.dealer2)).toEqual(before.other);
    // Still readable by the dealer that declined it (the undo needs it).
    expect((await call(a.t, a.dealer, routes.submission, { id: request.id })).statusCode).toBe(200);

    expect((await undecline(a.dealer, request.id)).statusCode).toBe(200);
    expect(await listedIds(a.t, a.dealer)).toContain(request.id);
    expect(await expectCountersMatchLists(a.t, a.dealer)).toEqual(before.mine);
    expect((await undecline(a.dealer, request.id)).json()).toEqual({ message: quotingMessages.notDeclined });
  });

  it('takes an expired request out of the expired list and counter too', async () => {
    const request = await newRequest(a);
    await query(a.t, `update submissions set created_at = now() - interval '3 days', deadline_at = now() - interval '1 day' where id = ${request.id}`);
    const { requestsChanged } = await import('../../server/cache/dealer-counters.js');
    requestsChanged();
    const before = await expectCountersMatchLists(a.t, a.dealer);
    expect((await decline(a.dealer, request.id)).statusCode).toBe(200);
    expect(await pingCounts(a.t, a.dealer)).toEqual({ ...before, expired: before.expired - 1 });
    await expectCountersMatchLists(a.t, a.dealer);
    await undecline(a.dealer, request.id);
    expect(await expectCountersMatchLists(a.t, a.dealer)).toEqual(before);
  });

  it('refuses to quote a declined request with an Italian 409, and quotes it once undeclined', async () => {
    const request = await newRequest(a);
    await decline(a.dealer, request.id, { reason: 'too-slow' });
    const refused = await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: quotingMessages.declined });
    await undecline(a.dealer, request.id);
    const sent = await call(a.t, a.dealer, routes.quotationNew, {}, sendBody(request, DEALER));
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    // Once quoted, declining makes no sense.
    expect((await decline(a.dealer, request.id)).json()).toEqual({ message: quotingMessages.declineQuoted });
  });

  it('needs a note for "Altro", and answers 404 for a request the dealer may not see', async () => {
    const request = await newRequest(a);
    const noNote = await decline(a.dealer, request.id, { reason: 'other', note: '  ' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toEqual({ note: [quotingMessages.declineNoteRequired] });
    const [hidden] = await query<{ id: number }>(a.t, `select s.id from submissions s where s.closed_at is null
      and s.province_id in (select province_id from dealer_provinces where dealer_id = ${DEALER}) order by s.id limit 1`);
    const refused = await decline(a.dealer, hidden.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: errors.notFound });
    expect((await decline(a.dealer, 99_999_999)).statusCode).toBe(404);
    expect((await undecline(a.dealer, hidden.id)).statusCode).toBe(404);
  });

  it('tells the customer how many dealers declined, never which', async () => {
    const request = await newRequest(a);
    const view = async () => CustomerQuotationList.parse((await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: request.id })).json());
    expect((await view()).submission.declined_count).toBe(0);
    await decline(a.dealer, request.id);
    await decline(a.dealer2, request.id, { reason: 'out-of-area' });
    const answer = await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: request.id });
    expect(answer.json().submission.declined_count).toBe(2);
    expect(answer.body).not.toMatch(/out-of-area|part-unavailable|decline[sd]?_by|dealer_ids/);
  });
});
