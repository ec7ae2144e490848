import type { ListFilterSpec } from '../dataProvider/resourceApi';

/** The filters of the dashboard's lists (contract ListFilters, minus page and sort), and their one sort field. */
export const DASHBOARD_LIST_FILTERS = {
  brand: 'ids',
  part: 'ids',
  province: 'ids',
  dateFrom: 'date',
  dateTo: 'date',
  search: 'text',
} as const satisfies ListFilterSpec;

export const DASHBOARD_LIST_SORT = ['created_at'] as const;
