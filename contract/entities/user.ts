import { z } from '../z.js';
import type { StaffArea } from '../staff.js';
import { StaffSelf } from './staff.js';

export const SUBSCRIPTION_STATUSES = [
  'created',
  'processing',
  'active',
  'canceled',
  'ended',
  'error',
  'pending',
] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const Subscription = z.object({
  status: SubscriptionStatus,
  ends_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

export const UserRole = z.enum(['dealer', 'customer', 'operator']);
export type UserRole = z.infer<typeof UserRole>;

/** The dealer as the portal sees it (SPEC §3). Optional company fields are null until registration. */
export const User = z.object({
  id: z.number().int(),
  role: UserRole,
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  legal_name: z.string().nullable(),
  phone: z.string().nullable(),
  vat_number: z.string().nullable(),
  sdi: z.string().nullable(),
  pec: z.string().nullable(),
  adr_street: z.string().nullable(),
  adr_house_no: z.string().nullable(),
  adr_city: z.string().nullable(),
  adr_province: z.number().int().nullable(),
  adr_zip_code: z.string().nullable(),
  /** Billing fields (USER_FIELDS_BY_AREA.billing): absent for a person of the company whose role has no billing. */
  iban: z.string().nullable().optional(),
  credits: z.number().optional(),
  default_flat_fee: z.number(),
  default_partial_fee: z.number(),
  profile_photo: z.string().nullable(),
  dealer_stars: z.number().min(0).max(5),
  user_provinces: z.array(z.number().int()),
  available_methods: z.array(z.number().int()),
  current_subscription: Subscription.nullable().optional(),
  subscription_cost: z.number().optional(),
  /** A dealer's: the person logged in and their role in the company; the fields above are the company's. */
  staff: StaffSelf.optional(),
});
export type User = z.infer<typeof User>;

/**
 * The User fields that belong to an area of the company's work (contract/staff.ts STAFF_AREAS): a person of the
 * company gets them only when their role works in that area, as the routes of that area would show them. The owner
 * and every account that is not a company's person get them all.
 */
export const USER_FIELDS_BY_AREA = {
  billing: ['iban', 'credits', 'current_subscription', 'subscription_cost'],
} as const satisfies Partial<Record<StaffArea, readonly (keyof User)[]>>;
