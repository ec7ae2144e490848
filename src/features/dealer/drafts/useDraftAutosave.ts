import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DraftValues } from '../../../domain/drafts/draftModel';
import { draftStore } from '../../../domain/drafts/draftStore';
import { draftSync } from '../../../domain/drafts/draftSync';

/** Quiet time after the last keystroke before the draft is written to storage. */
export const DRAFT_SAVE_DEBOUNCE_MS = 400;

/**
 * Edits are written to this browser's copy as the dealer types (debounced), and at once when the form goes away; the
 * copy is then saved on the server (draftSync.ts).
 */
export function useDraftAutosave(submissionId: number, form: UseFormReturn<DraftValues>) {
  const { watch, getValues } = form;
  useEffect(() => {
    let timer: number | undefined;
    let dirty = false;
    const flush = () => {
      window.clearTimeout(timer);
      if (!dirty) return;
      dirty = false;
      const { rows, shipping_cost_flat, shipping_cost_partial } = getValues();
      draftStore.update(submissionId, { rows, shipping_cost_flat, shipping_cost_partial, dirty: true });
      draftSync.edited(submissionId);
    };
    const subscription = watch(() => {
      dirty = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(flush, DRAFT_SAVE_DEBOUNCE_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [submissionId, watch, getValues]);
}
