import { useSyncExternalStore } from 'react';

/** How long "Annulla" is offered after a decline (paused while it has keyboard focus or the pointer). */
export const DECLINE_UNDO_MS = 8_000;

/**
 * The request just declined, while its "Annulla" is offered. Outside React: the card and the detail that declined it
 * are gone by then, the undo snackbar (DeclineUndo) outlives them.
 */
let declined: number | null = null;
const listeners = new Set<() => void>();

function set(next: number | null): void {
  declined = next;
  for (const listener of listeners) listener();
}

export const declineStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  declined: (): number | null => declined,
  set: (id: number) => set(id),
  clear: () => set(null),
};

export const useJustDeclined = () => useSyncExternalStore(declineStore.subscribe, declineStore.declined);
