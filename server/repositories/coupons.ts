import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { serverMessages } from '../../i18n/it/server.js';
import { couponRedemptions, coupons } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export interface CouponVerdict {
  usable: boolean;
  message: string;
  /** Free credits the coupon adds (0 when not usable). */
  freeCredits: number;
  couponId: number | null;
  /** The code as stored (upper case), when the coupon exists. */
  code: string | null;
}

const formatCredits = (credits: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(credits);

/**
 * Coupon rules (docs/adr/0013-money.md): codes match case-insensitively and ignore surrounding spaces; a coupon is
 * usable while not expired (valid_until in the future), not exhausted (uses < max_uses) and not already
 * redeemed by this dealer (one paid wallet order per dealer and coupon).
 */
export async function checkCoupon(
  db: DbOrTx,
  dealerId: number,
  input: string,
  now = new Date(),
): Promise<CouponVerdict> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, input.trim().toUpperCase()));
  const refuse = (message: string) => ({
    usable: false,
    message,
    freeCredits: 0,
    couponId: coupon?.id ?? null,
    code: coupon?.code ?? null,
  });
  if (!coupon) return refuse(serverMessages.couponUnknown);
  if (coupon.validUntil && coupon.validUntil.getTime() <= now.getTime()) return refuse(serverMessages.couponExpired);
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return refuse(serverMessages.couponExhausted);
  if (await redeemedBy(db, dealerId, coupon.id)) return refuse(serverMessages.couponAlreadyUsed);
  return {
    usable: true,
    message: serverMessages.couponValid(formatCredits(coupon.freeCredits)),
    freeCredits: coupon.freeCredits,
    couponId: coupon.id,
    code: coupon.code,
  };
}

async function redeemedBy(db: DbOrTx, dealerId: number, couponId: number): Promise<boolean> {
  const [row] = await db
    .select({ orderId: couponRedemptions.orderId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.dealerId, dealerId), eq(couponRedemptions.couponId, couponId)))
    .limit(1);
  return row !== undefined;
}

/**
 * When the wallet order is paid (inside the payment's transaction): counts one use, unless the coupon expired,
 * ran out or this dealer already redeemed it (then the order's free credits are not granted). The redemption row's
 * primary key decides between concurrent payments: the second insert waits for the first and then finds the row
 *. Answers whether it was redeemed.
 */
export async function redeemCoupon(db: DbOrTx, dealerId: number, couponId: number, orderId: number): Promise<boolean> {
  const claimed = await db
    .insert(couponRedemptions)
    .values({ couponId, dealerId, orderId })
    .onConflictDoNothing()
    .returning({ orderId: couponRedemptions.orderId });
  if (claimed.length === 0) return false;
  const counted = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.maxUses), lt(coupons.uses, coupons.maxUses)),
        or(isNull(coupons.validUntil), sql`${coupons.validUntil} > now()`),
      ),
    )
    .returning({ id: coupons.id });
  if (counted.length > 0) return true;
  await db
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.dealerId, dealerId)));
  return false;
}
