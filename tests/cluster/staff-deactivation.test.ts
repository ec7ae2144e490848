import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.js';
import { callApi } from '../faults/support/http.js';
import { closedWithin, connectSocket, login, msUntil } from './support/clients.js';
import { missingServices, startCluster, type Cluster } from './support/cluster.js';

/*
 * A company's person deactivated by the owner through one instance is refused by the other at once (the
 * cached session dropped over Redis) and their open socket there closes; the owner goes on. A change of role holds
 * on the other instance the same way: from the next call, and their open sockets there close.
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

describe.skipIf(missing !== null)('a deactivated person across instances', () => {
  it('is refused on B within 1 s of a deactivation on A, and their chat socket on B closes', async () => {
    const owner = await login(A, 'dealer@demo.example');
    const quoter = await login(A, 'preventivi@demo.example');
    const { body: me } = await callApi<{ id: number; staff: { id: number } }>(A, routes.me, { token: quoter });
    const [chat] = await cluster.sql<{ token_uuid: string }>(
      'select s.token_uuid from conversations c join submissions s on s.id = c.submission_id where c.dealer_id = $1 order by c.id limit 1',
      [me.id],
    );
    // B has checked (and cached) the quoter's session before the deactivation.
    expect((await callApi(B, routes.me, { token: quoter })).status).toBe(200);
    const socket = await connectSocket(B, { token: quoter, chatToken: chat.token_uuid });
    sockets.push(socket);
    const closing = closedWithin(socket, 2_000);

    const off = await callApi(A, routes.staffDeactivate, {
      token: owner,
      params: { dealerId: me.id, memberId: me.staff.id },
    });
    expect(off.status).toBe(200);
    const refusedOnB = async () => (await callApi(B, routes.me, { token: quoter })).status === 401;
    expect(await msUntil(refusedOnB, 1_000)).toBeLessThan(1_000);
    expect(await closing).toBe(true);
    expect((await callApi(B, routes.me, { token: owner })).status).toBe(200);
  });
});

describe.skipIf(missing !== null)("a person's new role across instances", () => {
  it('holds on B within 1 s of the change on A, and their chat socket on B closes', async () => {
    const owner = await login(A, 'dealer@demo.example');
    const shipping = await login(A, 'magazzino@demo.example');
    const { body: me } = await callApi<{ id: number; staff: { id: number } }>(A, routes.me, { token: shipping });
    const [chat] = await cluster.sql<{ token_uuid: string }>(
      'select s.token_uuid from conversations c join submissions s on s.id = c.submission_id where c.dealer_id = $1 order by c.id limit 1',
      [me.id],
    );
    const accepted = { token: shipping, params: { dealerId: me.id, filter: 'accepted' } };
    // B has checked (and cached) the person's session, with its shipping role, before the change.
    expect((await callApi(B, routes.quotationList, accepted)).status).toBe(200);
    expect((await callApi(B, routes.feeAmount, { token: shipping, params: { dealerId: me.id } })).status).toBe(403);
    const socket = await connectSocket(B, { token: shipping, chatToken: chat.token_uuid });
    sockets.push(socket);
    const closing = closedWithin(socket, 2_000);

    const changed = await callApi(A, routes.staffUpdate, {
      token: owner,
      params: { dealerId: me.id, memberId: me.staff.id },
      body: { role: 'billing' },
    });
    expect(changed.status).toBe(200);
    const refusedOnB = async () => (await callApi(B, routes.quotationList, accepted)).status === 403;
    expect(await msUntil(refusedOnB, 1_000)).toBeLessThan(1_000);
    expect((await callApi(B, routes.feeAmount, { token: shipping, params: { dealerId: me.id } })).status).toBe(200);
    expect(await closing).toBe(true);
    await expect(connectSocket(B, { token: shipping, chatToken: chat.token_uuid })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
