import { describe, expect, it } from 'vitest';
import {
  currentTick,
  dealerPartValid,
  dealerCountersChanged,
  requestTotalsValid,
} from '../../server/cache/dealer-counters.js';
import { cachedSession, rememberSession, sessionsRevoked, sessionTick } from '../../server/cache/sessions.js';
import { attach, receive } from '../../server/shared/invalidation-bus.js';

const user = { id: 9_001, role: 'dealer', email: 'x@example.it', sessionId: 1, client: 'dealer-portal' } as Parameters<
  typeof rememberSession
>[2];
const db = {};

describe('invalidation bus (server/shared/invalidation-bus.ts)', () => {
  it("applies another instance's logout to this one's cached sessions", () => {
    rememberSession(db, 'hash-1', user, sessionTick(), new Date(Date.now() + 60_000));
    expect(cachedSession(db, 'hash-1')).toEqual(user);
    expect(receive(JSON.stringify({ kind: 'sessions', ids: [user.id], origin: 'other' }), 'me')).toEqual({
      kind: 'sessions',
      ids: [user.id],
    });
    expect(cachedSession(db, 'hash-1')).toBeNull();
  });

  it("applies another instance's counter changes, and ignores its own echo and malformed messages", () => {
    const since = currentTick();
    expect(receive(JSON.stringify({ kind: 'dealers', ids: [42], origin: 'me' }), 'me')).toBeNull();
    expect(receive('not json', 'me')).toBeNull();
    expect(receive(JSON.stringify({ kind: 'drop-tables', origin: 'other' }), 'me')).toBeNull();
    expect(dealerPartValid(42, since)).toBe(true);
    receive(JSON.stringify({ kind: 'dealers', ids: [42], origin: 'other' }), 'me');
    expect(dealerPartValid(42, since)).toBe(false);
    expect(requestTotalsValid(since)).toBe(true);
    receive(JSON.stringify({ kind: 'closed', ids: [], origin: 'other' }), 'me');
    expect(requestTotalsValid(since)).toBe(false);
  });

  it('publishes local changes to every attached link, and a remote one is not published again', () => {
    const sent: string[] = [];
    const detach = attach({ origin: 'me', publish: (payload) => sent.push(payload) });
    try {
      sessionsRevoked([7]);
      dealerCountersChanged([8, 9]);
      expect(sent.map((payload) => JSON.parse(payload) as unknown)).toEqual([
        { kind: 'sessions', ids: [7], origin: 'me' },
        { kind: 'dealers', ids: [8, 9], origin: 'me' },
      ]);
      receive(JSON.stringify({ kind: 'sessions', ids: [7], origin: 'other' }), 'me');
      expect(sent).toHaveLength(2);
    } finally {
      detach();
    }
  });
});
