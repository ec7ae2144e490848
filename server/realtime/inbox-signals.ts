import type { QuotationUpdatedEvent } from '../../contract/realtime.js';

/**
 * Events a write announces to its dealers' app sockets after its commit, found by the database it wrote to (one app
 * per database, several in one test process). The app's inbox (server/realtime/inbox.ts) emits them through the
 * socket.io adapter: once, from the instance that made the change, to every instance holding that dealer's sockets.
 */
export interface InboxSink {
  quotationUpdated: (dealerId: number, event: QuotationUpdatedEvent) => void;
}

const sinks = new WeakMap<object, InboxSink>();

export function attachInboxSink(db: object, sink: InboxSink): () => void {
  sinks.set(db, sink);
  return () => {
    if (sinks.get(db) === sink) sinks.delete(db);
  };
}

export interface QuotationChange extends QuotationUpdatedEvent {
  dealerId: number;
}

/** Quotations whose status changed (committed): each owner dealer's sockets get `quotation:updated`. */
export function quotationsUpdated(db: object, changes: readonly QuotationChange[]): void {
  const sink = sinks.get(db);
  if (!sink) return;
  for (const { dealerId, ...event } of changes)
    sink.quotationUpdated(Number(dealerId), {
      id: Number(event.id),
      submission_id: Number(event.submission_id),
      status: event.status,
    });
}
