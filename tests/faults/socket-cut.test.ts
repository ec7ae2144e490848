import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, chatReceiveEvent, chatSendEvent } from '../../contract/realtime.js';
import { chatCopy } from '../../i18n/it/app/chat.js';
import { launchBrowser, logIn, newPage } from '../e2e/support/browser.js';
import { copyPgliteTemplate } from '../server/support/db.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { createSessions, rows, withDataFolder } from './support/setup-data.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { builtWebApp } from './support/web-build.js';

/*
 * The dealer's Messages screen in Chromium reaches the real server through a loopback TCP proxy this test
 * cuts (open connections reset, new ones refused) and restores, twice, while the customer (socket.io-client,
 * straight to the server) keeps writing. What the dealer sees: the chat says it is offline, comes back by
 * itself, and then shows every message exactly once, old and new; and what the dealer writes reaches the customer.
 */

const DEALER = 1;
const CUSTOMER = 4;
const WAIT_MS = 30_000;

let dataDir = '';
let web: { dir: string; cleanUp: () => Promise<void> } | null = null;
let server: ServerProcess | null = null;
let proxy: TcpProxy | null = null;
let browser: Browser | null = null;
let customer: Socket | null = null;

afterAll(async () => {
  customer?.disconnect();
  await browser?.close();
  await proxy?.close();
  await server?.stop();
  await web?.cleanUp();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

interface ChatTarget {
  uuid: string;
  chatToken: string;
  customerToken: string;
}

beforeAll(async () => {
  web = await builtWebApp();
  dataDir = await copyPgliteTemplate();
  const target: ChatTarget = await withDataFolder(dataDir, async (database) => {
    const [conversation] = await rows<{ uuid: string; token_uuid: string }>(
      database,
      `
      select c.uuid, s.token_uuid from conversations c join submissions s on s.id = c.submission_id
      where c.dealer_id = ${DEALER} and s.author_id = ${CUSTOMER} order by c.id limit 1`,
    );
    if (!conversation)
      throw new Error(`no conversation of dealer ${DEALER} with customer ${CUSTOMER} in the demo data`);
    const tokens = await createSessions(database, [CUSTOMER], 'customer-app');
    return {
      uuid: conversation.uuid,
      chatToken: conversation.token_uuid,
      customerToken: tokens.get(CUSTOMER) as string,
    };
  });
  chat = target;
  server = await startServerProcess(dataDir, { SERVE_WEB: 'true', WEB_DIR: web.dir });
  const { port } = new URL(server.url);
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(port) });
  browser = await launchBrowser();
});

let chat: ChatTarget;

function connectCustomer(baseUrl: string): Promise<Socket> {
  const socket = io(baseUrl, {
    path: CHAT_SOCKET_PATH,
    auth: { token: chat.customerToken, chatToken: chat.chatToken, dealerId: DEALER },
    transports: ['websocket'],
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const write = async (socket: Socket, text: string) => {
  const answer = (await socket
    .timeout(10_000)
    .emitWithAck(chatSendEvent(chat.chatToken), { type: 'newMessage', text, attachments: [] })) as { ok: boolean };
  expect(answer, text).toEqual({ ok: true });
  // Under the chat's flood limit (contract/realtime.ts): a person typing, not a burst.
  await new Promise((resolve) => setTimeout(resolve, 300));
};

/** The texts of the chat's message bubbles on the page, in order. */
const bubbles = (page: Page) => page.getByRole('log', { name: chatCopy.log }).getByRole('listitem').allTextContents();

/** How many bubbles hold exactly this message (texts end with '.', so 'n. 1.' is not inside 'n. 10.'). */
const countOf = (texts: string[], text: string) => texts.filter((bubble) => bubble.includes(text)).length;

const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: chatCopy.offline });

describe('socket.io connection cut in the middle of a chat', () => {
  it('reconnects by itself and shows every message once', async () => {
    const page = await newPage(browser as Browser, `http://127.0.0.1:${(proxy as TcpProxy).port}`);
    await logIn(page, 'dealer@demo.example');
    await page.waitForURL('**/dashboard');
    await page.goto(`/messages?id=${chat.uuid}`);
    const log = page.getByRole('log', { name: chatCopy.log });
    await log.getByRole('listitem').first().waitFor({ timeout: WAIT_MS });
    const history = (await bubbles(page)).length;

    customer = await connectCustomer((server as ServerProcess).url);
    const run = Date.now().toString(36);
    const sent: string[] = [];
    const say = async (n: number) => {
      const text = `Prova ${run} n. ${n}.`;
      await write(customer as Socket, text);
      sent.push(text);
    };
    const expectShown = async (texts: string[]) => {
      for (const text of texts) await log.getByText(text).waitFor({ timeout: WAIT_MS });
    };

    for (let n = 1; n <= 3; n += 1) await say(n);
    await expectShown(sent);

    const reconnectMs: number[] = [];
    for (let cut = 0; cut < 2; cut += 1) {
      (proxy as TcpProxy).cut('refuse');
      await offlineStatus(page).waitFor({ timeout: WAIT_MS });
      // Written while the dealer's page is cut off.
      const from = sent.length + 1;
      for (let n = from; n < from + 4; n += 1) await say(n);
      (proxy as TcpProxy).restore();
      const restoredAt = Date.now();
      await offlineStatus(page).waitFor({ state: 'detached', timeout: WAIT_MS });
      await expectShown(sent);
      reconnectMs.push(Date.now() - restoredAt);
    }
    const last = sent.length;
    for (let n = last + 1; n <= last + 2; n += 1) await say(n);
    await expectShown(sent);

    // Both directions work on the new connection: the dealer's answer reaches the customer, once.
    const reply = `Risposta ${run}.`;
    const received: string[] = [];
    (customer as Socket).on(chatReceiveEvent(chat.chatToken), (list: { text: string }[]) =>
      received.push(...list.map((m) => m.text)),
    );
    await page.getByRole('textbox', { name: chatCopy.input }).fill(reply);
    await page.getByRole('button', { name: chatCopy.send }).click();
    await expect.poll(() => received.filter((text) => text === reply).length, { timeout: WAIT_MS }).toBe(1);
    await log.getByText(reply).waitFor({ timeout: WAIT_MS });

    // Every message exactly once: the new ones by text, and nothing of the history repeated.
    const texts = await bubbles(page);
    for (const text of [...sent, reply]) expect(countOf(texts, text), text).toBe(1);
    expect(texts).toHaveLength(history + sent.length + 1);
    expect(received.filter((text) => text === reply)).toHaveLength(1);
    console.info(
      `socket-cut: ${sent.length} customer messages (8 while cut off), history ${history}, reconnected ${reconnectMs.join(' and ')} ms after restore`,
    );
  });
});
