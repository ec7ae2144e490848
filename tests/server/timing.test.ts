import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_WINDOW_MINUTES } from '../../contract/constants.js';
import {
  effectiveDeadline,
  isFrozen,
  isOpen,
  pauseTimer,
  resumeTimer,
  submissionState,
  timingResidue,
  type SubmissionTimer,
} from '../../server/domain/submission-state.js';
import { bearer, testApp, type TestApp } from './support/app.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const min = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const timer = (deadline: number, patch: Partial<SubmissionTimer> = {}): SubmissionTimer => ({
  deadlineAt: min(deadline),
  closedAt: null,
  pausedMs: 0,
  frozenSince: null,
  ...patch,
});

describe('timer rules (pure functions)', () => {
  it.each([
    // deadline (min from now), paused min, frozen since (min from now), closed → residue, open, frozen
    ['ahead', 90, 0, null, false, 90, true, false],
    ['less than a minute left rounds up', 0.25, 0, null, false, 1, true, false],
    ['exactly at the deadline: expired', 0, 0, null, false, 0, false, false],
    ['past the deadline', -30, 0, null, false, 0, false, false],
    ['paused time pushes the deadline', -30, 45, null, false, 15, true, false],
    ['paused time not enough', -30, 20, null, false, 0, false, false],
    ['frozen: counted until the pause began', 90, 0, -60, false, 150, true, true],
    ['frozen past the deadline: still open', -30, 0, -60, false, 30, true, true],
    ['frozen after earlier pauses', -30, 10, -60, false, 40, true, true],
    ['closed: nothing left, not frozen', 90, 0, -60, true, 0, false, false],
  ] as const)('%s', (_name, deadline, pausedMin, frozenMin, closed, residue, open, frozen) => {
    const t = timer(deadline, {
      pausedMs: pausedMin * 60_000,
      frozenSince: frozenMin === null ? null : min(frozenMin),
      closedAt: closed ? min(-1) : null,
    });
    expect(timingResidue(t, NOW)).toBe(residue);
    expect(isOpen(t, NOW)).toBe(open);
    expect(isFrozen(t)).toBe(frozen);
    expect(effectiveDeadline(t).getTime()).toBe(min(deadline).getTime() + pausedMin * 60_000);
  });

  it('names the state: closed, expired, outlet or pending', () => {
    expect(submissionState({ ...timer(10), isOutlet: false }, NOW)).toBe('pending');
    expect(submissionState({ ...timer(10), isOutlet: true }, NOW)).toBe('outlet');
    expect(submissionState({ ...timer(-10), isOutlet: true }, NOW)).toBe('expired');
    expect(submissionState({ ...timer(-10, { frozenSince: min(-20) }), isOutlet: true }, NOW)).toBe('outlet');
    expect(submissionState({ ...timer(10, { closedAt: min(-1) }), isOutlet: false }, NOW)).toBe('closed');
  });

  it('the window is 48 hours', () => {
    expect(RESPONSE_WINDOW_MINUTES).toBe(48 * 60);
  });
});

