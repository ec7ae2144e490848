import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Submission } from '../../../contract';
import { authStore } from '../../platform/auth/storage';
import { createDraft, type Draft } from './draftModel';
import { draftStore } from './draftStore';
import { draftSync } from './draftSync';
import { openDraftStore } from './openDraft';

export type { Draft, DraftOption, DraftRow, DraftValues } from './draftModel';

export interface DraftsApi {
  /** Newest first. */
  drafts: readonly Draft[];
  /** The draft count of the tab bar: kept locally (SPEC §3 Ping data). */
  count: number;
  has(submissionId: number): boolean;
  /** Creates the draft (selected rows, or all rows if none); does nothing if the submission already has one. */
  add(submission: Submission, selectedRowIds: readonly number[]): void;
  remove(submissionId: number): void;
  update(submissionId: number, draft: Partial<Omit<Draft, 'submission_id'>>): void;
}

let synced = false;

/** The first use on a page reads the server's drafts once (the tab's counter). */
function useFirstSync() {
  useEffect(() => {
    if (synced) return;
    synced = true;
    draftSync.start();
    void draftSync.sync();
  }, []);
}

/** The actions, without subscribing to the list: a component that only acts re-renders for nothing else. */
export const draftActions: Pick<DraftsApi, 'has' | 'add' | 'remove' | 'update'> = {
  has: (submissionId) => draftStore.get(submissionId) !== undefined,
  add(submission, selectedRowIds) {
    if (draftStore.get(submission.id)) return;
    draftStore.add({ ...createDraft(submission, selectedRowIds, authStore.user()), dirty: true });
    draftSync.edited(submission.id);
    openDraftStore.set(submission.id);
  },
  remove(submissionId) {
    // Gone from this browser at once; the server's copy (and the removal's memory while offline) follows.
    draftStore.remove(submissionId);
    draftSync.remove([submissionId]);
  },
  update(submissionId, draft) {
    draftStore.update(submissionId, { ...draft, dirty: true });
    draftSync.edited(submissionId);
  },
};

/**
 * The company's drafts (kept on the server, draftSync.ts), through this browser's copy in localStorage,
 * shared live by every component and browser tab. Adding does not navigate: the caller goes to the drafts page
 * (paths.dashboardDraft) afterwards.
 */
export function useDrafts(): DraftsApi {
  const drafts = useSyncExternalStore(draftStore.subscribe, draftStore.all);
  useFirstSync();
  const has = useCallback(
    (submissionId: number) => drafts.some((draft) => draft.submission_id === submissionId),
    [drafts],
  );
  return useMemo(() => ({ ...draftActions, drafts, count: drafts.length, has }), [drafts, has]);
}

/**
 * Whether this request has a draft, re-rendering only when that answer changes: every card of a list asks, and the
 * server's drafts arriving after the first paint must not re-render them all in one task (the desktop's total blocking time budget).
 */
export function useHasDraft(submissionId: number): boolean {
  useFirstSync();
  return useSyncExternalStore(draftStore.subscribe, () => draftStore.get(submissionId) !== undefined);
}

/** The tab bar's counter, re-rendering only when the count changes. */
export function useDraftCount(): number {
  useFirstSync();
  return useSyncExternalStore(draftStore.subscribe, () => draftStore.all().length);
}
