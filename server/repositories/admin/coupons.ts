import { eq, sql } from 'drizzle-orm';
import type { AdminCoupon } from '../../../contract/entities/admin.js';
import { coupons } from '../../db/schema.js';
import type { Db, DbOrTx } from '../../db/types.js';
import { recordActivity } from './activity.js';
import { contains, idOrNull, iso, listPage, whereAll, type AdminListQuery } from './paging.js';

export interface CouponFilters extends AdminListQuery {
  expired?: 'true' | 'false';
}

export interface CouponInput {
  code: string;
  free_credits: number;
  valid_until: string | null;
  max_uses: number | null;
}

type Row = Record<string, unknown>;
const select = sql`select id, code, free_credits, valid_until, max_uses, uses, coalesce(valid_until <= now(), false) as expired`;

const toCoupon = (r: Row): AdminCoupon => ({
  id: Number(r.id),
  code: String(r.code),
  free_credits: Number(r.free_credits),
  valid_until: iso(r.valid_until),
  max_uses: idOrNull(r.max_uses),
  uses: Number(r.uses),
  expired: Boolean(r.expired),
});

export function listCoupons(db: DbOrTx, query: CouponFilters) {
  const where = whereAll([
    query.expired === 'true'
      ? sql`valid_until <= now()`
      : query.expired === 'false'
        ? sql`(valid_until is null or valid_until > now())`
        : undefined,
    query.q ? sql`code ilike ${contains(query.q)}` : undefined,
  ]);
  return listPage<Row, AdminCoupon>(
    db,
    {
      select,
      from: sql`from coupons ${where}`,
      sortColumns: { id: 'id', code: 'code', valid_until: 'valid_until', uses: 'uses' },
      idColumn: 'id',
    },
    query,
    toCoupon,
  );
}

export async function getCoupon(db: DbOrTx, id: number): Promise<AdminCoupon | null> {
  const { rows } = await db.execute<Row>(sql`${select} from coupons where id = ${id}`);
  return rows[0] ? toCoupon(rows[0]) : null;
}

/** Codes match case-insensitively at redemption (server/repositories/coupons.ts): so does uniqueness here. */
async function codeTaken(db: DbOrTx, code: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from coupons where upper(code) = upper(${code}) and id <> ${exceptId ?? 0} limit 1`,
  );
  return rows.length > 0;
}

const columns = (input: CouponInput) => ({
  code: input.code,
  freeCredits: input.free_credits,
  validUntil: input.valid_until === null ? null : new Date(input.valid_until),
  maxUses: input.max_uses,
});

export type CouponWrite = { coupon: AdminCoupon } | { refused: 'missing' | 'taken' };

export async function createCoupon(db: Db, operatorId: number, input: CouponInput): Promise<CouponWrite> {
  return db.transaction(async (tx): Promise<CouponWrite> => {
    // Serialises coupon writes, so two operators creating the same code cannot both pass the check.
    await tx.execute(sql`lock table coupons in share row exclusive mode`);
    if (await codeTaken(tx, input.code, null)) return { refused: 'taken' };
    const [created] = await tx.insert(coupons).values(columns(input)).returning({ id: coupons.id });
    const coupon = (await getCoupon(tx, created.id)) as AdminCoupon;
    await recordActivity(tx, {
      operatorId,
      action: 'coupon.create',
      entity: 'coupon',
      entityId: created.id,
      before: null,
      after: coupon,
    });
    return { coupon };
  });
}

export async function updateCoupon(db: Db, operatorId: number, id: number, input: CouponInput): Promise<CouponWrite> {
  return db.transaction(async (tx): Promise<CouponWrite> => {
    await tx.execute(sql`lock table coupons in share row exclusive mode`);
    const before = await getCoupon(tx, id);
    if (!before) return { refused: 'missing' };
    if (await codeTaken(tx, input.code, id)) return { refused: 'taken' };
    await tx.update(coupons).set(columns(input)).where(eq(coupons.id, id));
    const coupon = (await getCoupon(tx, id)) as AdminCoupon;
    await recordActivity(tx, {
      operatorId,
      action: 'coupon.update',
      entity: 'coupon',
      entityId: id,
      before,
      after: coupon,
    });
    return { coupon };
  });
}

/** Expires a coupon now (a coupon already past its expiry keeps it). */
export async function expireCoupon(db: Db, operatorId: number, id: number): Promise<AdminCoupon | null> {
  return db.transaction(async (tx) => {
    const before = await getCoupon(tx, id);
    if (!before) return null;
    if (before.expired) return before;
    await tx
      .update(coupons)
      .set({ validUntil: sql`now()` })
      .where(eq(coupons.id, id));
    const coupon = (await getCoupon(tx, id)) as AdminCoupon;
    await recordActivity(tx, {
      operatorId,
      action: 'coupon.expire',
      entity: 'coupon',
      entityId: id,
      before,
      after: coupon,
    });
    return coupon;
  });
}
