import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TIMER_TICK_MS, type Submission } from '../../../../contract';
import { api } from '../../../platform/api/dealer';
import type { Draft } from '../../../domain/drafts/draftModel';
import { draftSync } from '../../../domain/drafts/draftSync';

const isGone = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * Fetches the submission of every draft (fresh timer, pause and comment count). A draft whose
 * submission answers 404 is dropped (SPEC §4); other failures keep it: the stored snapshot is shown.
 * Returns the live submissions by id and how many drafts were dropped on this page visit.
 */
export function useLiveSubmissions(drafts: readonly Draft[]) {
  const results = useQueries({
    queries: drafts.map((draft) => ({
      queryKey: ['drafts', 'submission', draft.submission_id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get('submission', { params: { id: draft.submission_id }, signal }),
      // The timer counts down locally; one fresh answer a minute is plenty.
      staleTime: TIMER_TICK_MS,
    })),
  });
  const gone = drafts.filter((_, index) => isGone(results[index]?.error)).map((draft) => draft.submission_id);
  const goneKey = gone.join(',');
  const [dropped, setDropped] = useState(0);

  useEffect(() => {
    if (!goneKey) return;
    const ids = goneKey.split(',').map(Number);
    draftSync.remove(ids);
    setDropped((count) => count + ids.length);
  }, [goneKey]);

  const live = new Map<number, Submission>();
  drafts.forEach((draft, index) => {
    const data = results[index]?.data;
    if (data) live.set(draft.submission_id, data);
  });
  return { live, dropped, dismissDropped: () => setDropped(0) };
}
