import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffMember } from '../../contract/entities/staff.js';
import type { DelegatedRole } from '../../contract/staff.js';
import { staffInvitations, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { personNameSql } from './users.js';

/*
 * Company accounts: the people of a dealer's company and their invitations. The company is the dealer's
 * own users row (its owner); each person is a users row with role 'staff', company_id and staff_role. A person
 * invited and not yet arrived has an empty password hash, which matches no password.
 */

const memberColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  role: sql<StaffMember['role']>`coalesce(${users.staffRole}, 'owner')`,
  status: sql<StaffMember['status']>`case when ${users.deactivatedAt} is not null then 'deactivated'
    when ${users.passwordHash} = '' then 'invited' else 'active' end`,
  // The outer row's id by its table's name: drizzle writes a column of the selected table unqualified, which inside
  // the subquery would name the invitation's own id.
  invitation_expires_at: sql<string | null>`case when ${users.passwordHash} = '' then
    (select max(i.expires_at) from staff_invitations i where i.user_id = "users"."id" and i.used_at is null) end`,
  created_at: users.createdAt,
};

type MemberRow = Omit<StaffMember, 'created_at' | 'invitation_expires_at'> & {
  created_at: Date;
  invitation_expires_at: string | Date | null;
};
const toMember = (row: MemberRow): StaffMember => ({
  ...row,
  created_at: row.created_at.toISOString(),
  invitation_expires_at: row.invitation_expires_at === null ? null : new Date(row.invitation_expires_at).toISOString(),
});

/** The owner first, then the members by surname and name. */
export async function listStaff(db: Db, dealerId: number): Promise<StaffMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(sql`${users.id} = ${dealerId} or ${users.companyId} = ${dealerId}`)
    .orderBy(sql`${users.companyId} is not null`, asc(users.surname), asc(users.name), asc(users.id));
  return rows.map(toMember);
}

/** A member of this company (never its owner), or null. */
export async function findMember(db: Db, dealerId: number, userId: number): Promise<StaffMember | null> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, dealerId)));
  return row ? toMember(row) : null;
}

export async function createMember(
  db: Db,
  dealerId: number,
  person: { email: string; name: string; surname: string; role: DelegatedRole },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      role: 'staff',
      companyId: dealerId,
      staffRole: person.role,
      email: person.email.trim(),
      name: person.name,
      surname: person.surname,
      passwordHash: '',
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Sets a member's role; true when it changed. */
export async function setMemberRole(db: Db, dealerId: number, userId: number, role: DelegatedRole): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ staffRole: role })
    .where(and(eq(users.id, userId), eq(users.companyId, dealerId), sql`${users.staffRole} is distinct from ${role}`))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** Sets or clears the deactivation; true when it changed. */
export async function setMemberDeactivated(
  db: Db,
  dealerId: number,
  userId: number,
  deactivated: boolean,
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ deactivatedAt: deactivated ? sql`now()` : null })
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, dealerId),
        deactivated ? isNull(users.deactivatedAt) : sql`${users.deactivatedAt} is not null`,
      ),
    )
    .returning({ id: users.id });
  return changed.length > 0;
}

/** A new one-time link for the person; earlier unused ones stop working. Returns the token (only its hash is kept). */
export async function newInvitation(
  db: Db,
  userId: number,
  ttlHours: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.usedAt)));
    await tx.insert(staffInvitations).values({ userId, tokenHash: hashToken(token), expiresAt });
  });
  return { token, expiresAt };
}

export interface InvitationRow {
  id: number;
  userId: number;
  email: string;
  name: string | null;
  role: DelegatedRole;
  company: string;
  expiresAt: Date;
  expired: boolean;
}

