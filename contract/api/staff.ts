import { errors } from '../../i18n/it/errors.js';
import { Id, paged } from '../common.js';
import { StaffMember, StaffRoleSchema } from '../entities/staff.js';
import { email, newPassword, requiredText } from '../rules.js';
import { z } from '../z.js';
import { LoginResponse } from './auth.js';

/*
 * Company accounts: the owner's team section and the invitation link.
 */

/** A role the owner can give: there is one owner, the company's own account. */
export const MemberRole = StaffRoleSchema.exclude(['owner']);

/** One line of the owner's Attività: who sent or shipped which quotation, and when. */
export const StaffActivity = z.object({
  at: z.string(),
  action: z.enum(['sent', 'shipped', 'paid']),
  person_id: z.number().int(),
  person: z.string(),
  /** On 'sent' and 'shipped'; 0 and '' on 'paid'. */
  quotation_id: z.number().int(),
  quotation_code: z.string(),
  /** On 'paid' (who paid): the order, what it was for and its total with VAT. */
  order: z
    .object({ id: z.number().int(), condition: z.enum(['dealer', 'wallet', 'fee']), total_amount: z.number() })
    .optional(),
});
export type StaffActivity = z.infer<typeof StaffActivity>;
export const StaffActivityList = paged(StaffActivity);

/** GET /dealer/{dealerId}/staff: the owner first, then the members by name. */
export const StaffList = paged(StaffMember);
export type StaffList = z.infer<typeof StaffList>;

/** POST /dealer/{dealerId}/staff: invites a person by email with a role; the mail carries a one-time link valid 72 hours. */
export const StaffInviteBody = z.object({
  email,
  name: requiredText(100),
  surname: requiredText(100),
  role: MemberRole,
});
export type StaffInviteBody = z.input<typeof StaffInviteBody>;

export const StaffParams = z.object({ dealerId: Id, memberId: Id });
export const StaffUpdateBody = z.object({ role: MemberRole });
export type StaffUpdateBody = z.input<typeof StaffUpdateBody>;

/** An invitation's token as the link carries it (43 characters of base64url). */
const InvitationToken = z
  .string()
  .trim()
  .min(20, errors.required)
  .max(200, errors.tooLong)
  .regex(/^[A-Za-z0-9_-]+$/, errors.required);
export const InvitationParams = z.object({ token: InvitationToken });

/** GET /invitation/{token}: what the page at /invito/<token> shows before the password is chosen. */
export const InvitationInfo = z.object({
  email: z.string(),
  name: z.string().nullable(),
  company: z.string(),
  role: StaffRoleSchema,
  expires_at: z.string(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;

/** POST /invitation/accept: the token and the new password (twice); answers as a login does. */
export const InvitationAcceptBody = z
  .object({ token: InvitationToken, password: newPassword, password_confirmation: z.string().max(200) })
  .refine((v) => v.password === v.password_confirmation, {
    message: errors.passwordsMismatch,
    path: ['password_confirmation'],
  });
export type InvitationAcceptBody = z.input<typeof InvitationAcceptBody>;
export const InvitationAcceptResponse = LoginResponse;
