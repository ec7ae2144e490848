import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { DraftEditingSend, INBOX_EVENTS, type DraftEditingEvent } from '../../contract/realtime.js';
import type { Db } from '../db/types.js';
import { personName } from '../repositories/staff.js';
import { mayWorkIn, type StaffRole } from '../../contract/staff.js';
import { INBOX_EVENT_AREAS, inboxAreaRoom } from './inbox-hub.js';

/** Announcements a socket may make in a minute: a few drafts renewed every 30 s, with room for opening and closing. */
const PER_MINUTE = 60;

/**
 * "<Nome> sta preparando un preventivo": relays a person's `draft:editing` to the other sockets of the
 * company whose role works on drafts (every instance, through the adapter), with who they are, and when the socket goes says `editing: false`
 * for what it had announced. Stateless otherwise: the company's tabs keep the announcements, with their expiry.
 */
export function servePresence(
  socket: Socket,
  deps: { db: Db; log: FastifyBaseLogger; dealerId: number; actorId: number; staffRole: StaffRole },
): void {
  // Drafts are the work of the roles of their area: only those announce, and only those hear the announcements.
  if (!mayWorkIn(deps.staffRole, INBOX_EVENT_AREAS.drafts)) return;
  const announced = new Set<number>();
  let person: Promise<{ id: number; name: string }> | null = null;
  const who = () =>
    (person ??= personName(deps.db, deps.actorId).then((name) => ({ id: deps.actorId, name: name ?? '' })));
  let windowStart = Date.now();
  let count = 0;
  const relay = (event: DraftEditingEvent) =>
    socket.to(inboxAreaRoom(deps.dealerId, INBOX_EVENT_AREAS.drafts)).emit(INBOX_EVENTS.draftEditing, event);

  socket.on(INBOX_EVENTS.draftEditing, (payload: unknown) => {
    if (Date.now() - windowStart > 60_000) [windowStart, count] = [Date.now(), 0];
    if (++count > PER_MINUTE) return;
    const parsed = DraftEditingSend.safeParse(payload);
    if (!parsed.success) return;
    const { submission_id: id, editing } = parsed.data;
    if (editing) announced.add(id);
    else announced.delete(id);
    who()
      .then((p) => relay({ submission_id: id, editing, person: p }))
      .catch((err: unknown) => deps.log.error({ err }, 'draft presence relay failed'));
  });
  socket.once('disconnect', () => {
    if (announced.size === 0) return;
    who()
      .then((p) => {
        for (const id of announced) relay({ submission_id: id, editing: false, person: p });
      })
      .catch((err: unknown) => deps.log.error({ err }, 'draft presence relay failed'));
  });
}
