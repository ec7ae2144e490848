import { errors } from '../../i18n/it/errors.js';
import { CREDIT_OPTIONS } from '../constants.js';
import { z } from '../z.js';

export const PaymentUpdateBody = z.object({
  order_id: z.coerce.number().int().positive().nullable().optional(),
  status: z.literal('pending'),
  external_id: z.string().trim().min(1, errors.required).max(200),
});

export const CreditsBuyBody = z.object({
  credits_amount: z.coerce
    .number()
    .refine((v) => (CREDIT_OPTIONS as readonly number[]).includes(v), 'Importo non disponibile: scegli 50, 100, 200 o 500'),
  coupon: z.string().trim().max(50).nullable().optional(),
});

export const CouponCheckBody = z.object({ coupon: z.string().trim().min(1, errors.required).max(50) });
