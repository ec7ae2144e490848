import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../server/auth/tokens.js';
import { applyProviderEvent } from '../../server/payments/apply-event.js';
import { connectChat, listen } from '../server/chat-support.js';
import { connectInbox } from '../server/inbox-support.js';
import { testApp, type TestApp } from '../server/support/app.js';
import { DEALER, freshRequest, rows, sessionToken } from './support/chat.js';
import { closedWithin } from './support/sockets.js';

/*
 * An /inbox socket outlived its token, and a dealer whose subscription ended kept its open chat
 * and /inbox sockets (and kept receiving new requests) although every dealer route and new handshake refused it.
 */

let t: TestApp;
let url: string;
let chatToken: string;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await testApp();
  url = await listen(t.app);
  chatToken = (await freshRequest(t)).token;
});
afterAll(async () => t?.close());

/** A registered dealer with a subscription in `status` (ends_at `endsAt` SQL) and a login token. */
async function dealerWith(
  name: string,
  status: string,
  endsAt = 'null',
): Promise<{ id: number; token: string; externalId: string }> {
  const [{ id }] = await rows<{ id: number }>(
    t,
    `insert into users (role, email, password_hash, legal_name, terms_accepted_at)
    values ('dealer', '${name}@standing.invalid', 'x', 'Ricambi ${name}', now()) returning id`,
  );
  const externalId = `sub_${name}`;
  await t.database.query(
    `insert into subscriptions (dealer_id, status, provider, external_id, ends_at) values (${id}, '${status}', 'demo', '${externalId}', ${endsAt})`,
  );
  const token = newToken();
  await t.database.query(
    `insert into sessions (user_id, token_hash, client, expires_at) values (${id}, '${hashToken(token)}', 'test', now() + interval '1 hour')`,
  );
  return { id: Number(id), token, externalId };
}

describe('an /inbox socket and its login token', () => {
  it('is closed by the server when its token expires', async () => {
    const client = await connectInbox(url, await sessionToken(t, DEALER, 1_500));
    expect(await closedWithin(client.socket, 4_000)).toBe('io server disconnect');
  });
});

describe('a dealer whose subscription stops working', () => {
  it('loses its chat and /inbox sockets as soon as the provider says the subscription ended', async () => {
    const dealer = await dealerWith('ended', 'active', `now() + interval '10 days'`);
    const inbox = await connectInbox(url, dealer.token);
    const chat = await connectChat(url, { token: dealer.token, chatToken });
    const closed = [closedWithin(inbox.socket, 3_000), closedWithin(chat.socket, 3_000)];
    const outcome = await applyProviderEvent(
      t.app.db,
      {
        provider: 'demo',
        eventId: 'evt_standing_ended',
        type: 'customer.subscription.deleted',
        effects: [{ kind: 'subscription-ended', externalId: dealer.externalId }],
      },
      quiet,
    );
    expect(outcome).toBe('applied');
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connectInbox(url, dealer.token)).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('loses them when the paid period of a cancelled subscription runs out, with no event at all', async () => {
    const dealer = await dealerWith('lapsing', 'canceled', `now() + interval '1500 milliseconds'`);
    const inbox = await connectInbox(url, dealer.token);
    const chat = await connectChat(url, { token: dealer.token, chatToken });
    expect(await Promise.all([closedWithin(inbox.socket, 4_000), closedWithin(chat.socket, 4_000)])).toEqual([
      'io server disconnect',
      'io server disconnect',
    ]);
  });

  it('keeps the sockets of a dealer still in standing when its subscription is re-checked', async () => {
    const dealer = await dealerWith('renewed', 'active', `now() + interval '10 days'`);
    const inbox = await connectInbox(url, dealer.token);
    await applyProviderEvent(
      t.app.db,
      {
        provider: 'demo',
        eventId: 'evt_standing_paid',
        type: 'invoice.paid',
        effects: [{ kind: 'subscription-paid', externalId: dealer.externalId }],
      },
      quiet,
    );
    await expect(closedWithin(inbox.socket, 800)).rejects.toThrow(/still connected/);
    inbox.close();
  });
});
