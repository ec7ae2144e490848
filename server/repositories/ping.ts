import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.js';
import type { SessionUser } from '../auth/session-user.js';
import { dealerPartValid, requestTotalsValid } from '../cache/dealer-counters.js';
import { trustFor } from '../cache/database-sharing.js';
import { cached, peek, type Slot } from '../cache/slot.js';

export interface PingCounters {
  messages_to_read: number;
  notifications_to_read: number;
  dealer_pending_submissions_count: number;
  dealer_outlet_submissions_count: number;
  dealer_sended_quotations_count: number;
  dealer_accepted_quotations_count: number;
  dealer_cancelled_quotations_count: number;
  dealer_expired_submissions_count: number;
}

/*
 * The dealer's ping is polled every 10 s by every open portal: it must cost next to nothing. Counting the three
 * lists per call (listCountSql) took ~14 ms at 100,000 requests, so the counters are assembled from cached parts,
 * with the same sets as the lists (rules of server/domain/submission-state.ts):
 *
 * - shared, per (province, outlet): requests not closed, and those whose deadline_at is ahead — the second valid
 *   until the next deadline_at passes (then recounted: a cheap index range), both until a request is created or
 *   closed (server/cache/dealer-counters.ts);
 * - per dealer: excluded provinces; the requests its conversations keep open (frozen, or paused time pushing
 *   extended_until ahead), with their deadlines; quotation, message and notification counts — until a write
 *   concerning that dealer, or a request closing.
 *
 * pending/outlet = visible requests with deadline ahead + visible requests past deadline kept open by the dealer;
 * expired = visible requests not closed − the former. Time is evaluated at each call, so a window ending shows at
 * once. Writes made by another process (another instance on the same PostgreSQL, psql) are not seen until a part
 * is reloaded: after CACHE_TTL_MS in the background, after 2 × CACHE_TTL_MS at the latest — the staleness bound.
 * PGlite's folder is locked to this process: there, parts are reloaded only every ALONE_TTL_MS, as a safety net.
 */
export const CACHE_TTL_MS = 30_000;
export const ALONE_TTL_MS = 10 * 60_000;

interface Group { province: number | null; outlet: boolean; n: number }
interface Stamps { since: number; validUntil: number; refreshAt: number }
interface Totals extends Stamps { groups: Group[] }
interface Ahead extends Stamps { groups: Group[] }
/** A request this dealer's conversation may keep open past deadline_at: [province, outlet, deadline ms, frozen, extended until ms]. */
type KeptCandidate = [number | null, boolean, number, boolean, number | null];
interface DealerPart extends Stamps {
  excluded: Set<number>;
  kept: KeptCandidate[];
  quotations: [number, number, number];
  messages: number;
  notifications: number;
  /** The counters last assembled from this part, and from which shared parts, valid until `until`. */
  memo?: { totals: Totals; ahead: Ahead; until: number; counters: PingCounters };
}

interface State { totals: Slot<Totals>; ahead: Slot<Ahead>; dealers: Map<number, Slot<DealerPart>> }
const states = new WeakMap<object, State>();
const MAX_DEALER_ENTRIES = 50_000;

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) states.set(db, (state = { totals: {}, ahead: {}, dealers: new Map() }));
  return state;
}

/**
 * Valid until `deadline` (a window ending changes it); reloaded in the background by a call after ½–1 ×
 * CACHE_TTL_MS (spread, so entries loaded together are not reloaded together), and no longer served at all after
 * 2 × CACHE_TTL_MS (a dealer back after a while never sees old counters).
 */
const stamps = (db: Db, deadline = Number.POSITIVE_INFINITY) => {
  const now = Date.now();
  const ttl = trustFor(db, CACHE_TTL_MS, ALONE_TTL_MS);
  return { validUntil: Math.min(deadline, now + 2 * ttl), refreshAt: now + ttl * (0.5 + Math.random() / 2) };
};

const groupsOf = (rows: Record<string, unknown>[]): Group[] =>
  rows.map((r) => ({ province: r.province === null ? null : Number(r.province), outlet: r.outlet === true, n: Number(r.n) }));

