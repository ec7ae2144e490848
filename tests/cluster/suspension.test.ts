import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { callApi } from '../faults/support/http.js';
import { closedWithin, connectSocket, login, msUntil } from './support/clients.js';
import { missingServices, startCluster, type Cluster } from './support/cluster.js';

/*
 * A dealer suspended through one instance is refused by the other at once (its cached session is dropped
 * over Redis), its open sockets there close, and a reactivation through the other instance lets it in again.
 */

const missing = await missingServices();
if (missing) console.warn(missing);

let cluster: Cluster;
let A = '';
let B = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  if (missing) return;
  cluster = await startCluster();
  [A, B] = cluster.instances.map((instance) => instance.url);
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await cluster?.close();
});

describe.skipIf(missing !== null)('suspension across instances', () => {
  it('refuses a dealer suspended on A on B within 1 s, closes its socket on B, and lets it back after a reactivation on B', async () => {
    const operator = await login(A, 'operatore@demo.example', 'operator-console');
    const dealer = await login(A, 'dealer2@demo.example');
    const { body: me } = await callApi<{ id: number }>(A, routes.me, { token: dealer });
    const [chat] = await cluster.sql<{ token_uuid: string }>(
      'select s.token_uuid from conversations c join submissions s on s.id = c.submission_id where c.dealer_id = $1 order by c.id limit 1',
      [me.id],
    );
    // B has checked (and cached) the session before the suspension.
    expect((await callApi(B, routes.feeAmount, { token: dealer, params: { dealerId: me.id } })).status).toBe(200);
    const socket = await connectSocket(B, { token: dealer, chatToken: chat.token_uuid });
    sockets.push(socket);
    const closing = closedWithin(socket, 2_000);

    const suspension = { token: operator, params: { id: me.id }, body: { reason: 'Verifica in corso' } };
    expect((await callApi(A, routes.adminDealerSuspend, suspension)).status).toBe(200);
    const refusedOnB = async () => {
      const answer = await callApi<{ message: string }>(B, routes.feeAmount, {
        token: dealer,
        params: { dealerId: me.id },
      });
      return answer.status === 403 && answer.body.message === errors.accountSuspended;
    };
    expect(await msUntil(refusedOnB, 1_000)).toBeLessThan(1_000);
    expect(await closing).toBe(true);
    await expect(connectSocket(B, { token: dealer, chatToken: chat.token_uuid })).rejects.toMatchObject({
      code: 'forbidden',
    });

    expect((await callApi(B, routes.adminDealerReactivate, { token: operator, params: { id: me.id } })).status).toBe(
      200,
    );
    const backOnA = async () =>
      (await callApi(A, routes.feeAmount, { token: dealer, params: { dealerId: me.id } })).status === 200;
    expect(await msUntil(backOnA, 1_000)).toBeLessThan(1_000);
  });
});
