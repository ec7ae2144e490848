import { rows } from './setup-data.js';
import { createSessions } from './setup-data.js';
import type { Database } from '../../../server/db/types.js';

export interface SoakDealer {
  id: number;
  token: string;
  /** The token_uuid of an open request this dealer chats on (its conversation exists already). */
  chatToken: string;
}

/**
 * `count` dealers like the ones who register and subscribe (active subscription, payment methods), each with
 * a login session and a conversation on one of the open requests: SQL in bulk, before the server starts.
 */
export async function createSoakDealers(database: Database, count: number): Promise<SoakDealer[]> {
  const tag = `soak${Date.now().toString(36)}`;
  const dealerIds = (
    await rows<{ id: number }>(
      database,
      `
    insert into users (role, email, password_hash, name, surname, legal_name, credits, adr_province, terms_accepted_at, created_at)
    select 'dealer', 'ricambista' || g || '@${tag}.example', (select password_hash from users order by id limit 1),
           'Ricambista', 'Numero ' || g, 'Ricambi ' || g || ' S.r.l.', 100,
           (select id from provinces order by id offset (g % 100) limit 1), now() - interval '30 days', now() - interval '30 days'
    from generate_series(1, ${count}) g returning id`,
    )
  ).map((r) => Number(r.id));
  const list = dealerIds.join(',');
  await database.query(`insert into subscriptions (dealer_id, status, provider, ends_at, created_at)
    select id, 'active', 'demo', now() + interval '20 days', now() - interval '10 days' from unnest(array[${list}]) id`);
  await database.query(
    `insert into dealer_methods (dealer_id, method_id) select id, m from unnest(array[${list}]) id cross join unnest(array[2, 3]) m`,
  );

  const open = await rows<{ id: number; token_uuid: string }>(
    database,
    `select id, token_uuid from submissions where closed_at is null order by id desc limit 20`,
  );
  if (open.length === 0) throw new Error('soak: no open request in the demo data to chat on');
  const chatOf = (index: number) => open[index % open.length];
  await database.query(`insert into conversations (uuid, submission_id, dealer_id)
    select gen_random_uuid()::text, s, d from unnest(array[${dealerIds.map((_, i) => chatOf(i).id).join(',')}], array[${list}]) as t(s, d)`);

  const tokens = await createSessions(database, dealerIds, 'dealer-portal');
  return dealerIds.map((id, i) => ({ id, token: tokens.get(id) as string, chatToken: chatOf(i).token_uuid }));
}
