import { and, eq, sql } from 'drizzle-orm';
import type { CustomerOwnRating } from '../../contract/api/customer.js';
import type { Rating, RatingBody } from '../../contract/api/customer-account.js';
import { mayRate } from '../../contract/delivery.js';
import type { QuotationStatus } from '../../contract/entities/quotation.js';
import type { z } from '../../contract/z.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationNotifications } from '../../i18n/it/quotations.js';
import { dealerRatings } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { HttpError } from '../plugins/http-error.js';
import { createNotifications } from './notifications.js';

type RatingInput = z.output<typeof RatingBody>;

/** The customer's own rating of a quotation, or null: the order page then shows it ("already rated"), not the form. */
export async function findOwnRating(
  db: Db,
  customerId: number,
  quotationId: number,
): Promise<CustomerOwnRating | null> {
  const [row] = await db
    .select({ stars: dealerRatings.stars, comment: dealerRatings.comment, createdAt: dealerRatings.createdAt })
    .from(dealerRatings)
    .where(and(eq(dealerRatings.quotationId, quotationId), eq(dealerRatings.customerId, customerId)));
  return row ? { stars: row.stars, comment: row.comment, created_at: row.createdAt.toISOString() } : null;
}

/**
 * POST /customer/quotations/{id}/rating: the customer who received the goods rates the dealer (contract/delivery.ts
 * mayRate: an online sale shipped with a tracking code, or a delivery recorded by the customer or, offline, the dealer),
 * once (the unique index on quotation_id turns a second or parallel rating into a 409). The dealer's row is locked
 * first so that parallel ratings of one dealer each average over the others' committed rows; dealer_stars becomes
 * the average of its ratings (rounded to one decimal). Another customer's quotation is 404.
 */
export async function rateQuotation(
  db: Db,
  customerId: number,
  quotationId: number,
  body: RatingInput,
): Promise<Rating> {
  try {
    return await db.transaction(async (tx) => {
      // Locked: a rating and the delivery record it depends on are never read half-way.
      const { rows } = await tx.execute<{
        status: QuotationStatus;
        payment_type: 'online' | 'offline' | null;
        tracking_code: string | null;
        delivered_at: Date | string | null;
        dealer_id: number;
        quotation_code: string;
      }>(sql`select q.status, q.payment_type, q.tracking_code, q.delivered_at, q.dealer_id,
          q.quotation_code from quotations q join submissions s on s.id = q.submission_id
        where q.id = ${quotationId} and s.author_id = ${customerId} for update of q`);
      const quotation = rows[0];
      if (!quotation) throw new HttpError(404, errors.notFound);
      const deliveredAt = quotation.delivered_at ? new Date(quotation.delivered_at).toISOString() : null;
      if (!mayRate({ ...quotation, delivered_at: deliveredAt })) throw new HttpError(409, errors.ratingNotShipped);
      await tx.execute(sql`select id from users where id = ${quotation.dealer_id} for update`);
      const [rating] = await tx
        .insert(dealerRatings)
        .values({
          quotationId,
          dealerId: quotation.dealer_id,
          customerId,
          stars: body.stars,
          comment: body.comment || null,
        })
        .returning();
      const { rows: stars } = await tx.execute<{ dealer_stars: string | number }>(sql`update users set dealer_stars =
          (select round(avg(stars), 1) from dealer_ratings where dealer_id = ${quotation.dealer_id})
        where id = ${quotation.dealer_id} returning dealer_stars`);
      await createNotifications(tx, [
        {
          userId: quotation.dealer_id,
          target: { kind: 'quotation', id: quotationId },
          ...quotationNotifications.rated(quotation.quotation_code, body.stars),
        },
      ]);
      return {
        quotation_id: quotationId,
        dealer_id: quotation.dealer_id,
        stars: rating.stars,
        comment: rating.comment,
        created_at: rating.createdAt.toISOString(),
        dealer_stars: Number(stars[0].dealer_stars),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, errors.ratingTaken);
    throw error;
  }
}
