/*
 * Invalidation of the ping's cached counters (server/repositories/ping.ts). Writes call these after they change
 * what a dealer's counters count; a cached value computed from a read that started before the call is never
 * served after it. Process-wide and keyed by dealer id only: with two databases in one process (tests) a write on
 * one also drops the other's entries, which costs a recount and nothing else.
 *
 * Marks are ticks of one counter: a change sets the mark of what it touches to a new tick; a value computed from
 * a read that started at tick t is valid while every mark it depends on is ≤ t.
 */

import { announce, onRemote } from '../shared/invalidation-bus.js';

let tick = 0;
const dealerMarks = new Map<number, number>();
let requestsMark = 0;
let closedMark = 0;

/** The tick a computation starts at: take it before reading the database. */
export const currentTick = (): number => tick;

/** Quotations, messages, notifications, excluded provinces or conversation timers of these dealers changed. */
export function dealerCountersChanged(dealerIds: Iterable<number>): void {
  const ids = [...dealerIds];
  markDealers(ids);
  announce('dealers', ids);
  tell('dealers', ids);
}

function markDealers(dealerIds: readonly number[]): void {
  tick += 1;
  for (const id of dealerIds) dealerMarks.set(Number(id), tick);
}

/** A request was created (its id, for the live inbox: server/realtime/inbox-hub.ts): the shared per-province totals are stale. */
export function requestsChanged(createdIds: number[] = []): void {
  markRequests();
  announce('requests', createdIds);
  tell('requests', createdIds);
}

function markRequests(): void {
  tick += 1;
  requestsMark = tick;
}

/** A request was closed: the shared totals and every dealer's kept-open requests are stale. */
export function requestClosed(closedIds: number[] = []): void {
  markClosed();
  announce('closed', closedIds);
  tell('closed', closedIds);
}

function markClosed(): void {
  tick += 1;
  requestsMark = tick;
  closedMark = tick;
}

export type CountersChangeKind = 'dealers' | 'requests' | 'closed';
const listeners = new Set<(kind: CountersChangeKind, ids: number[]) => void>();

/**
 * Called after every change, made here or announced by another instance (the live inbox pushes counters from it:
 * server/realtime/inbox-hub.ts). ids: dealers, or the requests created / closed (may be empty). Answers the detach.
 */
export function onCountersChange(listener: (kind: CountersChangeKind, ids: number[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tell(kind: CountersChangeKind, ids: number[]): void {
  for (const listener of listeners) listener(kind, ids);
}

// The same changes made by another instance (server/shared/invalidation-bus.ts): applied here, not re-announced.
onRemote('dealers', (ids) => {
  markDealers(ids);
  tell('dealers', ids);
});
onRemote('requests', (ids) => {
  markRequests();
  tell('requests', ids);
});
onRemote('closed', (ids) => {
  markClosed();
  tell('closed', ids);
});

/** Whether the shared per-province totals read from tick `since` are still valid. */
export const requestTotalsValid = (since: number): boolean => requestsMark <= since;

/** Whether a dealer's own part read from tick `since` is still valid. */
export const dealerPartValid = (dealerId: number, since: number): boolean =>
  closedMark <= since && (dealerMarks.get(dealerId) ?? 0) <= since;
