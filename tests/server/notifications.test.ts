import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification } from '../../contract/entities/chat.js';
import { PingData } from '../../contract/entities/ping.js';
import { testApp, type TestApp } from './support/app.js';

let t: TestApp;
let dealer: string;

beforeAll(async () => {
  t = await testApp();
  dealer = await t.login('dealer@demo.example');
});
afterAll(async () => t?.close());

const get = (route: 'notificationList' | 'notificationRead', userId: number) =>
  t.client(dealer).call(route, { params: { userId } });
const list = async () => Notification.array().parse((await get('notificationList', 1)).body);
const unreadInPing = async () =>
  PingData.parse((await t.client(dealer).call('ping', { query: { security: 'dealer-portal' } })).body)
    .notifications_to_read;

describe('notifications', () => {
  it('lists the dealer’s notifications newest first, with read 1 or 0 as ping counts them', async () => {
    const notifications = await list();
    const [{ n }] = (await t.database.query('select count(*)::int as n from notifications where user_id = 1')) as {
      n: number;
    }[];
    expect(notifications).toHaveLength(n);
    const times = notifications.map((x) => Date.parse(x.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const unread = notifications.filter((x) => x.read === 0).length;
    expect(unread).toBeGreaterThan(0);
    expect(await unreadInPing()).toBe(unread);
  });

  it('marks them all read: every one has read 1 and ping counts 0; other users’ stay unread', async () => {
    const [{ n: othersBefore }] = (await t.database.query(
      'select count(*)::int as n from notifications where user_id <> 1 and read_at is null',
    )) as { n: number }[];
    const answer = await get('notificationRead', 1);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Notifiche segnate come lette.' });
    expect((await list()).every((x) => x.read === 1)).toBe(true);
    expect(await unreadInPing()).toBe(0);
    const [{ n: othersAfter }] = (await t.database.query(
      'select count(*)::int as n from notifications where user_id <> 1 and read_at is null',
    )) as { n: number }[];
    expect(othersAfter).toBe(othersBefore);
    expect(othersAfter).toBeGreaterThan(0);
  });

  it('is the caller’s own: another dealer’s id answers 403', async () => {
    expect((await get('notificationList', 2)).status).toBe(403);
    expect((await get('notificationRead', 2)).status).toBe(403);
  });
});
