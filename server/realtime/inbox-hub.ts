import type { FastifyBaseLogger } from 'fastify';
import type { Namespace } from 'socket.io';
import type { CustomerCounters } from '../../contract/api/customer-counters.js';
import { routePaths } from '../../contract/paths.js';
import type { InboxCounters, InboxServerEvents } from '../../contract/realtime.js';
import { mayWorkIn, STAFF_AREAS, type StaffArea, type StaffRole } from '../../contract/staff.js';
import { onCountersChange, type CountersChangeKind } from '../cache/dealer-counters.js';
import type { Db } from '../db/types.js';
import { customerCounters } from '../repositories/customer-counters.js';
import { pingCounters } from '../repositories/ping.js';
import {
  dealersListing,
  dealersSeeing,
  lastNotificationId,
  loadNewRequest,
  nextDeadline,
  type NewRequest,
} from './inbox-queries.js';
import { unreadNotificationsAfter } from '../repositories/notifications-list.js';

export type InboxNamespace = Namespace<Record<string, never>, InboxServerEvents>;

/** The room of every app socket of one dealer's company, in the inbox namespace: what every role may read. */
export const inboxRoom = (dealerId: number) => `dealer:${dealerId}`;
/** The room of the company's app sockets whose role works in `area` (contract/staff.ts; the owner's work in all). */
export const inboxAreaRoom = (dealerId: number, area: StaffArea) => `dealer:${dealerId}:${area}`;
/** The rooms an app socket of a person with `role` joins: the company's, and one per area of the role's work. */
export const inboxRoomsOf = (dealerId: number, role: StaffRole): string[] => [
  inboxRoom(dealerId),
  ...(Object.keys(STAFF_AREAS) as StaffArea[])
    .filter((area) => mayWorkIn(role, area))
    .map((a) => inboxAreaRoom(dealerId, a)),
];

/**
 * Which area's sockets each event of a company goes to: the area of the route that shows the same thing over HTTP, so
 * a role gets on its socket only what its routes would answer it. A request card is GET /submission/{id}'s; a
 * quotation's move, the quotation lists'; a draft's presence, the drafts'. Counters (GET /ping) and notifications
 * (their list is everyone's) go to the company's room.
 */
export const INBOX_EVENT_AREAS = {
  submissionNew: routePaths.submission.staff,
  quotationUpdated: routePaths.quotationList.staff,
  drafts: routePaths.draftList.staff,
} as const satisfies Record<string, StaffArea>;
/** The room of one customer's app sockets, in the same namespace. */
export const customerRoom = (customerId: number) => `customer:${customerId}`;

/** Changes arriving together are pushed together: a write usually marks several things at once. */
const COALESCE_MS = 5;
/** Counters recomputed at once (mostly in memory: server/repositories/ping.ts caches their parts). */
const COUNTERS_BATCH = 500;
/** The next answer window ending is looked up again at least this often (requests created elsewhere move it). */
const DEADLINE_RECHECK_MS = 60_000;

interface DealerState {
  sockets: number;
  /** What this instance last pushed, so unchanged counters are not pushed again. */
  sent?: string;
  lastNotification: number;
}

/**
 * The live inbox of one instance. Every instance hears every change that moves the ping's counters
 * (server/cache/dealer-counters.ts, over the Redis invalidation bus from the others) and pushes, to ITS OWN
 * connected dealers only (`nsp.local`), what the change means for them: `submission:new` to the dealers whose lists
 * show a created request (the lists' own predicates: server/realtime/inbox-queries.ts) with their counters when they
 * moved, and of their company to the sockets whose role reads requests (INBOX_EVENT_AREAS; the others get the counters
 * alone), fresh `counters` to the others whose counters moved, `notification:new` for their notifications stored since
 * the last push. So each event is sent once, by the instance holding the socket, and a change made anywhere reaches
 * every instance's sockets.
 */
