import type { UserRole } from '../../contract/entities/user.js';

/** Who is calling, as the token says: attached to the request (and to sockets) once authenticated. */
export interface SessionUser {
  id: number;
  role: UserRole;
  email: string;
  sessionId: number;
  /** The client application key the session was opened with (`security` at login). */
  client: string;
  /** Suspended by an operator (issue 28): refused everywhere but logout. */
  suspended: boolean;
}
