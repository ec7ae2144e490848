import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conversation } from '../../contract/entities/chat.js';
import { PingData } from '../../contract/entities/ping.js';
import { apiPath, routes } from '../../contract/routes.js';
import { bearer, testApp, type TestApp } from './support/app.js';

let t: TestApp;
let dealer: string;

beforeAll(async () => {
  t = await testApp();
  dealer = await t.login('dealer@demo.example');
});
afterAll(async () => t?.close());

const rows = async <T>(sql: string) => (await t.database.query(sql)) as T[];

async function conversations(token = dealer, id = 1): Promise<Conversation[]> {
  const answer = await t.app.inject({
    method: 'GET',
    url: apiPath(routes.messageList, { userId: id }),
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return Conversation.array().parse(answer.json());
}

describe('GET /api/user/:userId/message/list', () => {
  it('lists the dealer’s conversations with messages, newest last message first, with the request’s chat token and vehicle', async () => {
    const list = await conversations();
    const expected = await rows<{
      uuid: string;
      submission_id: number;
      token_uuid: string;
      plate: string | null;
      chassis: string | null;
      model: string;
    }>(`
      select c.uuid, c.submission_id, s.token_uuid, v.plate, v.chassis, v.model from conversations c
      join submissions s on s.id = c.submission_id join vehicles v on v.id = s.vehicle_id
      where c.dealer_id = 1 and exists (select 1 from messages m where m.conversation_id = c.id)`);
    expect(list.map((c) => c.uuid).sort()).toEqual(expected.map((c) => c.uuid).sort());
    const times = list.map((c) => Date.parse(c.last_message?.created_at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const conversation of list) {
      const row = expected.find((c) => c.uuid === conversation.uuid);
      expect(conversation.chat_token).toBe(row?.token_uuid);
      expect(conversation.submission_id).toBe(row?.submission_id);
      expect(conversation.topic_title).toContain(row?.plate ?? row?.chassis ?? '');
      expect(conversation.topic_title).toContain(row?.model ?? '');
      expect(conversation.vehicle.model).toBe(row?.model);
    }
  });

  it('shows each conversation’s last message, read for the dealer only when no customer message waits, in agreement with ping', async () => {
    const list = await conversations();
    const unread = await rows<{
      uuid: string;
    }>(`select distinct c.uuid from conversations c join messages m on m.conversation_id = c.id
      where c.dealer_id = 1 and m.is_client and m.read_at is null`);
    expect(unread.length).toBeGreaterThan(0);
    expect(
      list
        .filter((c) => !c.last_message?.read)
        .map((c) => c.uuid)
        .sort(),
    ).toEqual(unread.map((c) => c.uuid).sort());
    const [last] = await rows<{
      text: string;
      author_id: number;
    }>(`select m.text, m.author_id from messages m join conversations c on c.id = m.conversation_id
      where c.uuid = '${list[0].uuid}' order by m.id desc limit 1`);
    expect(list[0].last_message).toMatchObject({ text: last.text, user_id: last.author_id });
    const ping = PingData.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPath(routes.ping)}?security=dealer-portal`,
          headers: bearer(dealer),
        })
      ).json(),
    );
    expect(ping.messages_to_read > 0).toBe(list.some((c) => !c.last_message?.read));
  });

  it('leaves out conversations opened without messages, and is the caller’s only', async () => {
    await t.database
      .query(`insert into conversations (uuid, submission_id, dealer_id) values ('11111111-2222-4333-8444-555555555555', 66, 1)
      on conflict do nothing`);
    expect((await conversations()).some((c) => c.uuid === '11111111-2222-4333-8444-555555555555')).toBe(false);
    const other = await t.app.inject({
      method: 'GET',
      url: apiPath(routes.messageList, { userId: 2 }),
      headers: bearer(dealer),
    });
    expect(other.statusCode).toBe(403);
    const dealer2 = await conversations(await t.login('dealer2@demo.example'), 2);
    const own = await rows<{ uuid: string }>(`select uuid from conversations where dealer_id = 1`);
    expect(dealer2.some((c) => own.some((o) => o.uuid === c.uuid))).toBe(false);
  });
});