async function loadTotals(db: Db, since: number): Promise<Totals> {
  const { rows } = await db.execute(sql`select province_id as province, is_outlet as outlet, count(*)::int as n
    from submissions where closed_at is null group by 1, 2`);
  return { since, ...stamps(db), groups: groupsOf(rows) };
}

async function loadAhead(db: Db, since: number): Promise<Ahead> {
  const { rows } = await db.execute(sql`select province_id as province, is_outlet as outlet, count(*)::int as n,
      extract(epoch from min(deadline_at)) * 1000 as next
    from submissions where closed_at is null and deadline_at > now() group by 1, 2`);
  // Valid until the first of these deadlines passes: then one of them leaves the count.
  const next = Math.min(...rows.map((r) => Number(r.next)));
  return { since, ...stamps(db, next), groups: groupsOf(rows) };
}

async function loadDealerPart(db: Db, dealerId: number, since: number): Promise<DealerPart> {
  const { rows } = await db.execute<{ excluded: number[] | null; kept: KeptCandidate[]; quotations: [number, number, number]; messages: number; notifications: number }>(sql`
    select
      array(select province_id from dealer_provinces where dealer_id = ${dealerId}) as excluded,
      (select coalesce(json_agg(json_build_array(s.province_id, s.is_outlet, extract(epoch from s.deadline_at) * 1000,
          c.frozen_since is not null, extract(epoch from c.extended_until) * 1000)), '[]'::json)
        from conversations c join submissions s on s.id = c.submission_id
        where c.dealer_id = ${dealerId} and s.closed_at is null and (c.frozen_since is not null or c.extended_until > now())) as kept,
      (select json_build_array(count(*) filter (where status = 'pending'),
          count(*) filter (where status in ('payment-pending', 'paid', 'complete')), count(*) filter (where status = 'cancelled'))
        from quotations where dealer_id = ${dealerId}) as quotations,
      (select count(*)::int from messages m join conversations c on c.id = m.conversation_id
        where c.dealer_id = ${dealerId} and m.is_client and m.read_at is null) as messages,
      (select count(*)::int from notifications where user_id = ${dealerId} and read_at is null) as notifications`);
  const row = rows[0];
  return {
    since, ...stamps(db),
    excluded: new Set((row.excluded ?? []).map(Number)),
    kept: row.kept.map(([p, o, d, f, u]) => [p === null ? null : Number(p), o, Number(d), f, u === null ? null : Number(u)]),
    quotations: row.quotations.map(Number) as [number, number, number],
    messages: Number(row.messages),
    notifications: Number(row.notifications),
  };
}

function dealerSlot(state: State, dealerId: number): Slot<DealerPart> {
  let slot = state.dealers.get(dealerId);
  if (!slot) {
    if (state.dealers.size >= MAX_DEALER_ENTRIES) state.dealers.clear();
    state.dealers.set(dealerId, (slot = {}));
  }
  return slot;
}

const totalsValid = (v: Totals) => requestTotalsValid(v.since);

/** The last assembly if every part is still valid and none is due for a reload: no allocation (the hot path). */
function memoised(state: State, slot: Slot<DealerPart>, dealerId: number): PingCounters | undefined {
  const { value: totals } = state.totals;
  const { value: ahead } = state.ahead;
  const { value: part } = slot;
  const memo = part?.memo;
  if (!totals || !ahead || !part || !memo || memo.totals !== totals || memo.ahead !== ahead) return undefined;
  const now = Date.now();
  const due = Math.min(memo.until, totals.validUntil, totals.refreshAt, ahead.validUntil, ahead.refreshAt, part.validUntil, part.refreshAt);
  if (now >= due || !requestTotalsValid(totals.since) || !requestTotalsValid(ahead.since) || !dealerPartValid(dealerId, part.since)) return undefined;
  return memo.counters;
}

