import type { DraftEditingEvent, InboxCounters, SubmissionNewEvent } from '../../../contract/realtime';

/**
 * What the app socket brought this tab, outside React so one socket feeds every screen:
 * - counters: the newest pushed counters and when they came (usePing prefers them to an older ping);
 * - waiting: new requests not yet inserted in an open list ("N nuove richieste — Mostra"), newest first.
 */
export interface InboxSnapshot {
  counters: { value: InboxCounters; at: number } | null;
  waiting: (SubmissionNewEvent & { at: number })[];
  /** Colleagues with a request's draft open, by request id, until their announcement expires. */
  editing: Readonly<Record<number, { name: string; until: number }>>;
}

let snapshot: InboxSnapshot = { counters: null, waiting: [], editing: {} };
const listeners = new Set<() => void>();

function set(next: InboxSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const inboxStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): InboxSnapshot => snapshot,
  setCounters(value: InboxCounters): void {
    set({ ...snapshot, counters: { value, at: Date.now() } });
  },
  addWaiting(event: SubmissionNewEvent): void {
    if (snapshot.waiting.some((e) => e.submission.id === event.submission.id)) return;
    set({ ...snapshot, waiting: [{ ...event, at: Date.now() }, ...snapshot.waiting] });
  },
  /** The list now shows these: those of `filter` that arrived before its data was loaded at `loadedAt`. */
  clearWaiting(filter: SubmissionNewEvent['filter'], loadedAt = Number.POSITIVE_INFINITY): void {
    const waiting = snapshot.waiting.filter((e) => e.filter !== filter || e.at >= loadedAt);
    if (waiting.length !== snapshot.waiting.length) set({ ...snapshot, waiting });
  },
  /** A colleague's announcement: kept until `ttlMs` from now, dropped when they close the draft. */
  setEditing(event: DraftEditingEvent, ttlMs: number): void {
    const { [event.submission_id]: _, ...others } = snapshot.editing;
    const editing = event.editing
      ? { ...others, [event.submission_id]: { name: event.person.name, until: Date.now() + ttlMs } }
      : others;
    set({ ...snapshot, editing });
  },
  /** Logout: nothing of this dealer stays for the next. */
  reset(): void {
    set({ counters: null, waiting: [], editing: {} });
  },
};
