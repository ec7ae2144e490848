import { useMemo, type ReactNode } from 'react';
import { ListContextProvider, useList, useListParams } from 'react-admin';
import { DRAFTS_PER_PAGE } from '../../../../contract';
import { LIST_SORT } from '../../../platform/list/listUrl';
import type { Draft } from '../../../domain/drafts/draftModel';

/**
 * The drafts tab's list context. The page reads this browser's copy of the company's drafts (draftStore, kept with
 * the server's by draftSync.ts), not a react-admin resource, so there is no dataProvider call to make: the data is the
 * local copies, and the list state (page, and the dashboard's filters
 * and sort the other tabs share) is react-admin's own URL-synced useListParams, the state ListBase keeps.
 * Removing the last draft of the last page shows the page before it.
 */
export function DraftListContext({ drafts, children }: { drafts: readonly Draft[]; children: ReactNode }) {
  const [params, modifiers] = useListParams({
    resource: 'drafts',
    perPage: DRAFTS_PER_PAGE,
    sort: LIST_SORT,
    storeKey: false,
  });
  const records = useMemo(() => drafts.map((draft) => ({ ...draft, id: draft.submission_id })), [drafts]);
  const lastPage = Math.max(1, Math.ceil(records.length / DRAFTS_PER_PAGE));
  const page = Math.min(params.page, lastPage);
  const local = useList({ data: records, perPage: DRAFTS_PER_PAGE, page });
  const value = {
    ...local,
    page,
    perPage: DRAFTS_PER_PAGE,
    setPage: modifiers.setPage,
    sort: { field: params.sort, order: params.order },
    setSort: modifiers.setSort,
    filterValues: params.filterValues,
    displayedFilters: params.displayedFilters,
    setFilters: modifiers.setFilters,
    data: records.slice((page - 1) * DRAFTS_PER_PAGE, page * DRAFTS_PER_PAGE),
    total: records.length,
  };
  return <ListContextProvider value={value as typeof local}>{children}</ListContextProvider>;
}
