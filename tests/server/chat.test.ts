import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conversation } from '../../contract/entities/chat.js';
import { PingData } from '../../contract/entities/ping.js';
import { CHAT_ERROR_EVENT, CHAT_RATE_BURST, type ChatErrorPayload } from '../../contract/realtime.js';
import { ensureConversation, storeMessage } from '../../server/repositories/chat.js';
import { connectChat, listen, refusalOf, send, waitForLists, type ChatClient } from './chat-support.js';
import { testApp, type TestApp } from './support/app.js';

let t: TestApp;
let url: string;
let dealer: string;
let dealer2: string;
let customer: string;
let otherCustomer: string;
const open: ChatClient[] = [];

const rows = async <T>(sql: string) => (await t.database.query(sql)) as T[];
const one = async <T>(sql: string) => (await rows<T>(sql))[0];
const tokenOf = async (submissionId: number) =>
  (await one<{ token_uuid: string }>(`select token_uuid from submissions where id = ${submissionId}`)).token_uuid;

async function chat(token: string, chatToken: string, dealerId?: number): Promise<ChatClient> {
  const client = await connectChat(url, { token, chatToken, ...(dealerId ? { dealerId } : {}) });
  open.push(client);
  return client;
}

async function ping(token: string): Promise<PingData> {
  return PingData.parse(await t.client(token).ok('ping', { query: { security: 'dealer-portal' } }));
}

beforeAll(async () => {
  t = await testApp();
  url = await listen(t.app);
  dealer = await t.login('dealer@demo.example');
  dealer2 = await t.login('dealer2@demo.example');
  customer = await t.login('cliente@demo.example', undefined, 'customer-app');
  otherCustomer = await t.login('luca.ferrari@clienti.demo.example', undefined, 'customer-app');
});
afterAll(async () => {
  for (const client of open) client.close();
  await t?.close();
});

/** An open request of cliente@demo.example that dealers 1 and 2 can see, with no conversation yet. */
async function freshRequestOfCustomer(): Promise<{ id: number; token: string }> {
  const row = await one<{ id: number; token_uuid: string }>(`select s.id, s.token_uuid from submissions s
    where s.author_id = 4 and s.closed_at is null and s.deadline_at > now()
      and (s.province_id is null or s.province_id not in (select province_id from dealer_provinces where dealer_id in (1, 2)))
      and not exists (select 1 from conversations c where c.submission_id = s.id)
    order by s.id limit 1`);
  return { id: row.id, token: row.token_uuid };
}

describe('chat handshake', () => {
  it('refuses a connection without a token, with a wrong token, or with a malformed or unknown chat token', async () => {
    const chatToken = await tokenOf(68);
    expect(await refusalOf(url, { chatToken })).toEqual({
      message: 'Sessione scaduta o non valida: effettua di nuovo l’accesso.',
      code: 'unauthorized',
    });
    expect((await refusalOf(url, { token: 'x'.repeat(43), chatToken })).code).toBe('unauthorized');
    expect((await refusalOf(url, { token: dealer })).code).toBe('invalid');
    expect(await refusalOf(url, { token: dealer, chatToken: '00000000-0000-4000-8000-000000000000' })).toEqual({
      message: 'Chat non trovata: la richiesta non esiste.',
      code: 'not_found',
    });
  });

  it('refuses a dealer on a request of a province it excludes, or closed by another dealer’s quotation it never quoted', async () => {
    const excluded = await one<{ token_uuid: string }>(`select s.token_uuid from submissions s
      where s.province_id in (select province_id from dealer_provinces where dealer_id = 1)
        and not exists (select 1 from conversations c where c.submission_id = s.id and c.dealer_id = 1) limit 1`);
    expect(await refusalOf(url, { token: dealer, chatToken: excluded.token_uuid })).toEqual({
      message: 'Non puoi accedere a questa chat.',
      code: 'forbidden',
    });

    const { id, token } = await freshRequestOfCustomer();
    await t.database.query(`update submissions set closed_at = now() where id = ${id}`);
    expect((await refusalOf(url, { token: dealer, chatToken: token })).code).toBe('forbidden');
    await t.database.query(`update submissions set closed_at = null where id = ${id}`);
  });

  it('refuses a customer on another customer’s request, without a dealer, or with a dealer that never quoted nor wrote', async () => {
    const chatToken = await tokenOf(68);
    expect((await refusalOf(url, { token: otherCustomer, chatToken, dealerId: 1 })).code).toBe('forbidden');
    expect((await refusalOf(url, { token: customer, chatToken })).code).toBe('invalid');
    expect((await refusalOf(url, { token: customer, chatToken, dealerId: 3 })).code).toBe('forbidden');
  });

  it('refuses a browser of another site, and accepts the server’s own origin and the configured ones', async () => {
    const chatToken = await tokenOf(68);
    expect(await refusalOf(url, { token: dealer, chatToken }, { origin: 'https://evil.example' })).toEqual({
      message: 'Connessione rifiutata: origine non consentita.',
      code: 'origin',
    });
    const client = await connectChat(url, { token: dealer, chatToken }, { origin: url });
    client.close();
  });
});