async function dealerCounters(db: Db, dealerId: number): Promise<PingCounters> {
  const state = stateOf(db);
  const slot = dealerSlot(state, dealerId);
  const known = memoised(state, slot, dealerId);
  if (known) return known;
  const partValid = (v: DealerPart) => dealerPartValid(dealerId, v.since);
  const loads = {
    totals: (since: number) => loadTotals(db, since),
    ahead: (since: number) => loadAhead(db, since),
    part: (since: number) => loadDealerPart(db, dealerId, since),
  };
  // The common case, without waiting on anything: every part valid and the last assembly still right.
  const [totals, ahead, part] = [peek(state.totals, totalsValid, loads.totals), peek(state.ahead, totalsValid, loads.ahead), peek(slot, partValid, loads.part)];
  const memo = part?.memo;
  if (memo && memo.totals === totals && memo.ahead === ahead && Date.now() < memo.until) return memo.counters;
  const parts = await Promise.all([
    totals ?? cached(state.totals, totalsValid, loads.totals),
    ahead ?? cached(state.ahead, totalsValid, loads.ahead),
    part ?? cached(slot, partValid, loads.part),
  ]);
  const now = Date.now();
  const counters = assemble(...parts, now);
  // Until a kept-open candidate's deadline or extension passes (the shared parts carry their own validity).
  const flips = parts[2].kept.flatMap(([, , deadline, frozen, extendedUntil]) => [deadline, frozen ? Infinity : (extendedUntil ?? Infinity)]).filter((t) => t > now);
  parts[2].memo = { totals: parts[0], ahead: parts[1], until: Math.min(Infinity, ...flips), counters };
  return counters;
}

function assemble(totals: Totals, ahead: Ahead, part: DealerPart, now: number): PingCounters {
  const visible = (province: number | null) => province === null || !part.excluded.has(province);
  const sum = (groups: Group[], outlet: boolean) => groups.reduce((n, g) => (g.outlet === outlet && visible(g.province) ? n + g.n : n), 0);
  // Past deadline_at, yet open for this dealer: frozen, or its paused time pushes the window beyond now.
  const kept = (outlet: boolean) => part.kept.filter(([province, isOutlet, deadline, frozen, extendedUntil]) =>
    isOutlet === outlet && deadline <= now && (frozen || (extendedUntil !== null && extendedUntil > now)) && visible(province)).length;
  const pending = sum(ahead.groups, false) + kept(false);
  const outlet = sum(ahead.groups, true) + kept(true);
  return {
    messages_to_read: part.messages,
    notifications_to_read: part.notifications,
    dealer_pending_submissions_count: pending,
    dealer_outlet_submissions_count: outlet,
    dealer_sended_quotations_count: part.quotations[0],
    dealer_accepted_quotations_count: part.quotations[1],
    dealer_cancelled_quotations_count: part.quotations[2],
    dealer_expired_submissions_count: sum(totals.groups, false) + sum(totals.groups, true) - pending - outlet,
  };
}

/** A customer has no dealer counters: unread are the dealers' messages on its own requests (not cached: few poll). */
const customerCounters = (userId: number) => sql`
  select
    (select count(*)::int from messages m
       join conversations c on c.id = m.conversation_id
       join submissions s on s.id = c.submission_id
      where s.author_id = ${userId} and not m.is_client and m.read_at is null) as messages_to_read,
    (select count(*)::int from notifications n where n.user_id = ${userId} and n.read_at is null) as notifications_to_read,
    0 as dealer_pending_submissions_count, 0 as dealer_outlet_submissions_count,
    0 as dealer_sended_quotations_count, 0 as dealer_accepted_quotations_count,
    0 as dealer_cancelled_quotations_count, 0 as dealer_expired_submissions_count`;

export async function pingCounters(db: Db, user: Pick<SessionUser, 'id' | 'role'>): Promise<PingCounters> {
  if (user.role === 'dealer') return dealerCounters(db, user.id);
  const row = (await db.execute(customerCounters(user.id))).rows[0] as Record<keyof PingCounters, number | string>;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as PingCounters;
}
