import type { Identifier, RaRecord } from 'react-admin';
import type { RouteName } from '../../contract/routes';

/**
 * A react-admin resource declared by its contract routes; the generic provider (dataProvider/index.ts) does the rest.
 * Path parameters are filled by one convention:
 * - `:id` in a `list` or `create` route is the signed-in dealer (the API scopes those by dealer: /dealer/:id/…);
 * - `:id` in a `one` or `update` route is the record's id;
 * - `:filter` is the list's status (ListBase `filter={{ status }}`), one of `statuses`, the first by default.
 * The list query carries page and the known list filters (contract ListFilters) and the sort direction.
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
  /** POST/PUT route updating the record `:id` from `data`. */
  update?: RouteName;
  /** The record's react-admin id, when the API names it otherwise (default: record.id). */
  idOf?: (record: Record<string, unknown>) => Identifier;
}

/** Keeps the literal route names (and checks them against the contract at compile time). */
export const defineResourceApi = <const T extends ResourceApi>(api: T): T => api;

export type ApiRecord = RaRecord & Record<string, unknown>;
