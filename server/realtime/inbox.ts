import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { ChatRefusalCode } from '../../contract/realtime.js';
import { INBOX_NAMESPACE, InboxHandshakeAuth } from '../../contract/realtime.js';
import { dealerInStanding } from '../auth/dealer-standing.js';
import type { Db } from '../db/types.js';
import { findLiveSession } from '../repositories/chat-guards.js';
import type { LimitStore } from '../shared/limits.js';
import { countFailedHandshake, leaseAddress, leaseUserSocket, tooManyFailedHandshakes, type Lease, type SocketCaps } from './chat-limits.js';
import { clientAddress } from './client-address.js';
import { InboxHub, inboxRoom, type InboxNamespace } from './inbox-hub.js';
import { attachInboxSink } from './inbox-signals.js';
import { isAllowedOrigin } from './origin.js';
import { sessionRoom, userRoom } from './sessions.js';
import { GateFullError, type WorkGate } from './work-gate.js';

export interface InboxDeps {
  db: Db;
  log: FastifyBaseLogger;
  limits: LimitStore;
  gate: WorkGate;
  caps: SocketCaps;
  origin: { publicUrl: string; allowedOrigins: string[]; trustProxy: boolean | string };
  refusal: (code: ChatRefusalCode) => Error;
}

/**
 * The app socket (issue 14), beside the chat on the same server: namespace INBOX_NAMESPACE, one socket per tab of
 * a dealer in standing. The handshake is the chat's: Origin, limits per address and user (shared with the chat's
 * sockets), the login read from the database. Each socket joins its dealer's room and its session's rooms (a logout
 * closes it: server/realtime/sessions.ts). The server only sends; see InboxHub for what and when.
 */
export function serveInbox(io: Server, deps: InboxDeps): { hub: InboxHub; close: () => void } {
  const nsp = io.of(INBOX_NAMESPACE) as unknown as InboxNamespace;
  const hub = new InboxHub(deps.db, nsp, deps.log);
  const leases = new Map<string, Lease[]>();
  const release = (held: Lease[]) => Promise.all(held.map((lease) => lease.release())).catch((err: unknown) => deps.log.error({ err }, 'inbox lease release failed'));

  nsp.use((socket, next) => {
    const { headers } = socket.handshake;
    if (!isAllowedOrigin(headers.origin, headers.host, deps.origin.publicUrl, deps.origin.allowedOrigins)) return next(deps.refusal('origin'));
    const address = clientAddress(socket.handshake.address, headers['x-forwarded-for'], deps.origin.trustProxy);
    const held: Lease[] = [];
    const refuse = (code: ChatRefusalCode) => {
      void release(held);
      next(deps.refusal(code));
    };
    (async () => {
      const auth = InboxHandshakeAuth.safeParse(socket.handshake.auth);
      if (await tooManyFailedHandshakes(deps.limits, address)) return refuse('too_many');
      const byAddress = await leaseAddress(deps.limits, address, deps.caps);
      if (!byAddress) return refuse('too_many');
      held.push(byAddress);
      const user = auth.success ? await deps.gate.run(() => findLiveSession(deps.db, auth.data.token)) : null;
      if (!user) {
        await countFailedHandshake(deps.limits, address);
        return refuse('unauthorized');
      }
      if (user.role !== 'dealer' || !(await deps.gate.run(() => dealerInStanding(deps.db, user.id)))) return refuse('forbidden');
      const byUser = await leaseUserSocket(deps.limits, user, deps.caps);
      if (!byUser) return refuse('too_many');
      held.push(byUser);
      socket.data = { dealerId: user.id, sessionId: user.sessionId };
      leases.set(socket.id, held);
      next();
    })().catch((err: unknown) => {
      deps.log.error({ err }, 'inbox handshake failed');
      refuse(err instanceof GateFullError ? 'too_many' : 'unavailable');
    });
  });

  nsp.on('connection', (socket) => {
    const { dealerId, sessionId } = socket.data as { dealerId: number; sessionId: number };
    let joined = false;
    socket.once('disconnect', () => {
      void release(leases.get(socket.id) ?? []);
      leases.delete(socket.id);
      if (joined) hub.leave(dealerId);
    });
    void socket.join([inboxRoom(dealerId), sessionRoom(sessionId), userRoom(dealerId)]);
    joined = true;
    (async () => {
      const counters = await hub.join(dealerId);
      if (!socket.connected) return;
      socket.emit('counters', counters);
      hub.sentTo(dealerId, counters, socket.id);
      // A logout between the handshake's check and the join above would have missed this socket: check again.
      if (!(await findLiveSession(deps.db, (socket.handshake.auth as { token?: unknown }).token))) socket.disconnect(true);
    })().catch((err: unknown) => deps.log.error({ err }, 'inbox connect failed'));
  });

  // Quotation changes: emitted once, by the instance that wrote them, through the adapter to every instance.
  const detachSink = attachInboxSink(deps.db, {
    quotationUpdated: (dealerId, event) => nsp.to(inboxRoom(dealerId)).emit('quotation:updated', event),
  });
  return {
    hub,
    close: () => {
      detachSink();
      hub.stop();
    },
  };
}
