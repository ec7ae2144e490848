import { sql } from 'drizzle-orm';
import type { AdminCustomer } from '../../../contract/entities/admin.js';
import { idOrNull, iso, isoRequired, listPage, text, whereAll, type AdminListQuery, type Row } from './paging.js';
import { userSearch } from './user-search.js';
import type { DbOrTx } from '../../db/types.js';

export interface CustomerFilters extends AdminListQuery {
  province?: number;
  suspended?: 'true' | 'false';
}

const select = sql`select u.id, u.email, u.name, u.surname, u.phone, u.fiscal_code, u.adr_street, u.adr_house_no, u.adr_city, u.adr_province,
  u.adr_zip_code, u.suspended_at, u.created_at, (select count(*) from submissions where author_id = u.id) as submissions`;

const toCustomer = (r: Row): AdminCustomer => ({
  id: Number(r.id),
  email: String(r.email),
  name: text(r.name),
  surname: text(r.surname),
  phone: text(r.phone),
  fiscal_code: text(r.fiscal_code),
  adr_street: text(r.adr_street),
  adr_house_no: text(r.adr_house_no),
  adr_city: text(r.adr_city),
  adr_province: idOrNull(r.adr_province),
  adr_zip_code: text(r.adr_zip_code),
  submissions: Number(r.submissions),
  suspended_at: iso(r.suspended_at),
  created_at: isoRequired(r.created_at),
});

export function listCustomers(db: DbOrTx, query: CustomerFilters) {
  const where = whereAll([
    sql`u.role = 'customer'`,
    query.province ? sql`u.adr_province = ${query.province}` : undefined,
    query.suspended === 'true'
      ? sql`u.suspended_at is not null`
      : query.suspended === 'false'
        ? sql`u.suspended_at is null`
        : undefined,
    query.q ? userSearch(query.q, ['u.email', 'u.name', 'u.surname']) : undefined,
  ]);
  return listPage<Row, AdminCustomer>(
    db,
    {
      select,
      from: sql`from users u ${where}`,
      sortColumns: { id: 'u.id', created_at: 'u.created_at', email: 'u.email', surname: 'u.surname' },
      idColumn: 'u.id',
      notNull: ['u.created_at', 'u.email'],
    },
    query,
    toCustomer,
  );
}

export async function getCustomer(db: DbOrTx, id: number): Promise<AdminCustomer | null> {
  const { rows } = await db.execute<Row>(sql`${select} from users u where u.id = ${id} and u.role = 'customer'`);
  return rows[0] ? toCustomer(rows[0]) : null;
}
