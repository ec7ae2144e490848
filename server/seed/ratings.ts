import { eq, sql } from 'drizzle-orm';
import { dealerRatings, quotations, users } from '../db/schema.js';
import type { Accounts } from './accounts.js';
import { addMinutes, DAY, HOUR, type SeedContext } from './context.js';
import type { SeededQuotation } from './quotations.js';

const earlier = (a: Date, b: Date) => (a < b ? a : b);

/**
 * The deliveries and ratings the plan gives (server/seed/plan.ts), then every dealer's stars as the average of its
 * ratings, as a customer's rating computes them (server/repositories/ratings.ts): a dealer's stars always have rows
 * behind them, so one more rating moves the average by its weight, never replaces it. Returns the ratings written.
 */
export async function seedRatings(ctx: SeedContext, accounts: Accounts, seeded: SeededQuotation[]): Promise<number> {
  const { tx, now } = ctx;
  let written = 0;
  for (const quotation of seeded) {
    const spec = quotation.request.plan[quotation.dealerId === accounts.dealer ? 'dealer' : 'dealer2'];
    if (!spec?.delivery && !spec?.rating) continue;
    const deliveredAt = earlier(addMinutes(quotation.updatedAt, DAY), now);
    if (spec.delivery) {
      const customer = spec.delivery === 'received';
      await tx
        .update(quotations)
        .set({
          deliveredAt,
          deliveryKind: spec.delivery,
          deliveredBy: customer ? quotation.request.authorId : quotation.dealerId,
        })
        .where(eq(quotations.id, quotation.id));
    }
    if (spec.rating) {
      await tx.insert(dealerRatings).values({
        quotationId: quotation.id,
        dealerId: quotation.dealerId,
        customerId: quotation.request.authorId,
        stars: spec.rating.stars,
        comment: spec.rating.comment,
        createdAt: earlier(addMinutes(deliveredAt, 3 * HOUR), now),
      });
      written += 1;
    }
  }
  await tx
    .update(users)
    .set({
      dealerStars: sql`coalesce((select round(avg(r.stars), 1) from dealer_ratings r where r.dealer_id = ${users.id}), 0)`,
    })
    .where(eq(users.role, 'dealer'));
  return written;
}
