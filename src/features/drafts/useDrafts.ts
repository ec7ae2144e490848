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

/**
 * The company's drafts (issue 30: kept on the server, draftSync.ts), through this browser's copy in localStorage,
 * shared live by every component and browser tab. The first use reads the server's once (the tab's counter).
 * Adding does not navigate: the caller goes to the drafts page (paths.dashboardDraft) afterwards.
 */
export function useDrafts(): DraftsApi {
  const drafts = useSyncExternalStore(draftStore.subscribe, draftStore.all);
  useEffect(() => {
    if (synced) return;
    synced = true;
    draftSync.start();
    void draftSync.sync();
  }, []);
  const has = useCallback((submissionId: number) => drafts.some((draft) => draft.submission_id === submissionId), [drafts]);
  const add = useCallback((submission: Submission, selectedRowIds: readonly number[]) => {
    if (draftStore.get(submission.id)) return;
    draftStore.add({ ...createDraft(submission, selectedRowIds, authStore.user()), dirty: true });
    draftSync.edited(submission.id);
    openDraftStore.set(submission.id);
  }, []);
  const remove = useCallback((submissionId: number) => {
    // Gone from this browser at once; the server's copy (and the removal's memory while offline) follows.
    draftStore.remove(submissionId);
    draftSync.remove([submissionId]);
  }, []);
  const update = useCallback((submissionId: number, draft: Partial<Omit<Draft, 'submission_id'>>) => {
    draftStore.update(submissionId, { ...draft, dirty: true });
    draftSync.edited(submissionId);
  }, []);
  return useMemo(() => ({ drafts, count: drafts.length, has, add, remove, update }), [drafts, has, add, remove, update]);
}
