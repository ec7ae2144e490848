import type { Browser, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Conversation } from '../../contract';
import { CHAT_SOCKET_PATH, chatSendEvent } from '../../contract/realtime';
import { launchBrowser, logIn, newPage } from './support/browser';

/*
 * The customer writes through socket.io from this test (as the customer app would); the dealer reads in Chromium.
 */
let browser: Browser;
let page: Page;
let customer: Socket | null = null;
const baseUrl = () => inject('baseUrl');

async function api<T>(
  path: string,
  token: string | null,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

/** A conversation of dealer 1 on a request of cliente@demo.example, and the customer's token. */
async function customerConversation(dealerToken: string) {
  const login = await api<{ token: string }>('/user/login', null, {
    method: 'POST',
    body: JSON.stringify({ email: 'cliente@demo.example', password: 'demo1234', security: 'customer-app' }),
  });
  const { body: list } = await api<Conversation[]>('/user/1/message/list', dealerToken);
  for (const conversation of list) {
    const own = await api<unknown>(`/customer/submissions/${conversation.submission_id}/quotations`, login.body.token);
    if (own.status === 200) return { conversation, customerToken: login.body.token };
  }
  throw new Error('no conversation of dealer 1 with cliente@demo.example in the demo data');
}

function connectCustomer(token: string, chatToken: string): Promise<Socket> {
  const socket = io(baseUrl(), {
    path: CHAT_SOCKET_PATH,
    auth: { token, chatToken, dealerId: 1 },
    transports: ['websocket'],
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const write = (socket: Socket, chatToken: string, text: string) =>
  socket
    .timeout(10_000)
    .emitWithAck(chatSendEvent(chatToken), { type: 'newMessage', text, attachments: [] }) as Promise<{ ok: boolean }>;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl());
  await logIn(page, 'dealer@demo.example');
  await page.waitForURL('**/dashboard');
});
afterAll(async () => {
  customer?.disconnect();
  await browser?.close();
});

const conversationList = (p: Page) => p.getByRole('navigation', { name: 'Conversazioni' });
const unreadItems = (p: Page) => conversationList(p).getByRole('link').filter({ hasText: 'Da leggere' });

describe('chat between a customer and the dealer’s Messages screen', () => {
  it('shows the customer’s message without reload, and the unread dots clear once the dealer opened the chats', async () => {
    const dealerToken = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ricambihub.auth') ?? '{}').token as string,
    );
    const { conversation, customerToken } = await customerConversation(dealerToken);
    const topic = conversation.topic_title;
    await page.getByRole('link', { name: /^Messaggi/ }).click();
    await page.waitForURL('**/messages');
    await conversationList(page)
      .getByRole('link', { name: new RegExp(topic) })
      .waitFor();

    // Read everything first: opening each unread conversation confirms its read; with the last one the header dot goes.
    while ((await unreadItems(page).count()) > 0) {
      const next = unreadItems(page).first();
      const name = (await next.locator('.MuiTypography-subtitle2').textContent()) ?? '';
      await next.click();
      await page.getByRole('log', { name: 'Messaggi della chat' }).getByRole('listitem').first().waitFor();
      await expect
        .poll(() => conversationList(page).getByRole('link').filter({ hasText: name }).first().textContent(), {
          timeout: 10_000,
        })
        .not.toContain('Da leggere');
    }
    await page.getByRole('link', { name: 'Messaggi', exact: true }).waitFor({ timeout: 15_000 });

    // Written while no chat is open: the list (every 20 s) and the header (ping, every 10 s) show the dots again.
    await page.getByRole('link', { name: 'Messaggi', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.search === '');
    customer = await connectCustomer(customerToken, conversation.chat_token);
    expect(await write(customer, conversation.chat_token, `Buongiorno, è ancora disponibile? (${Date.now()})`)).toEqual(
      { ok: true },
    );
    const item = conversationList(page).getByRole('link', { name: new RegExp(topic) });
    await expect.poll(() => item.textContent(), { timeout: 30_000 }).toContain('Da leggere');
    await page.getByRole('link', { name: 'Messaggi: ci sono messaggi da leggere' }).waitFor({ timeout: 15_000 });

    // Opening it clears both.
    await item.click();
    const log = page.getByRole('log', { name: 'Messaggi della chat' });
    await log.getByRole('listitem').first().waitFor();
    await expect.poll(() => item.textContent(), { timeout: 5_000 }).not.toContain('Da leggere');
    await page.getByRole('link', { name: 'Messaggi', exact: true }).waitFor({ timeout: 5_000 });

    // With the chat open, a new message of the customer appears within a second, without reload.
    const text = `Le mando la foto del libretto (${Date.now()})`;
    expect(await write(customer, conversation.chat_token, text)).toEqual({ ok: true });
    const sentAt = Date.now();
    await log.getByText(text).waitFor({ timeout: 1_000 });
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    // It arrived in the open chat, so it is read at once (the server agrees; no dot comes back on the next refresh).
    const readNow = async () =>
      (await api<Conversation[]>('/user/1/message/list', dealerToken)).body.find((c) => c.uuid === conversation.uuid)
        ?.last_message;
    await expect.poll(readNow, { timeout: 5_000 }).toMatchObject({ text, read: true });

    // And the dealer's answer reaches the customer.
    const answered = new Promise<string>((resolve) =>
      customer?.on(`/message/${conversation.chat_token}`, (list: { text: string; is_client: boolean }[]) => {
        const reply = list.find((m) => !m.is_client);
        if (reply) resolve(reply.text);
      }),
    );
    await page.getByRole('textbox', { name: 'Scrivi un messaggio' }).fill('Ricevuta, grazie!');
    await page.getByRole('button', { name: 'Invia' }).click();
    expect(await answered).toBe('Ricevuta, grazie!');
  });
});
