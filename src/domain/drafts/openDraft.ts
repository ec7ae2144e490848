import { useCallback, useSyncExternalStore } from 'react';
import { authStore } from '../../platform/auth/storage';
import { DRAFTS_STORAGE_PREFIX } from './draftStore';

/**
 * Which draft is open in the compact drafts editor: one at a time, remembered across reloads in this
 * browser (per dealer). The others show as a summary line. CREA PREVENTIVO opens the draft it creates.
 */
const key = () => `${DRAFTS_STORAGE_PREFIX}.open.${authStore.user()?.id ?? 0}`;
const listeners = new Set<() => void>();

export const openDraftStore = {
  get(): number | null {
    const raw = window.localStorage.getItem(key());
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) ? id : null;
  },
  set(submissionId: number | null) {
    if (submissionId === null) window.localStorage.setItem(key(), 'none');
    else window.localStorage.setItem(key(), String(submissionId));
    listeners.forEach((listener) => listener());
  },
  /** Nothing open on purpose (the dealer closed the last one): 'none' is stored. */
  closedOnPurpose(): boolean {
    return window.localStorage.getItem(key()) === 'none';
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const snapshot = () => (openDraftStore.closedOnPurpose() ? 'none' : openDraftStore.get());

/** The open draft among `visible` (ids): the one remembered, else the first (newest); null when closed on purpose. */
export function useOpenDraft(visible: readonly number[]) {
  const stored = useSyncExternalStore(openDraftStore.subscribe, snapshot);
  const openId = stored === 'none' ? null : stored !== null && visible.includes(stored) ? stored : (visible[0] ?? null);
  const toggle = useCallback((id: number) => openDraftStore.set(openId === id ? null : id), [openId]);
  return { openId, toggle };
}
