import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingMessages } from '../../i18n/it/messaging.js';
import { CHAT_EVENTS_PER_USER } from '../../server/realtime/chat-limits.js';
import { connectChat, listen, send, type ChatClient } from '../server/chat-support.js';
import { testApp, type TestApp } from '../server/support/app.js';
import { chatTokenOf, DEALER, messageCount, sessionToken } from './support/chat.js';

/*
 * The chat's limits are per user and per session, never per socket. One dealer opened 200
 * sockets and got 2,000 messages accepted; now a user holds at most CHAT_SOCKETS_PER_USER (20) sockets, a session
 * half of them, and its messages count together across all its sockets.
 */

let t: TestApp;
let url: string;
let chatToken: string;
const open: ChatClient[] = [];

beforeAll(async () => {
  t = await testApp();
  url = await listen(t.app);
  chatToken = await chatTokenOf(t, 68);
});
afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

/** Tries `count` connections at once: the connected clients and the refusals' codes and messages. */
async function tryConnect(tokens: string[]) {
  const settled = await Promise.allSettled(tokens.map((token) => connectChat(url, { token, chatToken })));
  const connected = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  open.push(...connected);
  const refused = settled.flatMap((s) =>
    s.status === 'rejected' ? [s.reason as Error & { data?: { code?: unknown } }] : [],
  );
  return { connected, refused: refused.map((e) => ({ code: e.data?.code, message: e.message })) };
}

describe('chat sockets per user and per session', () => {
  it('lets one session hold 10 sockets and one user 20, refusing the rest with an Italian message', async () => {
    const sessions = await Promise.all([0, 1, 2].map(() => sessionToken(t, DEALER)));
    const oneSession = await tryConnect(Array.from({ length: 14 }, () => sessions[0]));
    expect(oneSession.connected).toHaveLength(10);
    expect(oneSession.refused).toEqual(
      Array.from({ length: 4 }, () => ({ code: 'too_many', message: messagingMessages.socket.tooMany })),
    );

    const more = await tryConnect([
      ...Array.from({ length: 8 }, () => sessions[1]),
      ...Array.from({ length: 8 }, () => sessions[2]),
    ]);
    expect(more.connected).toHaveLength(10);
    expect(more.refused.every((r) => r.code === 'too_many')).toBe(true);

    // A closed socket gives its place back.
    const [first] = oneSession.connected;
    await new Promise<void>((resolve) => {
      first.socket.once('disconnect', () => resolve());
      first.close();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await tryConnect([sessions[2]])).connected).toHaveLength(1);
    for (const client of open.splice(0)) client.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
});

describe('chat messages per user across sockets', () => {
  it('accepts at most CHAT_EVENTS_PER_USER messages in the window from all of a user’s sockets together', async () => {
    const token = await sessionToken(t, DEALER);
    const { connected } = await tryConnect(Array.from({ length: 5 }, () => token));
    expect(connected).toHaveLength(5);
    const before = await messageCount(t);
    // 10 per socket stays within each socket's own burst: only the per-user count can refuse them.
    const answers = await Promise.all(
      connected.flatMap((client, s) =>
        Array.from({ length: 10 }, (_, i) => send(client, chatToken, 'newMessage', `raffica ${s}-${i}`)),
      ),
    );
    const accepted = answers.filter((a) => a.ok).length;
    expect(accepted).toBe(CHAT_EVENTS_PER_USER);
    expect(answers.filter((a) => !a.ok).every((a) => a.message === messagingMessages.send.rateLimited)).toBe(true);
    expect((await messageCount(t)) - before).toBe(accepted);
  });
});
