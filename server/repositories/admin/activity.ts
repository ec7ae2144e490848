import { sql } from 'drizzle-orm';
import type { ActivityEntry } from '../../../contract/entities/admin.js';
import { activityLog } from '../../db/schema.js';
import {
  contains,
  idOrNull,
  isoRequired,
  listPage,
  sinceDay,
  untilDay,
  whereAll,
  type AdminListQuery,
} from './paging.js';
import type { DbOrTx } from '../../db/types.js';

export interface Activity {
  operatorId: number;
  /** What was done, e.g. 'dealer.suspend', 'coupon.create'. */
  action: string;
  entity: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
}

/** Written in the same transaction as the change it records: a write without its entry never commits. */
export async function recordActivity(db: DbOrTx, entry: Activity): Promise<void> {
  await db.insert(activityLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface ActivityFilters extends AdminListQuery {
  operator_id?: number;
  entity?: string;
  entity_id?: number;
  action?: string;
  date_from?: string;
  date_to?: string;
}

type Row = {
  id: number;
  operator_id: number;
  operator_email: string;
  action: string;
  entity: string;
  entity_id: number | null;
  before: unknown;
  after: unknown;
  created_at: unknown;
};

const select = sql`select a.id, a.operator_id, u.email as operator_email, a.action, a.entity, a.entity_id, a.before, a.after, a.created_at`;
const toEntry = (r: Row): ActivityEntry => ({
  id: Number(r.id),
  operator_id: Number(r.operator_id),
  operator_email: r.operator_email,
  action: r.action,
  entity: r.entity,
  entity_id: idOrNull(r.entity_id),
  before: r.before ?? null,
  after: r.after ?? null,
  created_at: isoRequired(r.created_at),
});

export function listActivity(db: DbOrTx, query: ActivityFilters) {
  const where = whereAll([
    query.operator_id ? sql`a.operator_id = ${query.operator_id}` : undefined,
    query.entity ? sql`a.entity = ${query.entity}` : undefined,
    query.entity_id ? sql`a.entity_id = ${query.entity_id}` : undefined,
    query.action ? sql`a.action = ${query.action}` : undefined,
    query.date_from ? sinceDay('a.created_at', query.date_from) : undefined,
    query.date_to ? untilDay('a.created_at', query.date_to) : undefined,
    query.q
      ? sql`(a.action ilike ${contains(query.q)} or a.entity ilike ${contains(query.q)} or u.email ilike ${contains(query.q)})`
      : undefined,
  ]);
  return listPage<Row, ActivityEntry>(
    db,
    {
      select,
      from: sql`from activity_log a join users u on u.id = a.operator_id ${where}`,
      sortColumns: { id: 'a.id', created_at: 'a.created_at' },
      idColumn: 'a.id',
    },
    query,
    toEntry,
  );
}

export async function getActivity(db: DbOrTx, id: number): Promise<ActivityEntry | null> {
  const { rows } = await db.execute<Row>(
    sql`${select} from activity_log a join users u on u.id = a.operator_id where a.id = ${id}`,
  );
  return rows[0] ? toEntry(rows[0]) : null;
}
