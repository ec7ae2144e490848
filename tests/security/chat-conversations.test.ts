import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conversation } from '../../contract/entities/chat.js';
import { apiPath, routes } from '../../contract/routes.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { connectChat, listen, refusalOf, send, waitForLists } from '../server/chat-support.js';
import { bearer, testApp, type TestApp } from '../server/support/app.js';
import { CUSTOMER, DEALER, freshRequest, rows, sessionToken } from './support/chat.js';

/*
 * A dealer who merely opened a chat created its conversation, and that let the customer
 * write to a dealer who never quoted nor wrote. The conversation now exists from the first message.
 */

let t: TestApp;
let url: string;
let dealer: string;
let customer: string;

beforeAll(async () => {
  t = await testApp();
  url = await listen(t.app);
  dealer = await sessionToken(t, DEALER);
  customer = await sessionToken(t, CUSTOMER, 3_600_000, 'customer-app');
});
afterAll(async () => t?.close());

const conversations = async (submissionId: number) =>
  (
    await rows<{ n: number }>(t, `select count(*)::int as n from conversations where submission_id = ${submissionId}`)
  )[0].n;
const messagesList = async () =>
  Conversation.array().parse(
    (
      await t.app.inject({
        method: 'GET',
        url: apiPath(routes.messageList, { userId: DEALER }),
        headers: bearer(dealer),
      })
    ).json(),
  );

describe('a chat a dealer only opened', () => {
  it('creates no conversation and does not let the customer write to that dealer', async () => {
    const { id, token } = await freshRequest(t);
    const opened = await connectChat(url, { token: dealer, chatToken: token });
    expect(opened.received[0]).toEqual([]);
    expect(await send(opened, token, 'confirmRead')).toEqual({ ok: true });
    expect(await conversations(id)).toBe(0);
    expect(await refusalOf(url, { token: customer, chatToken: token, dealerId: DEALER })).toEqual({
      code: 'forbidden',
      message: messagingMessages.socket.forbidden,
    });
    opened.close();
  });

  it('gets its conversation from the dealer’s first message: then the customer may answer and the Messages list shows it', async () => {
    const { id, token } = await freshRequest(t, 1);
    const dealerChat = await connectChat(url, { token: dealer, chatToken: token });
    expect(await send(dealerChat, token, 'newMessage', 'Buongiorno, ho il ricambio.')).toEqual({ ok: true });
    expect(await conversations(id)).toBe(1);
    expect((await messagesList()).find((c) => c.chat_token === token)?.last_message?.text).toBe(
      'Buongiorno, ho il ricambio.',
    );

    const customerChat = await connectChat(url, { token: customer, chatToken: token, dealerId: DEALER });
    expect(customerChat.received[0].map((m) => m.text)).toEqual(['Buongiorno, ho il ricambio.']);
    expect(await send(customerChat, token, 'newMessage', 'Perfetto, grazie')).toEqual({ ok: true });
    expect((await waitForLists(dealerChat, 3))[2].map((m) => m.text)).toEqual(['Perfetto, grazie']);
    dealerChat.close();
    customerChat.close();
  });
});
