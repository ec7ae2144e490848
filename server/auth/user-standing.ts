import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { dealerStanding, type DealerStanding } from './dealer-standing.js';

/**
 * Whether a user may keep its open sockets (chat and /inbox), and until when by time alone: the one rule the socket
 * revocation re-checks (server/realtime/standing-revocation.ts). Nobody suspended by an operator; a dealer:
 * in standing (SPEC §2: registered, and its subscription works); a person of its company: not deactivated,
 * and while the company is; a customer: always, its session decides. Whatever
 * else ends a user's right to be connected (a deactivated staff user) belongs here, and its change point calls
 * recheckUserSockets.
 */
export async function userStanding(db: Db, userId: number): Promise<DealerStanding> {
  const [user] = await db
    .select({
      role: users.role,
      suspendedAt: users.suspendedAt,
      deactivatedAt: users.deactivatedAt,
      companyId: users.companyId,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.suspendedAt !== null || user.deactivatedAt !== null) return { inStanding: false, lapsesAt: null };
  if (user.role === 'dealer') return dealerStanding(db, userId);
  // A person of a dealer's company: as long as the company is.
  if (user.role === 'staff')
    return user.companyId === null ? { inStanding: false, lapsesAt: null } : userStanding(db, user.companyId);
  return { inStanding: true, lapsesAt: null };
}
