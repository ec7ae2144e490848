import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import type { Quotation, TrackingBody } from '../../../../contract';
import { api } from '../../../platform/api/dealer';
import { resourceKey } from '../../../platform/resourceKey';

/** SPEC §4: once tracking is entered, the quotation record is replaced by the server's answer, in every cached list. */
export function replaceQuotation(queryClient: QueryClient, updated: Quotation) {
  queryClient.setQueriesData<GetListResult<Quotation>>({ queryKey: resourceKey('quotations', 'getList') }, (old) =>
    old ? { ...old, data: old.data.map((quotation) => (quotation.id === updated.id ? updated : quotation)) } : old,
  );
}

/** POST /quotation/:id/tracking. Errors are only logged (SPEC §8): the caller keeps its form open. */
export function useConfirmShipping(quotationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackingBody) => api.post('quotationTracking', { params: { id: quotationId }, body }),
    onSuccess: (updated) => replaceQuotation(queryClient, updated),
    onError: (error) => console.error('Tracking send failed', error),
  });
}