describe('chat messages', () => {
  it('stores a customer’s message, delivers it to both sides and counts it unread for the dealer until confirmRead', async () => {
    const chatToken = await tokenOf(68);
    const dealerChat = await chat(dealer, chatToken);
    const customerChat = await chat(customer, chatToken, 1);
    const history = dealerChat.received[0];
    expect(history.length).toBeGreaterThan(0);
    expect(history.map((m) => m.order)).toEqual([...history.map((m) => m.order)].sort((a, b) => a - b));
    expect(customerChat.received[0].map((m) => m.text)).toEqual(history.map((m) => m.text));
    expect(customerChat.received[0].map((m) => m.my_message)).toEqual(history.map((m) => m.is_client));
    const unreadBefore = (await ping(dealer)).messages_to_read;

    // An attachment is an upload of a participant (tests/security/chat-attachments.test.ts).
    const photo = `upload-${'ab12'.repeat(8)}.png`;
    await t.database.query(
      `insert into uploads (name, content_type, size, owner_id) values ('${photo}', 'image/png', 1, 4)`,
    );
    expect(
      await send(customerChat, chatToken, 'newMessage', '  Il faro è ancora disponibile?  ', [`/media/${photo}`]),
    ).toEqual({ ok: true });
    const [atDealer] = (await waitForLists(dealerChat, 2))[1];
    const [atCustomer] = (await waitForLists(customerChat, 2))[1];
    expect(atDealer).toMatchObject({
      is_client: true,
      my_message: false,
      text: 'Il faro è ancora disponibile?',
      user_name: 'Giulia Bianchi',
      attachments: `["/media/${photo}"]`,
    });
    expect(atCustomer).toEqual({ ...atDealer, my_message: true });
    expect(atDealer.timestamp).toBe(Date.parse(atDealer.created_at));
    const stored = await one<{ text: string; read_at: unknown }>(
      `select text, read_at from messages where id = ${atDealer.order}`,
    );
    expect(stored).toEqual({ text: 'Il faro è ancora disponibile?', read_at: null });
    expect((await ping(dealer)).messages_to_read).toBe(unreadBefore + 1);

    const list = async () =>
      Conversation.array().parse((await t.client(dealer).call('messageList', { params: { userId: 1 } })).body);
    expect((await list()).find((c) => c.chat_token === chatToken)?.last_message).toMatchObject({
      text: 'Il faro è ancora disponibile?',
      read: false,
      user_id: 4,
    });

    expect(await send(dealerChat, chatToken, 'confirmRead')).toEqual({ ok: true });
    const conversationUnread = await one<{
      n: number;
    }>(`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
      where c.dealer_id = 1 and c.submission_id = 68 and m.is_client and m.read_at is null`);
    expect(conversationUnread.n).toBe(0);
    expect((await ping(dealer)).messages_to_read).toBeLessThan(unreadBefore + 1);
    expect((await list()).find((c) => c.chat_token === chatToken)?.last_message?.read).toBe(true);
    // The customer's counter: the dealer's messages it has not read.
    const customerUnread = (await ping(customer)).messages_to_read;
    await send(dealerChat, chatToken, 'newMessage', 'Sì, lo spedisco domani.');
    expect((await ping(customer)).messages_to_read).toBe(customerUnread + 1);
    await send(customerChat, chatToken, 'confirmRead');
    expect((await ping(customer)).messages_to_read).toBe(customerUnread);
    dealerChat.close();
    customerChat.close();
  });

  it('refuses an empty message or a bad attachment with a chat_error, storing nothing', async () => {
    const chatToken = await tokenOf(68);
    const client = await chat(dealer, chatToken);
    const errors: ChatErrorPayload[] = [];
    client.socket.on(CHAT_ERROR_EVENT, (error: ChatErrorPayload) => errors.push(error));
    const before = await one<{ n: number }>('select count(*)::int as n from messages');
    expect(await send(client, chatToken, 'newMessage', '   ')).toEqual({
      ok: false,
      message: 'Scrivi un messaggio o allega un’immagine.',
    });
    expect((await send(client, chatToken, 'newMessage', 'ciao', ['javascript:alert(1)'])).ok).toBe(false);
    expect(errors.map((e) => e.code)).toEqual(['invalid', 'invalid']);
    expect(await one<{ n: number }>('select count(*)::int as n from messages')).toEqual(before);
    client.close();
  });

  it('keeps each dealer’s conversation on a request apart', async () => {
    const { token } = await freshRequestOfCustomer();
    const first = await chat(dealer, token);
    const second = await chat(dealer2, token);
    expect(first.received[0]).toEqual([]);
    await send(first, token, 'newMessage', 'Messaggio del primo ricambista');
    await waitForLists(first, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.received).toHaveLength(1);
    first.close();
    second.close();
  });
});

