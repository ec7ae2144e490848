import { hashToken, newToken } from '../../../server/auth/tokens.js';
import type { TestApp } from '../../server/support/app.js';

/*
 * Helpers of the chat's security tests (tests/security/chat-*.test.ts). Demo data: dealers 1 and 2, customer 4
 * (cliente@demo.example), request 68 where dealer 1 and customer 4 already talk.
 */

export const DEALER = 1;
export const OTHER_DEALER = 2;
export const CUSTOMER = 4;

export const rows = async <T>(t: TestApp, sql: string) => (await t.database.query(sql)) as T[];

/** A login token of `userId` stored as the login would (no login round trip, no throttling), valid for `ttlMs`. */
export async function sessionToken(
  t: TestApp,
  userId: number,
  ttlMs = 3_600_000,
  client = 'dealer-portal',
): Promise<string> {
  const token = newToken();
  await t.database.query(`insert into sessions (user_id, token_hash, client, expires_at)
    values (${userId}, '${hashToken(token)}', '${client}', now() + interval '${ttlMs} milliseconds')`);
  return token;
}

export async function chatTokenOf(t: TestApp, submissionId: number): Promise<string> {
  return (await rows<{ token_uuid: string }>(t, `select token_uuid from submissions where id = ${submissionId}`))[0]
    .token_uuid;
}

/** Open requests of customer 4 that dealers 1 and 2 can see and nobody has chatted on yet, one per call. */
export async function freshRequest(t: TestApp, skip = 0): Promise<{ id: number; token: string }> {
  const [row] = await rows<{ id: number; token_uuid: string }>(
    t,
    `select s.id, s.token_uuid from submissions s
    where s.author_id = ${CUSTOMER} and s.closed_at is null and s.deadline_at > now()
      and (s.province_id is null or s.province_id not in (select province_id from dealer_provinces where dealer_id in (1, 2)))
      and not exists (select 1 from conversations c where c.submission_id = s.id)
      and not exists (select 1 from quotations q where q.submission_id = s.id)
    order by s.id offset ${skip} limit 1`,
  );
  if (!row) throw new Error('no fresh request of customer 4 in the demo data');
  return { id: row.id, token: row.token_uuid };
}

export async function messageCount(t: TestApp): Promise<number> {
  return (await rows<{ n: number }>(t, 'select count(*)::int as n from messages'))[0].n;
}
