import { isSelfParam, pathParams } from '../../../contract/routes.js';
import type { TestApp } from '../../server/support/app.js';

/** Seeded accounts (tests/server fixtures): the owner of the records and the intruder. */
export const DEALER_1 = { email: 'dealer@demo.example', id: 1 };
export const DEALER_2 = { email: 'dealer2@demo.example', id: 2 };
export const CUSTOMER = { email: 'cliente@demo.example', id: 4 };
/** The operator, seeded after every other account. */
export const OPERATOR = { email: 'operatore@demo.example' };

/** Ids of the first dealer's records, by kind, read from the database (not through the API under test). */
export interface DealerRecords {
  /** Requests only dealer 1 may read: closed ones it quoted and dealer 2 did not. */
  submissions: number[];
  /** Its quotations, whatever their status. */
  quotations: number[];
  orders: number[];
  conversations: number[];
  notifications: number[];
  /** Returns of its sales (after-sale). */
  returns: number[];
}

const ids = async (t: TestApp, sql: string): Promise<number[]> =>
  ((await t.database.query(sql)) as { id: number }[]).map((row) => Number(row.id));

export async function recordsOf(t: TestApp, owner: number, intruder: number): Promise<DealerRecords> {
  const quoted = (dealer: number) =>
    `exists (select 1 from quotations q where q.submission_id = s.id and q.dealer_id = ${dealer})`;
  return {
    submissions: await ids(
      t,
      `select s.id from submissions s where s.closed_at is not null and ${quoted(owner)} and not ${quoted(intruder)}
      union select s.id from submissions s where s.province_id in (select province_id from dealer_provinces where dealer_id = ${intruder})
        and s.province_id not in (select province_id from dealer_provinces where dealer_id = ${owner}) order by 1`,
    ),
    quotations: await ids(t, `select id from quotations where dealer_id = ${owner} order by id`),
    orders: await ids(t, `select id from orders where dealer_id = ${owner} order by id`),
    conversations: await ids(t, `select id from conversations where dealer_id = ${owner} order by id`),
    notifications: await ids(t, `select id from notifications where user_id = ${owner} order by id`),
    returns: await ids(t, `select id from returns where dealer_id = ${owner} order by id`),
  };
}

/**
 * Which kind of record a route's :id names, from the path segment before it; 'self' for a route naming the caller
 * (:dealerId, :userId). A new path naming a new kind of record makes the access matrix fail until its kind is added
 * here. 'console': any record of an operator route (/admin/…), where the role alone decides who may call it.
 */
export function kindOfIdParam(path: string): keyof DealerRecords | 'self' | 'console' | null {
  if (path.startsWith('/admin/')) return 'console';
  if (pathParams(path).some(isSelfParam)) return 'self';
  const segment = /\/([a-z-]+)\/:id(\/|$)/.exec(path)?.[1];
  switch (segment) {
    case 'submission':
    case 'submissions':
      return 'submissions';
    case 'quotation':
    case 'quotations':
      return 'quotations';
    case 'order':
    case 'orders':
      return 'orders';
    case 'conversation':
    case 'conversations':
      return 'conversations';
    case 'notification':
    case 'notifications':
      return 'notifications';
    case 'returns':
      return 'returns';
    default:
      return null;
  }
}
