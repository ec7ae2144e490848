import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import type { PingData, SubmissionFilter } from '../../../../contract';
import type { DeclineBody } from '../../../../contract/api/templates';
import { api } from '../../../platform/api/dealer';
import { PING_QUERY_KEY } from '../../../domain/inbox';
import { declineStore } from './declineStore';
import { resourceKey } from '../../../platform/resourceKey';

/** The counter of each list a request can leave at once (the ping refetch then has the last word). */
const COUNTER: Partial<Record<SubmissionFilter, keyof PingData>> = {
  pending: 'dealer_pending_submissions_count',
  outlet: 'dealer_outlet_submissions_count',
  expired: 'dealer_expired_submissions_count',
};

/** The declined request leaves the cached lists and its tab's counter now, before the refetch answers. */
function hideAtOnce(queryClient: QueryClient, id: number, filter: SubmissionFilter) {
  queryClient.setQueriesData<GetListResult>({ queryKey: resourceKey('submissions', 'getList') }, (list) =>
    list && list.data.some((record) => record.id === id)
      ? {
          ...list,
          data: list.data.filter((record) => record.id !== id),
          total: list.total === undefined ? undefined : Math.max(0, list.total - 1),
        }
      : list,
  );
  const counter = COUNTER[filter];
  queryClient.setQueryData<PingData>(PING_QUERY_KEY, (ping) =>
    ping && counter ? { ...ping, [counter]: Math.max(0, Number(ping[counter]) - 1) } : ping,
  );
}

/**
 * "Non posso offrire" and its "Annulla": the API call, then the lists and the ping counters refetched. The caller
 * offers the undo (declineStore) once its dialog is gone.
 */
export function useDecline() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: PING_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: resourceKey('submissions') });
  };
  const decline = async (id: number, filter: SubmissionFilter, body: DeclineBody) => {
    await api.post('submissionDecline', { params: { id }, body });
    hideAtOnce(queryClient, id, filter);
    refresh();
  };
  const undo = async (id: number) => {
    declineStore.clear();
    await api.post('submissionUndecline', { params: { id } });
    refresh();
  };
  return { decline, undo };
}
