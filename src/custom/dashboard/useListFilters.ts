import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListFilters, SortDirection } from '../../../contract';

/**
 * The dashboard filters (SPEC §2), kept in the URL so reload, back and shared links keep them:
 * `?brand=1,2&part=7&province=15&dateFrom=2026-11-01&dateTo=2026-11-30&search=panda&sort=asc&page=2`.
 * Every dashboard tab (requests and quotations) reads the same parameters.
 */
export interface FilterValues {
  brand: number[];
  part: number[];
  province: number[];
  /** YYYY-MM-DD or null. */
  dateFrom: string | null;
  dateTo: string | null;
  search: string;
  sort: SortDirection;
}

export const EMPTY_FILTERS: FilterValues = { brand: [], part: [], province: [], dateFrom: null, dateTo: null, search: '', sort: 'desc' };

const ID_KEYS = ['brand', 'part', 'province'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Parameters that belong to one list page, not to the filters: dropped whenever a filter changes. */
const PAGE_KEYS = ['page', 'id'] as const;

function readIds(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

const readDate = (value: string | null) => (value && ISO_DATE.test(value) ? value : null);

/** The filters in a URL's search parameters; anything malformed reads as "not set". */
export function readFilters(params: URLSearchParams): FilterValues {
  return {
    brand: readIds(params.get('brand')),
    part: readIds(params.get('part')),
    province: readIds(params.get('province')),
    dateFrom: readDate(params.get('dateFrom')),
    dateTo: readDate(params.get('dateTo')),
    search: params.get('search') ?? '',
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
  };
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Writes the filters into a copy of params; defaults (empty, 'desc') leave no parameter behind. */
export function writeFilters(params: URLSearchParams, filters: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ID_KEYS) {
    if (filters[key].length) next.set(key, filters[key].join(','));
    else next.delete(key);
  }
  for (const key of ['dateFrom', 'dateTo'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const search = filters.search.trim();
  if (search) next.set('search', search);
  else next.delete('search');
  if (filters.sort === 'asc') next.set('sort', 'asc');
  else next.delete('sort');
  return next;
}

/** How many filters are set (the sort direction is an order, not a filter). */
export function countActiveFilters(filters: FilterValues): number {
  return (
    ID_KEYS.reduce((count, key) => count + filters[key].length, 0) +
    (filters.dateFrom ? 1 : 0) +
    (filters.dateTo ? 1 : 0) +
    (filters.search.trim() ? 1 : 0)
  );
}

/** The query of a list call (contract ListFilters): unset filters are left out. */
export function toListQuery(filters: FilterValues, page: number): Partial<ListFilters> {
  const query: Partial<ListFilters> = { page, sort: filters.sort };
  for (const key of ID_KEYS) if (filters[key].length) query[key] = filters[key];
  if (filters.dateFrom) query.dateFrom = filters.dateFrom;
  if (filters.dateTo) query.dateTo = filters.dateTo;
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}

/** Only the filter parameters of a search string (tab links carry them, not the page or the selection). */
export function filtersSearch(params: URLSearchParams): string {
  const kept = writeFilters(new URLSearchParams(), readFilters(params)).toString();
  return kept ? `?${kept}` : '';
}

/**
 * The dashboard filters of the current URL and their setters. Changing a filter goes back to page 1
 * and clears the selected item (?id=); `query` is ready for api.get('submissionList' | 'quotationList').
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const page = readPage(params);
  const query = useMemo(() => toListQuery(filters, page), [filters, page]);

  const update = useCallback(
    (change: (current: FilterValues) => FilterValues) =>
      setParams((current) => {
        const next = writeFilters(current, change(readFilters(current)));
        for (const pageKey of PAGE_KEYS) next.delete(pageKey);
        return next;
      }),
    [setParams],
  );
  const setFilters = useCallback((patch: Partial<FilterValues>) => update((current) => ({ ...current, ...patch })), [update]);
  // The sort direction is an order, not a filter: clearing keeps it.
  const clearFilters = useCallback(() => update((current) => ({ ...EMPTY_FILTERS, sort: current.sort })), [update]);
  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        next.delete('id');
        return next;
      }),
    [setParams],
  );

  return {
    filters,
    page,
    query,
    activeCount: countActiveFilters(filters),
    setFilters,
    clearFilters,
    setPage,
    /** `?brand=..` for links to another dashboard tab with the same filters. */
    search: filtersSearch(params),
  };
}
