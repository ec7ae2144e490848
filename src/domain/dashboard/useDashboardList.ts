import { useCallback } from 'react';
import { useListContext, type FilterPayload } from 'react-admin';
import { countActiveFilters, filterSearch, LIST_SORT } from '../../platform/list/listUrl';

/**
 * The dashboard's controls over react-admin's list context (ListBase): filters, search and sort are its
 * filterValues and sort, so the panel, the search box, the tabs and the pagination share one state.
 * Changing a filter goes back to page 1 (react-admin does) and drops ?id= (FlatListUrl writes list keys only).
 */
export function useDashboardList() {
  const { filterValues, setFilters, sort, setSort } = useListContext();
  const filter = filterValues as FilterPayload;
  const patchFilters = useCallback(
    (patch: FilterPayload) => {
      const next = { ...filter, ...patch };
      for (const key of Object.keys(patch))
        if (patch[key] === null || patch[key] === '' || (Array.isArray(patch[key]) && !patch[key].length))
          delete next[key];
      setFilters(next, undefined, false);
    },
    [filter, setFilters],
  );
  // The sort direction is an order, not a filter: clearing keeps it.
  const clearFilters = useCallback(() => setFilters({}, undefined, false), [setFilters]);
  const order: 'ASC' | 'DESC' = sort.order === 'ASC' ? 'ASC' : 'DESC';
  const setOrder = useCallback((next: 'ASC' | 'DESC') => setSort({ field: LIST_SORT.field, order: next }), [setSort]);
  return {
    filter,
    patchFilters,
    clearFilters,
    activeCount: countActiveFilters(filter),
    order,
    setOrder,
    /** `?brand=..&sort=asc` for links to another dashboard tab: the filters and order, not the page or selection. */
    search: filterSearch(filter, order),
  };
}
