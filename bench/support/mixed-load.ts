import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { apiPath, routes } from '../../contract/routes.js';
import { hashToken, newToken } from '../../server/auth/tokens.js';
import { sessions } from '../../server/db/schema.js';
import type { Database } from '../../server/db/types.js';
import type { ClientPair, ClientsInput, ClientsOutput } from '../chat/clients.js';
import { runLoad, type LoadOutput } from './load.js';
import { BENCH_EMAIL_DOMAIN } from './scale-seed.js';

/** What a mixed load needs, written into the scaled database before the server process opens it. */
export interface MixedActors {
  dealerTokens: string[];
  pairs: ClientPair[];
  paths: string[];
  cleanUp: (database: Database) => Promise<void>;
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Sessions for `dealers` scaled dealers without excluded provinces (so every open request is readable by each),
 * `pairs` conversations on open requests with their customers' sessions, and the GETs of a portal: ping, the three
 * lists (a few pages) and request details.
 */
export async function prepareMixedActors(database: Database, dealers: number, pairs: number): Promise<MixedActors> {
  const { db } = database;
  const dealerIds = (
    await db.execute<{ id: number }>(sql`select id from users u
    where role = 'dealer' and email like ${`ricambista%@${BENCH_EMAIL_DOMAIN}`}
      and not exists (select 1 from dealer_provinces dp where dp.dealer_id = u.id)
    order by id limit ${dealers}`)
  ).rows.map((r) => Number(r.id));
  const requests = (
    await db.execute<{ id: number; author_id: number; token_uuid: string }>(sql`select id, author_id, token_uuid
    from submissions where closed_at is null and deadline_at > now() + interval '1 hour' order by id desc limit ${pairs}`)
  ).rows;
  const planned = requests.map((r, i) => ({ request: r, dealerId: dealerIds[i % dealerIds.length] }));
  const conversationIds = (
    await db.execute<{ id: number }>(sql`
    insert into conversations (uuid, submission_id, dealer_id)
    select gen_random_uuid()::text, s, d from unnest(${intArray(planned.map((p) => p.request.id))}, ${intArray(planned.map((p) => p.dealerId))}) as t(s, d)
    on conflict do nothing returning id`)
  ).rows.map((r) => Number(r.id));

  const tokens = new Map<number, string>();
  for (const id of [...dealerIds, ...planned.map((p) => Number(p.request.author_id))])
    if (!tokens.has(id)) tokens.set(id, newToken());
  const client = (id: number) => (dealerIds.includes(id) ? 'dealer-portal' : 'customer-app');
  const rows = [...tokens].map(([userId, token]) => ({
    userId,
    tokenHash: hashToken(token),
    client: client(userId),
    expiresAt: new Date(Date.now() + 6 * 3_600_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(sessions).values(rows.slice(i, i + 500));

  const list = (filter: 'pending' | 'expired' | 'outlet', page: number) =>
    `${apiPath(routes.submissionList, { filter })}?page=${page}`;
  const paths = [
    `${apiPath(routes.ping)}?security=dealer-portal`,
    list('pending', 1),
    `${apiPath(routes.ping)}?security=dealer-portal`,
    list('expired', 1),
    list('outlet', 1),
    list('expired', 7),
    list('pending', 2),
    ...requests.slice(0, 20).map((r) => apiPath(routes.submission, { id: r.id })),
  ];
  return {
    dealerTokens: dealerIds.map((id) => tokens.get(id) as string),
    pairs: planned.map((p) => ({
      chatToken: p.request.token_uuid,
      dealerId: p.dealerId,
      dealerToken: tokens.get(p.dealerId) as string,
      customerToken: tokens.get(Number(p.request.author_id)) as string,
    })),
    paths,
    async cleanUp(target) {
      await target.db.execute(sql`delete from conversations where id = any(${intArray(conversationIds)})`);
      await target.db.execute(
        sql`delete from sessions where token_hash = any(${`{${rows.map((r) => r.tokenHash).join(',')}}`}::text[])`,
      );
    },
  };
}

/** The chat clients of bench/chat/clients.ts (a worker thread): connect every pair, send at `rate` messages/s. */
function runChat(input: ClientsInput): Promise<ClientsOutput> {
  const entry = new URL('../chat/clients.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: input });
  return new Promise((resolve, reject) => {
    worker.on('message', (message: ClientsOutput | { failed: string } | { phase: string }) => {
      if ('phase' in message) return;
      void worker.terminate();
      if ('failed' in message) reject(new Error(`chat clients: ${message.failed}`));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

export interface MixedLoadResult {
  http: LoadOutput;
  chat: ClientsOutput;
}

/** HTTP GETs at `httpRate` requests/s (autocannon, child process) and chat messages at `chatRate`/s, for `seconds`. */
export async function runMixedLoad(
  baseUrl: string,
  actors: MixedActors,
  o: { seconds: number; httpRate: number; chatRate: number },
): Promise<MixedLoadResult> {
  const [http, chat] = await Promise.all([
    runLoad({
      baseUrl,
      path: `mixed-${randomUUID().slice(0, 4)}`,
      paths: actors.paths,
      tokens: actors.dealerTokens,
      connections: 20,
      seconds: o.seconds,
      overallRate: o.httpRate,
    }),
    runChat({
      baseUrl,
      pairs: actors.pairs,
      ratePerSecond: o.chatRate,
      warmupSeconds: 0,
      seconds: o.seconds,
      connectConcurrency: 20,
    }),
  ]);
  return { http, chat };
}
