import type { ListFilterSpec } from '../../../platform/dataProvider/resourceApi';

/**
 * The filters of "Resi" (contract/returns.ts DealerReturnListQuery), as the URL and the API carry them. The API's
 * order is one of its own words (newest, oldest, due), so it travels as the `sort` filter; react-admin's sort
 * direction stays at its default and writes nothing to the URL.
 */
export const RETURN_LIST_FILTERS = {
  state: 'text',
  reason: 'text',
  disputed: 'text',
  q: 'text',
  dateFrom: 'date',
  dateTo: 'date',
  sort: 'text',
} as const satisfies ListFilterSpec;

export const RETURNS_PER_PAGE = 25;

/** The API's orders of the list (DealerReturnListQuery sort), the first its default. */
export const RETURN_SORTS = ['newest', 'oldest', 'due'] as const;
