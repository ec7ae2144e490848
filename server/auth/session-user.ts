import type { UserRole } from '../../contract/entities/user.js';
import type { StaffRole } from '../../contract/staff.js';

/** Who is calling, as the token says: attached to the request (and to sockets) once authenticated. */
export interface SessionUser {
  /** The account acted for: a dealer's company for every person of it, else the user itself. */
  id: number;
  /** The person logged in: `id` itself but for a dealer's staff. Sessions, revocations and sockets are theirs. */
  actorId: number;
  /** A dealer's person's role in the company: 'owner' for the dealer account itself and for everyone who is not a dealer. */
  staffRole: StaffRole;
  role: UserRole;
  email: string;
  sessionId: number;
  /** The client application key the session was opened with (`security` at login). */
  client: string;
  /** Suspended by an operator: refused everywhere but logout. */
  suspended: boolean;
}
