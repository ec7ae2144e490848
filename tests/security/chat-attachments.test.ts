import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERROR_EVENT, type ChatErrorPayload } from '../../contract/realtime.js';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { connectChat, listen, send, waitForLists, type ChatClient } from '../server/chat-support.js';
import { testApp, type TestApp } from '../server/support/app.js';
import { chatTokenOf, CUSTOMER, DEALER, messageCount, OTHER_DEALER, sessionToken } from './support/chat.js';

/*
 * A chat attachment was any address (another site, someone else's upload). Now only an
 * upload (upload-<32 hex>.<ext>, recorded in uploads) of the dealer or the customer of that conversation.
 */

let t: TestApp;
let url: string;
let chatToken: string;
let customerChat: ChatClient;
let counter = 0;

/** A recorded upload of `ownerId`, as POST /dealer/upload and the customer's upload record them. */
async function uploadOf(ownerId: number): Promise<string> {
  counter += 1;
  const name = `upload-${counter.toString(16).padStart(32, '0')}.png`;
  await t.database.query(
    `insert into uploads (name, content_type, size, owner_id) values ('${name}', 'image/png', 10, ${ownerId})`,
  );
  return `/media/${name}`;
}

beforeAll(async () => {
  t = await testApp();
  url = await listen(t.app);
  chatToken = await chatTokenOf(t, 68);
  customerChat = await connectChat(url, {
    token: await sessionToken(t, CUSTOMER, 3_600_000, 'customer-app'),
    chatToken,
    dealerId: DEALER,
  });
});
afterAll(async () => {
  customerChat?.close();
  await t?.close();
});

describe('chat attachments', () => {
  it('refuses another site’s address, a made-up upload and a third party’s upload, with an Italian message, storing nothing', async () => {
    const errors: ChatErrorPayload[] = [];
    customerChat.socket.on(CHAT_ERROR_EVENT, (error: ChatErrorPayload) => errors.push(error));
    const before = await messageCount(t);
    const refused = { ok: false, message: messagingMessages.send.foreignAttachment };
    expect(await send(customerChat, chatToken, 'newMessage', 'guarda', ['https://evil.example/x.png'])).toEqual(
      refused,
    );
    expect(
      await send(customerChat, chatToken, 'newMessage', 'guarda', [`/media/upload-${'f'.repeat(32)}.png`]),
    ).toEqual(refused);
    expect(await send(customerChat, chatToken, 'newMessage', 'guarda', ['/media/seed-logo.png'])).toEqual(refused);
    expect(await send(customerChat, chatToken, 'newMessage', 'guarda', [await uploadOf(OTHER_DEALER)])).toEqual(
      refused,
    );
    expect(
      await send(customerChat, chatToken, 'newMessage', 'guarda', [
        await uploadOf(CUSTOMER),
        await uploadOf(OTHER_DEALER),
      ]),
    ).toEqual(refused);
    expect(errors.map((e) => e.code)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid']);
    expect(await messageCount(t)).toBe(before);
  });

  it('accepts the customer’s own upload and the dealer’s upload of that conversation', async () => {
    const attachments = [await uploadOf(CUSTOMER), await uploadOf(DEALER)];
    const lists = customerChat.received.length;
    expect(await send(customerChat, chatToken, 'newMessage', 'ecco le foto', attachments)).toEqual({ ok: true });
    const [message] = (await waitForLists(customerChat, lists + 1))[lists];
    expect(JSON.parse(message.attachments)).toEqual(attachments);
  });
});
