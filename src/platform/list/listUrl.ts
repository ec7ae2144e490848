import type { FilterPayload, SortPayload } from 'react-admin';
import type { FilterType, ListFilterSpec } from '../dataProvider/resourceApi';
import { DASHBOARD_LIST_FILTERS } from './listFilters';

/**
 * The lists' URL shape, kept from before react-admin held the list state (links, bookmarks and the e2e use it):
 * `?brand=1,2&part=7&province=15&dateFrom=2026-11-01&dateTo=2026-11-30&search=panda&sort=asc&page=2`.
 * react-admin's list controller speaks `?filter={json}&page=2&sort=created_at&order=ASC`; FlatListUrl translates
 * between the two, so every list keeps the short, readable links. Defaults (page 1, newest first, empty filters)
 * leave no parameter behind. Which keys a list has, and their types, come from its resource's declared `filters`
 * (the dashboard's by default): a key of no declared type is not read nor written.
 */
export const LIST_SORT: SortPayload = { field: 'created_at', order: 'DESC' };

const keysOf = (filters: ListFilterSpec, type: FilterType) =>
  Object.keys(filters).filter((key) => filters[key] === type);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ListUrlState {
  filter: FilterPayload;
  page: number;
  order: 'ASC' | 'DESC';
}

function readIds(value: string | null): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The list state of a flat search string; anything malformed reads as "not set". */
export function readListUrl(search: string, filters: ListFilterSpec = DASHBOARD_LIST_FILTERS): ListUrlState {
  const params = new URLSearchParams(search);
  const filter: FilterPayload = {};
  for (const key of keysOf(filters, 'ids')) {
    const ids = readIds(params.get(key));
    if (ids.length) filter[key] = ids;
  }
  for (const key of keysOf(filters, 'date')) {
    const value = params.get(key);
    if (value && ISO_DATE.test(value)) filter[key] = value;
  }
  for (const key of keysOf(filters, 'text')) {
    const text = params.get(key)?.trim();
    if (text) filter[key] = text;
  }
  const page = Number(params.get('page'));
  return {
    filter,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    order: params.get('sort') === 'asc' ? 'ASC' : 'DESC',
  };
}

/** The flat search string of a list state: only the filters the lists know, in a fixed order. */
export function writeListUrl(
  { filter, page, order }: Partial<ListUrlState>,
  filters: ListFilterSpec = DASHBOARD_LIST_FILTERS,
): string {
  const params = new URLSearchParams();
  for (const key of keysOf(filters, 'ids')) {
    const ids = Array.isArray(filter?.[key]) ? (filter[key] as unknown[]).map(Number).filter((id) => id > 0) : [];
    if (ids.length) params.set(key, ids.join(','));
  }
  for (const key of keysOf(filters, 'date'))
    if (typeof filter?.[key] === 'string' && filter[key]) params.set(key, filter[key] as string);
  for (const key of keysOf(filters, 'text')) {
    const text = typeof filter?.[key] === 'string' ? (filter[key] as string).trim() : '';
    if (text) params.set(key, text);
  }
  if (order === 'ASC') params.set('sort', 'asc');
  if (page !== undefined && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The filters only (tab links and 'CREA PREVENTIVO' carry them, not the page or the selection). */
export const filterSearch = (filter: FilterPayload, order?: 'ASC' | 'DESC', filters?: ListFilterSpec) =>
  writeListUrl({ filter, order }, filters);

/** How many filters are set (the sort direction is an order, not a filter). */
export function countActiveFilters(filter: FilterPayload, filters: ListFilterSpec = DASHBOARD_LIST_FILTERS): number {
  const ids = keysOf(filters, 'ids').reduce(
    (count, key) => count + (Array.isArray(filter[key]) ? (filter[key] as unknown[]).length : 0),
    0,
  );
  const dates = keysOf(filters, 'date').filter((key) => filter[key]).length;
  return (
    ids +
    dates +
    keysOf(filters, 'text').filter((key) => typeof filter[key] === 'string' && (filter[key] as string).trim()).length
  );
}