describe('pause and resume in the database', () => {
  let t: TestApp;
  let token: string;
  const DEALER = 1;
  const sql = async <T = Record<string, unknown>>(text: string) => (await t.database.query(text)) as T[];
  const residue = async (id: number) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/submission/${id}`, headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ timing_residue: number; is_frozen: boolean }>();
  };
  const inList = async (filter: string, id: number) => {
    const first = await t.app.inject({ method: 'GET', url: `/api/submission/list/${filter}`, headers: bearer(token) });
    const ids: number[] = [];
    for (let page = 1; page <= first.json().last_page; page += 1) {
      const p = await t.app.inject({
        method: 'GET',
        url: `/api/submission/list/${filter}?page=${page}`,
        headers: bearer(token),
      });
      ids.push(...p.json<{ data: { id: number }[] }>().data.map((s) => s.id));
    }
    return ids.includes(id);
  };
  /** A fresh request of this dealer's lists (no conversation yet), with a conversation of the dealer on it. */
  const request = async (deadlineMinutes: number) => {
    const [s] = await sql<{ id: number }>(`select s.id from submissions s where s.closed_at is null and not s.is_outlet
      and s.province_id not in (select province_id from dealer_provinces where dealer_id = ${DEALER})
      and not exists (select 1 from conversations c where c.submission_id = s.id)
      and not exists (select 1 from submissions x where x.id = s.id and x.notes = 'timing-test') order by s.id limit 1`);
    await sql(
      `update submissions set notes = 'timing-test', deadline_at = now() + ${deadlineMinutes} * interval '1 minute' where id = ${s.id}`,
    );
    const [c] = await sql<{ id: number }>(
      `insert into conversations (uuid, submission_id, dealer_id) values (gen_random_uuid()::text, ${s.id}, ${DEALER}) returning id`,
    );
    return { id: s.id, conversation: c.id };
  };
  const backdatePause = (conversation: number, minutes: number) =>
    sql(
      `update conversations set frozen_since = frozen_since - ${minutes} * interval '1 minute' where id = ${conversation}`,
    );

  beforeAll(async () => {
    t = await testApp();
    token = await t.login('dealer@demo.example');
  });
  afterAll(async () => t?.close());

  it('pause then resume shifts the deadline by the paused time', async () => {
    const r = await request(60);
    expect(await residue(r.id)).toMatchObject({ timing_residue: 60, is_frozen: false });
    expect(await pauseTimer(t.database.db, r.conversation)).toBe(true);
    await backdatePause(r.conversation, 45);
    // Frozen: the residue is what was left when the dealer wrote (45 minutes ago).
    const frozen = await residue(r.id);
    expect(frozen.is_frozen).toBe(true);
    expect(frozen.timing_residue).toBeGreaterThanOrEqual(104);
    expect(frozen.timing_residue).toBeLessThanOrEqual(105);
    await resumeTimer(t.database.db, r.conversation);
    const [row] = await sql<{ paused_ms: number; frozen_since: Date | null }>(
      `select paused_ms, frozen_since from conversations where id = ${r.conversation}`,
    );
    expect(row.frozen_since).toBeNull();
    expect(Math.round(row.paused_ms / 60_000)).toBe(45);
    expect(await residue(r.id)).toMatchObject({ timing_residue: 105, is_frozen: false });
  });

  it('a frozen request never expires while frozen, and expires once resumed past its deadline', async () => {
    const r = await request(10);
    await pauseTimer(t.database.db, r.conversation);
    await sql(`update submissions set deadline_at = now() - interval '3 hours' where id = ${r.id}`);
    expect(await inList('pending', r.id)).toBe(true);
    expect(await inList('expired', r.id)).toBe(false);
    expect((await residue(r.id)).is_frozen).toBe(true);
    // Paused for 2 hours only: the deadline (3 hours ago) + 2 hours is still past.
    await backdatePause(r.conversation, 120);
    await resumeTimer(t.database.db, r.conversation);
    expect(await inList('pending', r.id)).toBe(false);
    expect(await inList('expired', r.id)).toBe(true);
    expect(await residue(r.id)).toMatchObject({ timing_residue: 0, is_frozen: false });
  });

  it('writing on an expired or closed request does not freeze it; resuming a running timer changes nothing', async () => {
    const expired = await request(-5);
    expect(await pauseTimer(t.database.db, expired.conversation)).toBe(false);
    expect(await inList('expired', expired.id)).toBe(true);

    const closed = await request(30);
    await sql(`update submissions set closed_at = now() where id = ${closed.id}`);
    expect(await pauseTimer(t.database.db, closed.conversation)).toBe(false);

    const running = await request(30);
    await resumeTimer(t.database.db, running.conversation);
    const [row] = await sql<{ paused_ms: number }>(
      `select paused_ms from conversations where id = ${running.conversation}`,
    );
    expect(row.paused_ms).toBe(0);
    expect(await pauseTimer(t.database.db, running.conversation)).toBe(true);
    const [first] = await sql<{ frozen_since: Date }>(
      `select frozen_since from conversations where id = ${running.conversation}`,
    );
    expect(await pauseTimer(t.database.db, running.conversation)).toBe(true);
    const [second] = await sql<{ frozen_since: Date }>(
      `select frozen_since from conversations where id = ${running.conversation}`,
    );
    expect(second.frozen_since).toEqual(first.frozen_since);
  });

  it('accumulated pause survives a change of the deadline (kept in step by the database)', async () => {
    const r = await request(30);
    await pauseTimer(t.database.db, r.conversation);
    await backdatePause(r.conversation, 60);
    await resumeTimer(t.database.db, r.conversation);
    await sql(`update submissions set deadline_at = now() - interval '30 minutes' where id = ${r.id}`);
    expect(await inList('pending', r.id)).toBe(true);
    const { timing_residue } = await residue(r.id);
    expect(timing_residue).toBeGreaterThanOrEqual(29);
    expect(timing_residue).toBeLessThanOrEqual(30);
  });
});
