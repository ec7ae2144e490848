import { useSyncExternalStore } from 'react';
import type { SubmissionNewEvent } from '../../../contract/realtime';
import { inboxStore, type InboxSnapshot } from './inboxStore';

export function useInboxSnapshot(): InboxSnapshot {
  return useSyncExternalStore(inboxStore.subscribe, inboxStore.snapshot);
}

/** New requests of one list that arrived while it was open, newest first. */
export function useWaitingRequests(filter: SubmissionNewEvent['filter']): InboxSnapshot['waiting'] {
  const { waiting } = useInboxSnapshot();
  return waiting.filter((event) => event.filter === filter);
}
