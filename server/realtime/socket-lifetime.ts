import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { DealerStanding } from '../auth/dealer-standing.js';

/** setTimeout's longest delay; a later moment is checked again when it fires. */
const MAX_TIMER_MS = 2_147_483_647;
/** A standing that claims to lapse in the past is checked again after this, never in a tight loop. */
const MIN_RECHECK_MS = 1_000;

/** Closes the socket when its login token expires (chat and /inbox). */
export function closeAtExpiry(socket: Socket, expiresAt: Date): void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = expiresAt.getTime() - Date.now();
    if (left <= 0) return void socket.disconnect(true);
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * Checks the user's standing once the socket is in its rooms (a change made between the handshake and the join
 * would have missed it), then again whenever it would lapse by time alone (a paid period ends, no event comes):
 * the socket closes as soon as the user no longer qualifies. Changes made by events reach it through
 * recheckUserSockets (server/realtime/standing-revocation.ts).
 */
export function closeWhenStandingLapses(
  socket: Socket,
  check: () => Promise<DealerStanding>,
  log: FastifyBaseLogger,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    check()
      .then(({ inStanding, lapsesAt }) => {
        if (!socket.connected) return;
        if (!inStanding) return void socket.disconnect(true);
        if (lapsesAt)
          timer = setTimeout(run, Math.min(Math.max(lapsesAt.getTime() - Date.now(), MIN_RECHECK_MS), MAX_TIMER_MS));
      })
      .catch((err: unknown) => log.error({ err }, 'socket standing check failed'));
  };
  run();
  socket.once('disconnect', () => clearTimeout(timer));
}
