import { sql, type SQL } from 'drizzle-orm';
import { cappedTotal, lastPageAfterRead } from '../capped-total.js';
import type { DbOrTx } from '../../db/types.js';

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
  /** total is the planner's estimate, the list having more than EXACT_TOTAL_MAX rows (absent when exact). */
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
export const idOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** `column` on or after the Italian day `day`, and before the end of the Italian day `day`. */
export const sinceDay = (column: string, day: string) =>
  sql`${sql.raw(column)} >= (${day}::date)::timestamp at time zone 'Europe/Rome'`;
export const untilDay = (column: string, day: string) =>
  sql`${sql.raw(column)} < (${day}::date + 1)::timestamp at time zone 'Europe/Rome'`;

export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
export const isoRequired = (value: unknown): string => new Date(value as string).toISOString();

/**
 * One page of a console list: `select` and `from` (joins and `where` included) as SQL; `sortColumns` maps the contract's
 * sort fields to trusted column expressions (the id breaks ties, so pages never overlap).
 * At 1,000,000 requests: `nulls last` on a descending sort keeps PostgreSQL from reading an index backwards
 * (a btree gives DESC NULLS FIRST), so it sorted every row (740 ms); it is left out for the id and the `notNull`
 * columns, where it changes nothing. `countFrom`, when given, is a `from` with the same rows and fewer joins (joins
 * that neither filter nor multiply), for the total, which is exact up to EXACT_TOTAL_MAX only (cappedTotal, ../capped-total.ts).
 */
export async function listPage<R extends Row, T>(
  db: DbOrTx,
  parts: {
    select: SQL;
    from: SQL;
    sortColumns: Record<string, string>;
    idColumn: string;
    notNull?: string[];
    countFrom?: SQL;
  },
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
      limit ${query.per_page + 1} offset ${offset}`),
    cappedTotal(db, parts.countFrom ?? parts.from),
  ]);
  const { total, approximate } = counted;
  const page = rows.rows.slice(0, query.per_page);
  const estimated = Math.max(1, Math.ceil(total / query.per_page));
  // One row past the page says whether another follows: an estimate's last page may be short of the truth or past it.
  const lastPage = approximate
    ? lastPageAfterRead(estimated, query.page, page.length, rows.rows.length > query.per_page)
    : estimated;
  return {
    data: page.map((row) => toRecord(row as R)),
    total,
    ...(approximate ? { total_approximate: true as const } : {}),
    page: query.page,
    per_page: query.per_page,
    last_page: lastPage,
  };
}
