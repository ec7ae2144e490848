import { authStore } from '../../platform/auth/storage';
import { looksLikeDraft, type Draft } from './draftModel';

/** Versioned and scoped by user: two dealers sharing a browser never see each other's drafts. */
export const DRAFTS_STORAGE_PREFIX = 'ricambihub.drafts.v1';
export const draftsStorageKey = (userId: number) => `${DRAFTS_STORAGE_PREFIX}.${userId}`;

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly Draft[] = Object.freeze([]);
let cache: { key: string; raw: string | null; drafts: readonly Draft[] } | null = null;

function currentKey(): string | null {
  const user = authStore.user();
  return user ? draftsStorageKey(user.id) : null;
}

function parse(raw: string | null): readonly Draft[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(looksLikeDraft) : EMPTY;
  } catch {
    return EMPTY;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function write(drafts: readonly Draft[]) {
  const key = currentKey();
  if (!key) return;
  if (drafts.length === 0) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, JSON.stringify(drafts));
  notify();
}

/** The drafts of the logged-in dealer, newest first; same array identity until storage changes. */
export const draftStore = {
  all(): readonly Draft[] {
    const key = currentKey();
    if (!key) return EMPTY;
    const raw = window.localStorage.getItem(key);
    if (!cache || cache.key !== key || cache.raw !== raw) cache = { key, raw, drafts: parse(raw) };
    return cache.drafts;
  },
  get(submissionId: number): Draft | undefined {
    return draftStore.all().find((draft) => draft.submission_id === submissionId);
  },
  /** One draft per submission: adding an existing one keeps the draft already being edited. */
  add(draft: Draft) {
    if (draftStore.get(draft.submission_id)) return;
    write([draft, ...draftStore.all()]);
  },
  update(submissionId: number, patch: Partial<Omit<Draft, 'submission_id'>>) {
    const drafts = draftStore.all();
    if (!drafts.some((draft) => draft.submission_id === submissionId)) return;
    write(drafts.map((draft) => (draft.submission_id === submissionId ? { ...draft, ...patch } : draft)));
  },
  /** Replaces the whole list (the merge with the server's drafts, draftSync.ts). */
  replace(drafts: readonly Draft[]) {
    write(drafts);
  },
  remove(submissionIds: number | readonly number[]) {
    const ids = new Set(typeof submissionIds === 'number' ? [submissionIds] : submissionIds);
    const drafts = draftStore.all();
    if (!drafts.some((draft) => ids.has(draft.submission_id))) return;
    write(drafts.filter((draft) => !ids.has(draft.submission_id)));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const stopAuth = authStore.subscribe(listener);
    return () => {
      listeners.delete(listener);
      stopAuth();
    };
  },
};

// Another tab adding, editing or removing a draft updates this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(DRAFTS_STORAGE_PREFIX)) notify();
  });
}
