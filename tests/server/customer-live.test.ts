import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerCounters } from '../../contract/api/customer-counters.js';
import { routes } from '../../contract/routes.js';
import { listen } from './chat-support.js';
import { connectInbox, until, type InboxClient } from './inbox-support.js';
import { actors, call, newRequest, sendQuotation, type Actors } from './quotations-fixtures.js';

let a: Actors;
let url: string;
const clients: InboxClient[] = [];
beforeAll(async () => {
  a = await actors();
  url = await listen(a.t.app);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await a?.t.close();
});

async function inbox(token: string): Promise<InboxClient> {
  const client = await connectInbox(url, token);
  clients.push(client);
  return client;
}

describe('the customer on the app socket', () => {
  it('gets its counters on connect, then a new offer and a shipment live, and nothing of another customer or of the dealers', async () => {
    const mine = await inbox(a.customer);
    const theirs = await inbox(a.customer2);
    const [first] = mine.of('customer:counters');
    expect(first).toEqual((await call(a.t, a.customer, routes.customerPing)).json<CustomerCounters>());

    const request = await newRequest(a);
    const sent = await sendQuotation(a, request);
    await until(
      () => mine.of('notification:new').some((n) => n.target?.kind === 'quotation' && n.target.id === sent.id),
      'the new offer',
    );
    await until(
      () => mine.of('customer:counters').some((c) => c.offers_on_open_requests === first.offers_on_open_requests + 1),
      'the counters',
    );

    const accept = { payment_type: 'online', payment_method_id: 4, accepted_rows: [sent.quotation_rows[0].id] };
    expect((await call(a.t, a.customer, routes.customerQuotationAccept, { id: sent.id }, accept)).statusCode).toBe(200);
    expect((await call(a.t, a.customer, routes.customerQuotationPay, { id: sent.id })).statusCode).toBe(200);
    expect(
      (await call(a.t, a.dealer, routes.quotationTracking, { id: sent.id }, { tracking_code: 'TRK-LIVE' })).statusCode,
    ).toBe(200);
    await until(() => mine.of('notification:new').some((n) => n.text.includes('TRK-LIVE')), 'the shipment');

    expect(theirs.of('notification:new')).toEqual([]);
    expect(mine.of('counters')).toEqual([]);
    expect(mine.of('submission:new')).toEqual([]);
    expect(mine.of('quotation:updated')).toEqual([]);
  });
});
