import { STAFF_ROLES } from '../staff.js';
import { z } from '../z.js';

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** A person of a dealer's company: the owner or a member the owner invited. */
export const StaffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  role: StaffRoleSchema,
  /** invited: has not chosen a password yet; active; deactivated: refused at login, sessions closed. */
  status: z.enum(['invited', 'active', 'deactivated']),
  /** When the last invitation expires (invited members only). */
  invitation_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** Who is logged in, beside the company the portal shows (User): the person and their role. */
export const StaffSelf = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  role: StaffRoleSchema,
});
export type StaffSelf = z.infer<typeof StaffSelf>;
