import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_EXACT_TOTAL_MAX } from '../../../contract/api/admin.js';
import type { DbOrTx } from '../orders.js';

/** What every console list takes (contract/api/admin.ts): page, page size, a whitelisted sort field, its direction, search. */
export interface AdminListQuery {
  page: number;
  per_page: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
}

export interface Page<T> {
  data: T[];
  total: number;
  /** total is the planner's estimate, the list having more than ADMIN_EXACT_TOTAL_MAX rows (absent when exact). */
  total_approximate?: true;
  page: number;
  per_page: number;
  last_page: number;
}

/** A text search as an ILIKE pattern: the user's % and _ are literal. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `where a and b …`, or nothing. */
export function whereAll(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? sql`` : sql`where ${sql.join(present, sql` and `)}`;
}

/** A raw row of db.execute. */
export type Row = Record<string, unknown>;

export const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
export const idOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** `column` on or after the Italian day `day`, and before the end of the Italian day `day`. */
export const sinceDay = (column: string, day: string) => sql`${sql.raw(column)} >= (${day}::date)::timestamp at time zone 'Europe/Rome'`;
export const untilDay = (column: string, day: string) => sql`${sql.raw(column)} < (${day}::date + 1)::timestamp at time zone 'Europe/Rome'`;

export const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());
export const isoRequired = (value: unknown): string => new Date(value as string).toISOString();

/**
 * The total of a console list (issue 32): counted exactly up to ADMIN_EXACT_TOTAL_MAX rows; past it the count stops,
 * and the planner's estimate of the rows (EXPLAIN, from the table statistics: no row is read) is answered as
 * approximate, never below the cap. An exact count of 1,000,000 requests walked ~1M index entries (100–240 ms a page).
 */
export async function cappedTotal(db: DbOrTx, from: SQL): Promise<{ total: number; approximate: boolean }> {
  const { rows: [counted] } = await db.execute<{ n: number | string }>(sql`select count(*) as n from (select 1 ${from} limit ${ADMIN_EXACT_TOTAL_MAX + 1}) capped`);
  const exact = Number(counted?.n ?? 0);
  if (exact <= ADMIN_EXACT_TOTAL_MAX) return { total: exact, approximate: false };
  const { rows: [plan] } = await db.execute<{ 'QUERY PLAN': unknown }>(sql`explain (format json) select 1 ${from}`);
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  const estimate = Math.round(Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0));
  return { total: Math.max(estimate, ADMIN_EXACT_TOTAL_MAX + 1), approximate: true };
}

/**
 * One page of a console list: `select` and `from` (joins and `where` included) as SQL; `sortColumns` maps the contract's
 * sort fields to trusted column expressions (the id breaks ties, so pages never overlap).
 * Issue 32, at 1,000,000 requests: `nulls last` on a descending sort keeps PostgreSQL from reading an index backwards
 * (a btree gives DESC NULLS FIRST), so it sorted every row (740 ms); it is left out for the id and the `notNull`
 * columns, where it changes nothing. `countFrom`, when given, is a `from` with the same rows and fewer joins (joins
 * that neither filter nor multiply), for the total, which is exact up to ADMIN_EXACT_TOTAL_MAX only (cappedTotal).
 */
export async function listPage<R extends Row, T>(
  db: DbOrTx,
  parts: { select: SQL; from: SQL; sortColumns: Record<string, string>; idColumn: string; notNull?: string[]; countFrom?: SQL },
  query: AdminListQuery,
  toRecord: (row: R) => T,
): Promise<Page<T>> {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const column = parts.sortColumns[query.sort] ?? parts.idColumn;
  const nulls = column === parts.idColumn || parts.notNull?.includes(column) ? '' : ' nulls last';
  const offset = (query.page - 1) * query.per_page;
  const [rows, counted] = await Promise.all([
    db.execute<R>(sql`${parts.select} ${parts.from}
      order by ${sql.raw(column)} ${sql.raw(direction)}${sql.raw(nulls)}, ${sql.raw(parts.idColumn)} ${sql.raw(direction)}
      limit ${query.per_page} offset ${offset}`),
    cappedTotal(db, parts.countFrom ?? parts.from),
  ]);
  const { total, approximate } = counted;
  return {
    data: rows.rows.map((row) => toRecord(row as R)), total, ...(approximate ? { total_approximate: true as const } : {}),
    page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
