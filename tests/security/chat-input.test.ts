import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { connectChat, listen, refusalOf, send } from '../server/chat-support.js';
import { testApp, type TestApp } from '../server/support/app.js';
import { chatTokenOf, DEALER, messageCount, sessionToken } from './support/chat.js';

/*
 * In the chat: a NUL byte in a message reached PostgreSQL (which refuses it) and an id past its
 * integer reached the handshake's query. The contract's primitives (contract/z.ts strings, common.ts Id) refuse both,
 * so the chat payloads answer 'invalid' like any other malformed message, and nothing is stored.
 */

let t: TestApp;
let url: string;
let chatToken: string;

beforeAll(async () => {
  t = await testApp();
  url = await listen(t.app);
  chatToken = await chatTokenOf(t, 68);
});
afterAll(async () => t?.close());

describe('chat payloads with NUL bytes and ids past PostgreSQL integer', () => {
  it('a message with a NUL byte is refused as invalid and stores nothing; the socket keeps working', async () => {
    const client = await connectChat(url, { token: await sessionToken(t, DEALER), chatToken });
    const before = await messageCount(t);
    expect(await send(client, chatToken, 'newMessage', 'ciao\u0000mondo')).toEqual({
      ok: false,
      message: messagingMessages.send.invalid,
    });
    expect(await send(client, chatToken, 'newMessage', 'testo', ['/media/upload-\u0000.png'])).toEqual({
      ok: false,
      message: messagingMessages.send.invalid,
    });
    expect(await messageCount(t)).toBe(before);
    expect(await send(client, chatToken, 'newMessage', 'ciao mondo')).toEqual({ ok: true });
    expect(await messageCount(t)).toBe(before + 1);
    client.close();
  });

  it('a handshake naming a dealer id past 2,147,483,647 is refused as invalid', async () => {
    const token = await sessionToken(t, 4, 3_600_000, 'customer-app');
    expect(await refusalOf(url, { token, chatToken, dealerId: 2_147_483_648 })).toMatchObject({ code: 'invalid' });
  });
});
