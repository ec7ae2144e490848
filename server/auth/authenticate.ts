import type { Db } from '../db/types.js';
import { findSessionUser } from '../repositories/sessions.js';
import type { SessionUser } from './session-user.js';
import { isWellFormedToken } from './tokens.js';

/** The one token check, for HTTP (bearer header) and socket.io (handshake auth.token): null means 401. */
export async function authenticate(db: Db, token: unknown): Promise<SessionUser | null> {
  return isWellFormedToken(token) ? findSessionUser(db, token) : null;
}