export class InboxHub {
  private readonly dealers = new Map<number, DealerState>();
  /** Connected customers: only their counters and notifications are pushed to them. */
  private readonly customers = new Map<number, DealerState>();
  private readonly dirty = new Set<number>();
  private readonly created: number[] = [];
  private readonly closed: number[] = [];
  private everyone = false;
  /** Requests already pushed: a change heard twice (in-process and over Redis, when apps share a process) is pushed once. */
  private readonly pushed = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private deadlineTimer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly detach: () => void;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly nsp: InboxNamespace,
    private readonly log: FastifyBaseLogger,
  ) {
    this.detach = onCountersChange((kind, ids) => this.changed(kind, ids));
  }

  /** A socket of this dealer connected here: answers the counters to send it first. */
  async join(dealerId: number): Promise<InboxCounters> {
    let state = this.dealers.get(dealerId);
    if (!state) {
      state = { sockets: 0, lastNotification: 0 };
      this.dealers.set(dealerId, state);
      state.lastNotification = await lastNotificationId(this.db, dealerId);
      if (this.dealers.size === 1) this.armDeadline();
    }
    state.sockets += 1;
    const counters = await pingCounters(this.db, { id: dealerId, role: 'dealer' });
    return counters;
  }

  leave(dealerId: number): void {
    release(this.dealers, dealerId);
  }

  /** A socket of this customer connected here: answers its counters (sent to it first). */
  async joinCustomer(customerId: number): Promise<CustomerCounters> {
    let state = this.customers.get(customerId);
    if (!state) {
      state = { sockets: 0, lastNotification: await lastNotificationId(this.db, customerId) };
      this.customers.set(customerId, state);
    }
    state.sockets += 1;
    const counters = await customerCounters(this.db, customerId, new Date());
    state.sent = JSON.stringify(counters);
    return counters;
  }

  leaveCustomer(customerId: number): void {
    release(this.customers, customerId);
  }

  changed(kind: CountersChangeKind, ids: number[]): void {
    if (this.stopped || this.dealers.size + this.customers.size === 0) return;
    if (kind === 'dealers') for (const id of ids) this.dirty.add(Number(id));
    else if (kind === 'requests') this.created.push(...ids);
    else if (ids.length > 0) this.closed.push(...ids);
    // A request closed without its id (another code path): anyone's counters may have moved.
    else this.everyone = true;
    this.schedule();
  }

  /** Resolves once every change heard so far has been pushed (tests and the bench wait on it). */
  settled(): Promise<void> {
    return this.chain;
  }

  stop(): void {
    this.stopped = true;
    this.detach();
    if (this.timer) clearTimeout(this.timer);
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.chain = this.chain
        .then(() => this.flush())
        .catch((err: unknown) => this.log.error({ err }, 'inbox push failed'));
    }, COALESCE_MS);
  }

  private async flush(): Promise<void> {
    const created = this.created.splice(0);
    const closed = this.closed.splice(0);
    const everyone = this.everyone;
    this.everyone = false;
    const notify = new Set(this.dirty);
    this.dirty.clear();
    const recount = new Set(everyone ? this.dealers.keys() : notify);
    const arrived: { request: NewRequest; reached: number[] }[] = [];
    for (const id of created) {
      if (this.pushed.has(id)) continue;
      if (this.pushed.size >= 10_000) this.pushed.clear();
      this.pushed.add(id);
      const request = await loadNewRequest(this.db, id);
      if (!request) continue;
      const reached = await dealersListing(this.db, id, request.filter, [...this.dealers.keys()]);
      arrived.push({ request, reached });
      for (const dealerId of reached) recount.add(dealerId);
    }
    for (const id of closed)
      for (const dealerId of await dealersSeeing(this.db, id, [...this.dealers.keys()])) recount.add(dealerId);
    const moved = await this.countersMoved(
      [...recount].filter((id) => this.dealers.has(id)),
      notify,
    );
    // A reached dealer's new counters ride on its `submission:new`: one frame per socket, not two (the write
    // to each socket is what a fan-out to 5,000 sockets costs). Dealers with equal payloads share one broadcast.
    const told = new Set<number>();
    for (const { request, reached } of arrived) {
      const groups = new Map<string, { counters?: InboxCounters; ids: number[] }>();
      for (const dealerId of reached) {
        if (!this.dealers.has(dealerId)) continue;
        const { counters, key } = moved.get(dealerId) ?? { key: '' };
        const group = groups.get(key) ?? { counters, ids: [] };
        group.ids.push(dealerId);
        groups.set(key, group);
        told.add(dealerId);
      }
      for (const { counters, ids } of groups.values()) {
        const rooms = ids.map(inboxRoom);
        const readers = ids.map((id) => inboxAreaRoom(id, INBOX_EVENT_AREAS.submissionNew));
        this.nsp.local.to(readers).emit('submission:new', {
          filter: request.filter,
          submission: request.card,
          ...(counters ? { counters } : {}),
        });
        // The company's people whose role does not read requests get the counters alone, as their ping shows them.
        if (counters) this.nsp.local.to(rooms).except(readers).emit('counters', counters);
      }
    }
    const others = new Map<string, { counters: InboxCounters; rooms: string[] }>();
    for (const [dealerId, { counters, key }] of moved) {
      if (told.has(dealerId)) continue;
      const group = others.get(key) ?? { counters, rooms: [] };
      group.rooms.push(inboxRoom(dealerId));
      others.set(key, group);
    }
    for (const { counters, rooms } of others.values()) this.nsp.local.to(rooms).emit('counters', counters);
    await this.pushCustomers(everyone ? [...this.customers.keys()] : [...notify]);
    if (created.length > 0 || closed.length > 0) this.armDeadline();
  }

  /** The dealers among `ids` whose counters moved since their last push, with the new counters (remembered as sent). */
  private async countersMoved(
    ids: number[],
    notify: ReadonlySet<number>,
  ): Promise<Map<number, { counters: InboxCounters; key: string }>> {
    const moved = new Map<number, { counters: InboxCounters; key: string }>();
    for (let i = 0; i < ids.length; i += COUNTERS_BATCH) {
      const batch = ids.slice(i, i + COUNTERS_BATCH);
      const fresh = await Promise.all(batch.map((id) => this.recount(id, notify.has(id))));
      fresh.forEach((counters, index) => {
        const state = this.dealers.get(batch[index]);
        const key = JSON.stringify(counters);
        if (!state || key === state.sent) return;
        state.sent = key;
        moved.set(batch[index], { counters, key });
      });
    }
    return moved;
  }

  /** A dealer's counters now; first its notifications stored since the last push, when it was told of a change. */
  private async recount(dealerId: number, maybeNotified: boolean): Promise<InboxCounters> {
    const counters = await pingCounters(this.db, { id: dealerId, role: 'dealer' });
    const state = this.dealers.get(dealerId);
    if (state && maybeNotified) {
      const fresh = await unreadNotificationsAfter(this.db, dealerId, state.lastNotification);
      for (const notification of fresh) {
        state.lastNotification = Math.max(state.lastNotification, notification.id);
        this.nsp.local.to(inboxRoom(dealerId)).emit('notification:new', notification);
      }
    }
    return counters;
  }

  /** Customers told of a change (a notification stored for them, usually): their new notifications, then their counters. */
  private async pushCustomers(ids: number[]): Promise<void> {
    for (const id of ids) {
      const state = this.customers.get(id);
      if (!state) continue;
      for (const notification of await unreadNotificationsAfter(this.db, id, state.lastNotification)) {
        state.lastNotification = Math.max(state.lastNotification, notification.id);
        this.nsp.local.to(customerRoom(id)).emit('notification:new', notification);
      }
      const counters = await customerCounters(this.db, id, new Date());
      const key = JSON.stringify(counters);
      if (key === state.sent) continue;
      state.sent = key;
      this.nsp.local.to(customerRoom(id)).emit('customer:counters', counters);
    }
  }

  /** Wakes when the next answer window ends: requests leave "In scadenza" for "Scadute" without any write. */
  private armDeadline(): void {
    if (this.deadlineTimer) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
    if (this.stopped || this.dealers.size === 0) return;
    nextDeadline(this.db)
      .then((next) => {
        if (this.stopped) return;
        const wait =
          next === null ? DEADLINE_RECHECK_MS : Math.min(DEADLINE_RECHECK_MS, Math.max(0, next - Date.now()) + 50);
        this.deadlineTimer = setTimeout(() => {
          if (next !== null && Date.now() >= next) {
            this.everyone = true;
            this.schedule();
          }
          this.armDeadline();
        }, wait);
        this.deadlineTimer.unref();
      })
      .catch((err: unknown) => this.log.error({ err }, 'inbox deadline lookup failed'));
  }

  /**
   * Counters were sent to a new socket directly: remembered, so an unchanged recount is not pushed again, and given
   * to the dealer's other sockets here when they differ from what those last got.
   */
  sentTo(dealerId: number, counters: InboxCounters, socketId: string): void {
    const state = this.dealers.get(dealerId);
    if (!state) return;
    const key = JSON.stringify(counters);
    if (state.sent !== undefined && state.sent !== key)
      this.nsp.local.to(inboxRoom(dealerId)).except(socketId).emit('counters', counters);
    state.sent = key;
  }
}

function release(users: Map<number, DealerState>, id: number): void {
  const state = users.get(id);
  if (!state) return;
  state.sockets -= 1;
  if (state.sockets <= 0) users.delete(id);
}
