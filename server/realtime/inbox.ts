import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { ChatRefusalCode } from '../../contract/realtime.js';
import { INBOX_NAMESPACE, InboxHandshakeAuth } from '../../contract/realtime.js';
import { dealerInStanding, dealerStanding } from '../auth/dealer-standing.js';
import type { Db } from '../db/types.js';
import { findLiveSession } from '../repositories/chat-guards.js';
import type { LimitStore } from '../shared/limits.js';
import {
  countFailedHandshake,
  leaseAddress,
  leaseUserSocket,
  tooManyFailedHandshakes,
  type Lease,
  type SocketCaps,
} from './chat-limits.js';
import { clientAddress } from './client-address.js';
import type { StaffRole } from '../../contract/staff.js';
import {
  customerRoom,
  INBOX_EVENT_AREAS,
  InboxHub,
  inboxAreaRoom,
  inboxRoomsOf,
  type InboxNamespace,
} from './inbox-hub.js';
import { attachInboxSink } from './inbox-signals.js';
import { servePresence } from './draft-presence.js';
import { isAllowedOrigin } from './origin.js';
import { accountRooms, sessionRoom } from './sessions.js';
import { closeAtExpiry, closeWhenStandingLapses } from './socket-lifetime.js';
import { GateFullError, type WorkGate } from './work-gate.js';

/** Set by the handshake: a dealer in standing or a customer. */
interface SocketData {
  userId: number;
  /** The person: a staff person's sockets close on their own deactivation. */
  actorId: number;
  customer: boolean;
  /** The person's role in the company: which of the company's events the socket gets (inboxRoomsOf). */
  staffRole: StaffRole;
  sessionId: number;
  expiresAt: Date;
}

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
 * The app socket, beside the chat on the same server: namespace INBOX_NAMESPACE, one socket per tab of
 * a dealer in standing. The handshake is the chat's: Origin, limits per address and user (shared with the chat's
 * sockets), the login read from the database. Each socket joins its dealer's room and its session's rooms (a logout
 * closes it: server/realtime/sessions.ts). The server only sends; see InboxHub for what and when.
 */
export function serveInbox(io: Server, deps: InboxDeps): { hub: InboxHub; close: () => void } {
  const nsp = io.of(INBOX_NAMESPACE) as unknown as InboxNamespace;
  const hub = new InboxHub(deps.db, nsp, deps.log);
  const leases = new Map<string, Lease[]>();
  const release = (held: Lease[]) =>
    Promise.all(held.map((lease) => lease.release())).catch((err: unknown) =>
      deps.log.error({ err }, 'inbox lease release failed'),
    );
  /** The socket's rooms (its user's, its session's, its own kind's), its leases given back on disconnect, its token's expiry. */
  const settle = (socket: Socket, rooms: string[], leave: () => void) => {
    const { userId, actorId, sessionId, expiresAt } = socket.data as SocketData;
    socket.once('disconnect', () => {
      void release(leases.get(socket.id) ?? []);
      leases.delete(socket.id);
      leave();
    });
    void socket.join([...rooms, sessionRoom(sessionId), ...accountRooms({ id: userId, actorId })]);
    closeAtExpiry(socket, expiresAt);
  };
  /**
   * A logout or a change of role between the handshake's check and the joins would have missed this socket (a role
   * change closes the person's sockets): check again, and close it if the role it was scoped to is no longer theirs.
   */
  const recheckSession = async (socket: Socket) => {
    const live = await findLiveSession(deps.db, (socket.handshake.auth as { token?: unknown }).token);
    if (!live || live.staffRole !== (socket.data as SocketData).staffRole) socket.disconnect(true);
  };

  nsp.use((socket, next) => {
    const { headers } = socket.handshake;
    if (!isAllowedOrigin(headers.origin, headers.host, deps.origin.publicUrl, deps.origin.allowedOrigins))
      return next(deps.refusal('origin'));
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
      if (user.suspended || user.role === 'operator') return refuse('forbidden');
      if (user.role === 'dealer' && !(await deps.gate.run(() => dealerInStanding(deps.db, user.id))))
        return refuse('forbidden');
      const byUser = await leaseUserSocket(deps.limits, user, deps.caps);
      if (!byUser) return refuse('too_many');
      held.push(byUser);
      socket.data = {
        userId: user.id,
        actorId: user.actorId,
        customer: user.role === 'customer',
        staffRole: user.staffRole,
        sessionId: user.sessionId,
        expiresAt: user.expiresAt,
      };
      leases.set(socket.id, held);
      next();
    })().catch((err: unknown) => {
      deps.log.error({ err }, 'inbox handshake failed');
      refuse(err instanceof GateFullError ? 'too_many' : 'unavailable');
    });
  });

  nsp.on('connection', (socket) => {
    const { userId, customer } = socket.data as SocketData;
    if (customer) {
      settle(socket as unknown as Socket, [customerRoom(userId)], () => hub.leaveCustomer(userId));
      (async () => {
        const counters = await hub.joinCustomer(userId);
        if (!socket.connected) return;
        socket.emit('customer:counters', counters);
        await recheckSession(socket as unknown as Socket);
      })().catch((err: unknown) => deps.log.error({ err }, 'inbox connect failed'));
      return;
    }
    const dealerId = userId;
    const { staffRole, actorId } = socket.data as SocketData;
    settle(socket as unknown as Socket, inboxRoomsOf(dealerId, staffRole), () => hub.leave(dealerId));
    servePresence(socket as unknown as Socket, { db: deps.db, log: deps.log, dealerId, actorId, staffRole });
    // Like the chat's: closed when the subscription lapses.
    closeWhenStandingLapses(
      socket as unknown as Socket,
      () => deps.gate.run(() => dealerStanding(deps.db, dealerId)),
      deps.log,
    );
    (async () => {
      const counters = await hub.join(dealerId);
      if (!socket.connected) return;
      socket.emit('counters', counters);
      hub.sentTo(dealerId, counters, socket.id);
      await recheckSession(socket as unknown as Socket);
    })().catch((err: unknown) => deps.log.error({ err }, 'inbox connect failed'));
  });

  // Quotation changes: emitted once, by the instance that wrote them, through the adapter to every instance.
  const detachSink = attachInboxSink(deps.db, {
    quotationUpdated: (dealerId, event) =>
      nsp.to(inboxAreaRoom(dealerId, INBOX_EVENT_AREAS.quotationUpdated)).emit('quotation:updated', event),
  });
  return {
    hub,
    close: () => {
      detachSink();
      hub.stop();
    },
  };
}