describe('timer and replay', () => {
  it('pauses the dealer’s timer when it writes and resumes it when the customer replies', async () => {
    const { id, token } = await freshRequestOfCustomer();
    const submission = async () => (await t.client(dealer).call('submission', { params: { id } })).body;
    expect((await submission()).is_frozen).toBe(false);
    const dealerChat = await chat(dealer, token);
    await send(dealerChat, token, 'newMessage', 'Mi conferma la versione del motore?');
    expect((await submission()).is_frozen).toBe(true);
    const customerChat = await chat(customer, token, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await send(customerChat, token, 'newMessage', '1.2 benzina');
    expect((await submission()).is_frozen).toBe(false);
    const conversation = await one<{ frozen_since: unknown; paused_ms: number }>(
      `select frozen_since, paused_ms from conversations where submission_id = ${id} and dealer_id = 1`,
    );
    expect(conversation.frozen_since).toBeNull();
    expect(conversation.paused_ms).toBeGreaterThanOrEqual(50);
    dealerChat.close();
    customerChat.close();
  });

  it('leaves the timer paused exactly when the last message is the dealer’s, even when both write at once', async () => {
    const { id, token } = await freshRequestOfCustomer();
    const dealerChat = await chat(dealer, token);
    await send(dealerChat, token, 'newMessage', 'Le serve anche il filtro?');
    // The customer may write once the dealer wrote (tests/security/chat-conversations.test.ts).
    const customerChat = await chat(customer, token, 1);
    for (let round = 0; round < 20; round += 1) {
      // The customer's reply and the dealer's next message race: each store must see the other's effect on the timer.
      await Promise.all([
        send(customerChat, token, 'newMessage', `Risposta ${round}`),
        send(dealerChat, token, 'newMessage', `Domanda ${round}`),
      ]);
      const state = await one<{
        frozen: boolean;
        last_is_client: boolean;
      }>(`select c.frozen_since is not null as frozen,
          (select m.is_client from messages m where m.conversation_id = c.id order by m.id desc limit 1) as last_is_client
        from conversations c where c.submission_id = ${id} and c.dealer_id = 1`);
      expect(state.frozen, `round ${round}`).toBe(!state.last_is_client);
    }
    dealerChat.close();
    customerChat.close();
  });

  it('moves the timer in the same statement that stores the message, so interleaved stores cannot undo each other', async () => {
    const { id } = await freshRequestOfCustomer();
    const conversationId = await ensureConversation(t.app.db, id, 1);
    const from = (isClient: boolean, text: string) =>
      storeMessage(t.app.db, {
        conversationId,
        authorId: isClient ? 4 : 1,
        isClient,
        userName: isClient ? 'Cliente' : 'Ricambista',
        text,
        attachments: [],
      });
    await from(false, 'Prima domanda');
    // Stored together: on PGlite they queue in this order, on PostgreSQL either may commit last. Whatever the order,
    // the timer follows the message stored last: paused after the dealer's, running after the customer's.
    await Promise.all([from(true, 'Risposta'), from(false, 'Seconda domanda')]);
    const state = await one<{ frozen: boolean; last_is_client: boolean }>(`select c.frozen_since is not null as frozen,
        (select m.is_client from messages m where m.conversation_id = c.id order by m.id desc limit 1) as last_is_client
      from conversations c where c.id = ${conversationId}`);
    expect(state.frozen).toBe(!state.last_is_client);
    await from(true, 'Ultima risposta');
    expect(
      (await one<{ frozen_since: unknown }>(`select frozen_since from conversations where id = ${conversationId}`))
        .frozen_since,
    ).toBeNull();
  });

  it('gives a reconnecting client what it missed, each message once', async () => {
    const chatToken = await tokenOf(68);
    const first = await chat(dealer, chatToken);
    const before = first.received[0];
    first.close();
    const customerChat = await chat(customer, chatToken, 1);
    await send(customerChat, chatToken, 'newMessage', 'Primo mentre eri via');
    await send(customerChat, chatToken, 'newMessage', 'Secondo mentre eri via');
    const again = await chat(dealer, chatToken);
    const history = again.received[0];
    expect(history.slice(0, before.length)).toEqual(before);
    expect(history.slice(before.length).map((m) => m.text)).toEqual(['Primo mentre eri via', 'Secondo mentre eri via']);
    expect(new Set(history.map((m) => m.order)).size).toBe(history.length);
    const stored = await one<{
      n: number;
    }>(`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
      where c.submission_id = 68 and c.dealer_id = 1`);
    expect(history).toHaveLength(stored.n);
    again.close();
    customerChat.close();
  });
});

describe('flood limit', () => {
  it('drops what a socket sends beyond the limit with rate_limited, keeps it connected, and accepts it again later', async () => {
    const chatToken = await tokenOf(68);
    const client = await chat(customer, chatToken, 1);
    const errors: ChatErrorPayload[] = [];
    client.socket.on(CHAT_ERROR_EVENT, (error: ChatErrorPayload) => errors.push(error));
    const before = await one<{ n: number }>('select count(*)::int as n from messages');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send(client, chatToken, 'newMessage', `raffica ${i}`)),
    );
    const accepted = answers.filter((a) => a.ok).length;
    expect(accepted).toBeGreaterThanOrEqual(CHAT_RATE_BURST);
    expect(accepted).toBeLessThan(CHAT_RATE_BURST + 10);
    expect(errors.filter((e) => e.code === 'rate_limited').length).toBe(40 - accepted);
    expect(errors[0]).toMatchObject({ message: 'Stai inviando messaggi troppo velocemente: attendi un attimo.' });
    expect(errors[0].retry_after_ms).toBeGreaterThan(0);
    const after = await one<{ n: number }>('select count(*)::int as n from messages');
    expect(after.n - before.n).toBe(accepted);
    expect(client.socket.connected).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await send(client, chatToken, 'newMessage', 'dopo la pausa')).toEqual({ ok: true });
    client.close();
  });
});
