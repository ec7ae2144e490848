import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerQuotationList } from '../../contract/api/customer.js';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { quotingMessages } from '../../i18n/it/quoting.js';
import { DeclinedList } from '../../contract/api/templates.js';
import { actors, call, DEALER, DEALER2, newRequest, query, sendBody, type Actors } from './quotations-fixtures.js';
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
    const before = {
      mine: await expectCountersMatchLists(a.t, a.dealer),
      other: await expectCountersMatchLists(a.t, a.dealer2),
    };
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
    await query(
      a.t,
      `update submissions set created_at = now() - interval '3 days', deadline_at = now() - interval '1 day' where id = ${request.id}`,
    );
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
    const [hidden] = await query<{ id: number }>(
      a.t,
      `select s.id from submissions s where s.closed_at is null
      and s.province_id in (select province_id from dealer_provinces where dealer_id = ${DEALER}) order by s.id limit 1`,
    );
    const refused = await decline(a.dealer, hidden.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: errors.notFound });
    expect((await decline(a.dealer, 99_999_999)).statusCode).toBe(404);
    expect((await undecline(a.dealer, hidden.id)).statusCode).toBe(404);
  });

  it('tells the customer how many dealers declined, never which', async () => {
    const request = await newRequest(a);
    const view = async () =>
      CustomerQuotationList.parse(
        (await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: request.id })).json(),
      );
    expect((await view()).submission.declined_count).toBe(0);
    await decline(a.dealer, request.id);
    await decline(a.dealer2, request.id, { reason: 'out-of-area' });
    const answer = await call(a.t, a.customer, routes.customerSubmissionQuotations, { id: request.id });
    expect(answer.json().submission.declined_count).toBe(2);
    expect(answer.body).not.toMatch(/out-of-area|part-unavailable|decline[sd]?_by|dealer_ids/);
  });
});

describe('GET /api/dealer/:dealerId/declined ("Rifiutate")', () => {
  const declined = async (token: string, dealerId: number, search = '') => {
    const answer = await call(a.t, token, routes.declinedList, { dealerId }, undefined, search);
    expect(answer.statusCode, answer.body).toBe(200);
    return DeclinedList.parse(answer.json());
  };

  it('lists the caller’s own declines of open requests, newest first, with the reason and the list each returns to', async () => {
    const older = await newRequest(a);
    const newer = await newRequest(a);
    const expired = await newRequest(a);
    await decline(a.dealer, older.id, { reason: 'other', note: 'Solo originali' });
    await decline(a.dealer, newer.id, { reason: 'too-slow' });
    await query(
      a.t,
      `update submissions set created_at = now() - interval '3 days', deadline_at = now() - interval '1 day' where id = ${expired.id}`,
    );
    const { requestsChanged } = await import('../../server/cache/dealer-counters.js');
    requestsChanged();
    await decline(a.dealer, expired.id);
    // Another dealer's decline never shows in this dealer's list, nor the other way round.
    const theirs = await newRequest(a);
    await decline(a.dealer2, theirs.id, { reason: 'out-of-area' });

    const page = await declined(a.dealer, DEALER);
    const ids = page.data.map((request) => request.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(expired.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(theirs.id);
    const byId = new Map(page.data.map((request) => [request.id, request]));
    expect(byId.get(older.id)!.declined).toMatchObject({ reason: 'other', note: 'Solo originali', list: 'pending' });
    expect(byId.get(newer.id)!.declined).toMatchObject({ reason: 'too-slow', note: null, list: 'pending' });
    expect(byId.get(expired.id)!.declined.list).toBe('expired');
    expect(byId.get(older.id)!.submission_rows.length).toBe(2);
    expect(page.total).toBe(page.data.length);
    expect((await declined(a.dealer2, DEALER2)).data.map((request) => request.id)).toContain(theirs.id);

    // Restored: it leaves "Rifiutate" and is back in its list.
    expect((await undecline(a.dealer, older.id)).statusCode).toBe(200);
    expect((await declined(a.dealer, DEALER)).data.map((request) => request.id)).not.toContain(older.id);
    expect(await listedIds(a.t, a.dealer)).toContain(older.id);
    // A closed request has nothing to restore to: not listed.
    await query(a.t, `update submissions set closed_at = now() where id = ${newer.id}`);
    expect((await declined(a.dealer, DEALER)).data.map((request) => request.id)).not.toContain(newer.id);
  });

  it('answers 403 for another dealer’s id, 401 without a session, and 422 for a bad page', async () => {
    expect((await call(a.t, a.dealer2, routes.declinedList, { dealerId: DEALER })).statusCode).toBe(403);
    expect((await call(a.t, a.customer, routes.declinedList, { dealerId: DEALER })).statusCode).toBe(403);
    expect((await call(a.t, null, routes.declinedList, { dealerId: DEALER })).statusCode).toBe(401);
    expect(
      (await call(a.t, a.dealer, routes.declinedList, { dealerId: DEALER }, undefined, '?page=0')).statusCode,
    ).toBe(422);
    const past = await declined(a.dealer, DEALER, '?page=999');
    expect(past.data).toEqual([]);
  });
});
