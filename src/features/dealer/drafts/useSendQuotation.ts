import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { HttpError } from 'react-admin';
import type { Quotation } from '../../../../contract';
import { authStore } from '../../../platform/auth/storage';
import { api } from '../../../platform/api/dealer';
import { PING_QUERY_KEY } from '../../../domain/inbox';
import type { Draft, DraftValues } from '../../../domain/drafts/draftModel';
import { quotationBody } from './draftPayload';
import { draftSync } from '../../../domain/drafts/draftSync';
import { resourceKey } from '../../../platform/resourceKey';

/** SPEC §8: the server's message when it sent one as a string; otherwise null (the caller's fallback text). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : null;
}

/**
 * PUT /quotation/new for a draft. On success the draft leaves the drafts for good before onSent shows the modal, so
 * whatever the dealer does next (closes it, or leaves the page with it open) Bozze no longer lists it; on failure
 * nothing local changes, so the draft is never lost. One request at a time, whatever the clicks.
 */
export function useSendQuotation(draft: Draft, onSent: (quotation: Quotation) => void) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (values: DraftValues) => {
      const dealer = authStore.user();
      if (!dealer) throw new Error('not logged in');
      return api.put('quotationNew', { body: quotationBody(draft, values, dealer) });
    },
    onSuccess: (quotation) => {
      draftSync.sent(draft.submission_id);
      queryClient.removeQueries({ queryKey: ['drafts', 'submission', draft.submission_id] });
      onSent(quotation);
      void queryClient.invalidateQueries({ queryKey: PING_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: resourceKey('quotations') });
      void queryClient.invalidateQueries({ queryKey: resourceKey('submissions') });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const send = (values: DraftValues, onError: (error: unknown) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(values, { onError });
  };
  return { send, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
