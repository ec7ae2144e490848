import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { DEFAULT_SUBSCRIPTION_COST } from '../../contract/constants.js';
import { USER_FIELDS_BY_AREA, type Subscription, type User } from '../../contract/entities/user.js';
import { mayWorkIn, type StaffArea, type StaffRole } from '../../contract/staff.js';
import { users } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** A person's name as the team shows it (Attività, "Pagato da", a draft's editor): name and surname, else
 * the email. `alias` is the users table's alias in the query. */
export const personNameSql = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(coalesce(${alias}.name, '') || ' ' || coalesce(${alias}.surname, '')), ''), ${alias}.email)`,
  );

export interface LoginCandidate {
  id: number;
  role: User['role'];
  email: string;
  passwordHash: string;
  /** The hash of a password mailed by forgot-password, while it is still valid (null otherwise). */
  resetPasswordHash: string | null;
  suspended: boolean;
}

export async function findUserByEmail(db: Db, email: string): Promise<LoginCandidate | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      passwordHash: users.passwordHash,
      resetPasswordHash: sql<
        string | null
      >`case when ${users.resetPasswordExpiresAt} > now() then ${users.resetPasswordHash} end`,
      suspended: sql<boolean>`(${users.suspendedAt} is not null or exists (select 1 from users c where c.id = ${users.companyId} and c.suspended_at is not null))`,
      deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!row) return null;
  // A person of a dealer's company logs in where dealers do; a deactivated one is refused like a wrong password.
  const { deactivated, ...candidate } = row;
  if (deactivated) return null;
  return { ...candidate, role: candidate.role === 'staff' ? 'dealer' : candidate.role };
}

/** Stores a mailed password beside the current one, valid for `validMinutes` (replacing an earlier one). */
export async function setResetPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  validMinutes: number,
): Promise<void> {
  await db
    .update(users)
    .set({
      resetPasswordHash: passwordHash,
      resetPasswordExpiresAt: sql`now() + make_interval(mins => ${validMinutes}::int)`,
    })
    .where(eq(users.id, userId));
}

/**
 * The mailed password becomes the password, in one statement so that it can be used only once even by two
 * logins at the same time; false when it was already used, replaced or expired meanwhile.
 */
export async function useResetPassword(db: Db, userId: number, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: sql`${users.resetPasswordHash}`, resetPasswordHash: null, resetPasswordExpiresAt: null })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.resetPasswordHash),
        eq(users.resetPasswordHash, passwordHash),
        gt(users.resetPasswordExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** A password chosen by the user makes a mailed one useless. */
export async function dropResetPassword(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ resetPasswordHash: null, resetPasswordExpiresAt: null }).where(eq(users.id, userId));
}

/** When the dealer accepted the terms (null while it has not). */
export async function termsAcceptedAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ at: users.termsAcceptedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

interface RawSubscription {
  status: Subscription['status'];
  ends_at: string | null;
  canceled_at: string | null;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A person of a dealer's company: the company as the portal shows it, and who is logged in. */
async function staffUserDto(db: Db, person: typeof users.$inferSelect): Promise<User | null> {
  if (person.companyId === null || person.staffRole === null) return null;
  const company = await toUserDto(db, person.companyId);
  if (!company) return null;
  return {
    ...forRole(company, person.staffRole),
    staff: { id: person.id, email: person.email, name: person.name, surname: person.surname, role: person.staffRole },
  };
}

/** The company's User as a person with `role` may read it: without the fields of the areas their role has no part in. */
export function forRole(company: User, role: StaffRole): User {
  const shown: Partial<User> = { ...company };
  for (const [area, fields] of Object.entries(USER_FIELDS_BY_AREA) as [StaffArea, readonly (keyof User)[]][])
    if (!mayWorkIn(role, area)) for (const field of fields) delete shown[field];
  return shown as User;
}

/** The User of the contract (SPEC §3) in one query: excluded provinces, accepted methods, latest subscription. */
export async function toUserDto(db: Db, userId: number): Promise<User | null> {
  const [row] = await db
    .select({
      user: users,
      provinces: sql<
        number[]
      >`coalesce((select json_agg(dp.province_id order by dp.province_id) from dealer_provinces dp where dp.dealer_id = ${userId}), '[]'::json)`,
      methods: sql<
        number[]
      >`coalesce((select json_agg(dm.method_id order by dm.method_id) from dealer_methods dm where dm.dealer_id = ${userId}), '[]'::json)`,
      subscription: sql<RawSubscription | null>`(select json_build_object('status', s.status, 'ends_at', s.ends_at, 'canceled_at', s.canceled_at) from subscriptions s where s.dealer_id = ${userId} order by s.created_at desc, s.id desc limit 1)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user: u, subscription } = row;
  if (u.role === 'staff') return staffUserDto(db, u);
  return {
    id: u.id,
    role: u.role,
    email: u.email,
    name: u.name,
    surname: u.surname,
    legal_name: u.legalName,
    phone: u.phone,
    vat_number: u.vatNumber,
    sdi: u.sdi,
    pec: u.pec,
    adr_street: u.adrStreet,
    adr_house_no: u.adrHouseNo,
    adr_city: u.adrCity,
    adr_province: u.adrProvince,
    adr_zip_code: u.adrZipCode,
    iban: u.iban,
    credits: Number(u.credits),
    default_flat_fee: Number(u.defaultFlatFee),
    default_partial_fee: Number(u.defaultPartialFee),
    profile_photo: u.profilePhoto,
    dealer_stars: Number(u.dealerStars),
    user_provinces: row.provinces.map(Number),
    available_methods: row.methods.map(Number),
    current_subscription: subscription
      ? { status: subscription.status, ends_at: iso(subscription.ends_at), canceled_at: iso(subscription.canceled_at) }
      : null,
    subscription_cost: u.subscriptionCost === null ? DEFAULT_SUBSCRIPTION_COST : Number(u.subscriptionCost),
  };
}