/** The unused invitation behind a token (expired ones too, so the page can say so), of a person still to arrive. */
export async function findInvitation(db: Db, token: string): Promise<InvitationRow | null> {
  const { rows } = await db.execute<{
    id: number;
    user_id: number;
    email: string;
    name: string | null;
    role: DelegatedRole;
    company: string;
    expires_at: string | Date;
    expired: boolean;
  }>(sql`
    select i.id, i.user_id, u.email, u.name, u.staff_role as role,
      coalesce(c.legal_name, trim(coalesce(c.name, '') || ' ' || coalesce(c.surname, '')), c.email) as company,
      i.expires_at, i.expires_at <= now() as expired
    from staff_invitations i join users u on u.id = i.user_id join users c on c.id = u.company_id
    where i.token_hash = ${hashToken(token)} and i.used_at is null and u.deactivated_at is null and u.role = 'staff'
    limit 1`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    email: row.email,
    name: row.name,
    role: row.role,
    company: row.company,
    expiresAt: new Date(row.expires_at),
    expired: Boolean(row.expired),
  };
}

/** Uses the invitation once (a parallel use loses) and sets the person's password; false when already used or expired. */
export async function acceptInvitation(
  db: Db,
  invitationId: number,
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(staffInvitations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.id, invitationId),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: staffInvitations.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return true;
  });
}

/** The names of people, for "Inviato da" and the team's activity. */
export async function personName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return [row.name, row.surname].filter(Boolean).join(' ') || row.email;
}

export interface ActivityRow {
  at: Date;
  action: 'sent' | 'shipped' | 'paid';
  person_id: number;
  person: string;
  quotation_id: number;
  quotation_code: string;
  order?: { id: number; condition: 'dealer' | 'wallet' | 'fee'; total_amount: number };
}

/**
 * The company's quotations sent and shipped by its people, and its orders they paid, newest first, a page
 * of `perPage` (the owner's Attività).
 */
export async function staffActivity(
  db: Db,
  dealerId: number,
  page: number,
  perPage: number,
): Promise<{ rows: ActivityRow[]; total: number }> {
  const events = sql`
    select q.created_at as at, 'sent' as action, q.sent_by as person_id, q.id as quotation_id, q.quotation_code,
        null::int as order_id, null::varchar as order_condition, null::bigint as order_cents
      from quotations q where q.dealer_id = ${dealerId} and q.sent_by is not null
    union all
    select q.shipped_at, 'shipped', q.shipped_by, q.id, q.quotation_code, null, null, null
      from quotations q where q.dealer_id = ${dealerId} and q.shipped_by is not null and q.shipped_at is not null
    union all
    select o.paid_at, 'paid', o.paid_by, 0, '', o.id, o.condition, o.total_cents
      from orders o where o.dealer_id = ${dealerId} and o.status = 'paid' and o.paid_by is not null and o.paid_at is not null`;
  type Row = Omit<ActivityRow, 'at' | 'person' | 'order'> & {
    at: string | Date;
    person: string | null;
    total: number | string;
    order_id: number | string | null;
    order_condition: 'dealer' | 'wallet' | 'fee' | null;
    order_cents: number | string | null;
  };
  const { rows } = await db.execute<Row>(sql`
    select e.*, count(*) over () as total,
      ${personNameSql('p')} as person
    from (${events}) e join users p on p.id = e.person_id
    order by e.at desc, e.quotation_id desc, e.order_id desc
    limit ${perPage} offset ${(page - 1) * perPage}`);
  return {
    rows: rows.map((r) => ({
      at: new Date(r.at),
      action: r.action,
      person_id: Number(r.person_id),
      person: r.person ?? '',
      quotation_id: Number(r.quotation_id),
      quotation_code: r.quotation_code,
      ...(r.order_id === null || r.order_condition === null
        ? {}
        : {
            order: { id: Number(r.order_id), condition: r.order_condition, total_amount: Number(r.order_cents) / 100 },
          }),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/**
 * Withdraws the pending invitation of an address (a person invited to a company who has not accepted yet), so that
 * the address's owner may register it for themselves: the invited person leaves the company's team and its link stops
 * working (410). Such a person never logged in, so nothing else refers to them. True when there was one.
 */
export async function withdrawPendingInvitation(db: Db, email: string): Promise<boolean> {
  const withdrawn = await db
    .delete(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        eq(users.role, 'staff'),
        eq(users.passwordHash, ''),
      ),
    )
    .returning({ id: users.id });
  return withdrawn.length > 0;
}
