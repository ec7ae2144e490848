import type { Identifier, RaRecord } from 'react-admin';
import type { RouteName } from '../../../contract/routes';

/** How a list filter travels: ids as `1,2` in the URL and an array in the query, dates as YYYY-MM-DD, text trimmed. */
export type FilterType = 'ids' | 'date' | 'text';
export type ListFilterSpec = Readonly<Record<string, FilterType>>;

/**
 * A react-admin resource declared by its contract routes; the generic provider (dataProvider/index.ts) does the rest.
 * Path parameters are filled by one convention:
 * - `:dealerId` and `:userId` are the signed-in account, in any route (/dealer/:dealerId/…, /user/:userId/…);
 * - `:filter` is the list's status (ListBase `filter={{ status }}`), one of `statuses`, the first by default;
 * - any other parameter of a `one`, `update` or `delete` route is the record's id (`:id`, `:templateId`, `:itemId`…).
 * The list query carries the page, the filters the resource declares (`filters`) and the direction of a `sort` field.
 * A reply `{ data, total, page, per_page, last_page }` is paged by the API; a bare array is paged here.
 */
export interface ResourceApi {
  /** GET route of the list. */
  list: RouteName;
  /** The values of the list route's :filter; the first is the default. */
  statuses?: readonly string[];
  /** GET route of one record. */
  one?: RouteName;
  /** POST/PUT route creating a record from `data`. */
  create?: RouteName;
  /** POST/PUT route updating the record from `data`. */
  update?: RouteName;
  /** DELETE (or POST …/delete) route removing the record. */
  delete?: RouteName;
  /** The filters the list route accepts, by name; any other filter value is not sent. */
  filters?: ListFilterSpec;
  /** The fields the list route sorts by (query `sort=asc|desc`); other sorts keep the API's order. */
  sort?: readonly string[];
  /**
   * 'admin': the console's list convention (contract/api/admin.ts): `page`, `per_page`, `sort=<field>` and
   * `order=asc|desc`, `q` and the declared filters. Default: the dealer API's `page` and `sort=asc|desc`.
   */
  query?: 'admin';
  /** The record's react-admin id, when the API names it otherwise (default: record.id). */
  idOf?: (record: Record<string, unknown>) => Identifier;
}

/** Keeps the literal route names (and checks them against the contract at compile time). */
export const defineResourceApi = <const T extends ResourceApi>(api: T): T => api;

export type ApiRecord = RaRecord & Record<string, unknown>;
