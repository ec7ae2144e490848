import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { DEALER_CLIENT_KEY } from '../../../contract/constants.js';
import type { StaffMember } from '../../../contract/entities/staff.js';
import { INVITATION_TTL_HOURS } from '../../../contract/staff.js';
import { staffMessages, staffRoleLabels } from '../../../i18n/it/staff.js';
import { openSession } from '../../auth/login.js';
import { hashPassword } from '../../auth/password.js';
import { guardInvitation } from '../../auth/throttle-guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Db } from '../../db/types.js';
import { sessionUsersChanged } from '../../cache/sessions.js';
import { HttpError } from '../../plugins/http-error.js';
import { closeUserSockets } from '../../realtime/sessions.js';
import { recheckUserSockets } from '../../realtime/standing-revocation.js';
import { revokeUserSessions } from '../../repositories/sessions.js';
import * as staff from '../../repositories/staff.js';
import { toUserDto } from '../../repositories/users.js';
import { fieldError } from '../dealer/field-errors.js';
import { defineRoute } from '../define-route.js';

/**
 * Company accounts. The team routes are the owner's (no staff area on them: contract/areas/dealer.ts); the guard
 * has checked that :dealerId is the caller's company, the repository that :memberId is one of its members. The invitation
 * routes are public: the token is the credential.
 */
const ACTIVITY_PER_PAGE = 20;

export default async function staffRoutes(app: FastifyInstance) {
  defineRoute(app, routes.staffList, async ({ db, user }) => {
    const data = await staff.listStaff(db, user.id);
    return { data, total: data.length, page: 1, per_page: data.length, last_page: 1 };
  });

  defineRoute(
    app,
    routes.staffInvite,
    async ({ db, user, body, reply }) => {
      await guardInvitation(app, user.id, body.email, reply);
      let userId: number;
      try {
        userId = await staff.createMember(db, user.id, body);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', staffMessages.emailTaken, staffMessages.emailTaken);
        throw error;
      }
      await mailInvitation(app, db, user, userId);
      return member(db, user.id, userId);
    },
    { status: 201 },
  );

  defineRoute(app, routes.staffUpdate, async ({ db, user, params, body }) => {
    await member(db, user.id, params.memberId);
    if (await staff.setMemberRole(db, user.id, params.memberId, body.role)) {
      // The new role holds from the next call and on every socket, on every instance, as a deactivation does: their
      // cached sessions are dropped, and their chat and app sockets close (the apps reconnect, and the handshake
      // reads the new role: a chat refused, an app socket scoped to the new role's areas).
      sessionUsersChanged([params.memberId]);
      closeUserSockets(app.io, params.memberId);
    }
    return member(db, user.id, params.memberId);
  });

  defineRoute(app, routes.staffDeactivate, async ({ db, user, params }) => {
    await member(db, user.id, params.memberId);
    if (await staff.setMemberDeactivated(db, user.id, params.memberId, true)) {
      // At once, on every instance: their sessions (and the session cache) and their sockets, chat and app.
      await revokeUserSessions(db, params.memberId);
      closeUserSockets(app.io, params.memberId);
      recheckUserSockets([params.memberId]);
    }
    return member(db, user.id, params.memberId);
  });

  defineRoute(app, routes.staffReactivate, async ({ db, user, params }) => {
    await member(db, user.id, params.memberId);
    await staff.setMemberDeactivated(db, user.id, params.memberId, false);
    return member(db, user.id, params.memberId);
  });

  defineRoute(app, routes.staffResend, async ({ db, user, params, reply }) => {
    const found = await member(db, user.id, params.memberId);
    if (found.status !== 'invited') throw new HttpError(409, staffMessages.alreadyActive);
    await guardInvitation(app, user.id, found.email, reply);
    await mailInvitation(app, db, user, params.memberId);
    return member(db, user.id, params.memberId);
  });

  defineRoute(app, routes.staffActivity, async ({ db, user, query }) => {
    const { rows, total } = await staff.staffActivity(db, user.id, query.page, ACTIVITY_PER_PAGE);
    const data = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return {
      data,
      total,
      page: query.page,
      per_page: ACTIVITY_PER_PAGE,
      last_page: Math.max(1, Math.ceil(total / ACTIVITY_PER_PAGE)),
    };
  });

  defineRoute(app, routes.invitationInfo, async ({ db, body }) => {
    const invitation = await usableInvitation(db, body.token);
    return {
      email: invitation.email,
      name: invitation.name,
      company: invitation.company,
      role: invitation.role,
      expires_at: invitation.expiresAt.toISOString(),
    };
  });

  defineRoute(app, routes.invitationAccept, async ({ db, body }) => {
    const invitation = await usableInvitation(db, body.token);
    if (!(await staff.acceptInvitation(db, invitation.id, invitation.userId, await hashPassword(body.password)))) {
      throw new HttpError(410, staffMessages.invitationInvalid);
    }
    return openSession(db, invitation.userId, DEALER_CLIENT_KEY, app.config.tokenTtlHours);
  });
}

async function member(db: Db, dealerId: number, userId: number): Promise<StaffMember> {
  const found = await staff.findMember(db, dealerId, userId);
  if (!found) throw new HttpError(404, staffMessages.memberNotFound);
  return found;
}

async function usableInvitation(db: Db, token: string) {
  const invitation = await staff.findInvitation(db, token);
  if (!invitation) throw new HttpError(410, staffMessages.invitationInvalid);
  if (invitation.expired) throw new HttpError(410, staffMessages.invitationExpired);
  return invitation;
}

/** A new one-time link, mailed (to the outbox when no SMTP is set); the previous link stops working. */
async function mailInvitation(app: FastifyInstance, db: Db, owner: SessionUser, userId: number): Promise<void> {
  const person = await member(db, owner.id, userId);
  const company = await toUserDto(db, owner.id);
  const { token } = await staff.newInvitation(db, userId, INVITATION_TTL_HOURS);
  const text = staffMessages.invitationBody({
    name: person.name ?? person.email,
    company: company?.legal_name ?? ([company?.name, company?.surname].filter(Boolean).join(' ') || owner.email),
    role: staffRoleLabels[person.role],
    link: `${app.config.publicUrl}/invito/${token}`,
    hours: INVITATION_TTL_HOURS,
  });
  await app.sendMail({ to: person.email, subject: staffMessages.invitationSubject, text });
}
