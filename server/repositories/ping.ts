import { sql, type SQL } from 'drizzle-orm';
import type { SubmissionFilter } from '../../contract/entities/submission.js';
import type { Db } from '../db/types.js';
import type { SessionUser } from '../auth/session-user.js';
import { dealerPartValid, requestTotalsValid } from '../cache/dealer-counters.js';
import { trustFor } from '../cache/database-sharing.js';
import { cached, peek, type Slot } from '../cache/slot.js';
import { servedSql } from '../domain/submission-state.js';

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
 *   extended_until ahead), with their deadlines; the requests it declined, with the same timing; quotation,
 *   message and notification counts — until a write concerning that dealer, or a request closing;
 * - per dealer with coverage set (served manufacturers or categories): its own two request parts, counted over
 *   the requests it serves only, valid as the shared ones and until a write concerning that dealer.
 *
 * pending/outlet = visible requests with deadline ahead + visible requests past deadline kept open by the dealer
 * − the open ones it declined; expired = visible requests not closed − open ones (declined or not) − the expired
 * ones it declined. Time is evaluated at each call, so a window ending shows at
 * once. Writes made by another process (another instance on the same PostgreSQL, psql) are not seen until a part
 * is reloaded: after CACHE_TTL_MS in the background, after 2 × CACHE_TTL_MS at the latest — the staleness bound.
 * PGlite's folder is locked to this process: there, parts are reloaded only every ALONE_TTL_MS, as a safety net.
 */
export const CACHE_TTL_MS = 30_000;
export const ALONE_TTL_MS = 10 * 60_000;

interface Group {
  province: number | null;
  outlet: boolean;
  n: number;
}
interface Stamps {
  since: number;
  validUntil: number;
  refreshAt: number;
}
interface Totals extends Stamps {
  groups: Group[];
}
interface Ahead extends Stamps {
  groups: Group[];
}
/** A request this dealer's conversation may keep open past deadline_at: [province, outlet, deadline ms, frozen, extended until ms]. */
type KeptCandidate = [number | null, boolean, number, boolean, number | null];
interface DealerPart extends Stamps {
  excluded: Set<number>;
  /** Coverage set: the request parts are then the dealer's own (RequestSlots of State.covered). */
  covered: boolean;
  kept: KeptCandidate[];
  /** Its declined requests not closed (and served), timed as kept candidates. */
  declined: KeptCandidate[];
  quotations: [number, number, number];
  messages: number;
  notifications: number;
  /** The counters last assembled from this part, and from which request parts, valid until `until`. */
  memo?: { totals: Totals; ahead: Ahead; until: number; counters: PingCounters };
}

interface RequestSlots {
  totals: Slot<Totals>;
  ahead: Slot<Ahead>;
}
interface State extends RequestSlots {
  dealers: Map<number, Slot<DealerPart>>;
  covered: Map<number, RequestSlots>;
}
const states = new WeakMap<object, State>();
const MAX_DEALER_ENTRIES = 50_000;

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) states.set(db, (state = { totals: {}, ahead: {}, dealers: new Map(), covered: new Map() }));
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
  rows.map((r) => ({
    province: r.province === null ? null : Number(r.province),
    outlet: r.outlet === true,
    n: Number(r.n),
  }));

/**
 * Requests not closed per (province, outlet). Shared: the few rows the triggers keep (submission_open_totals), not a
 * count over every request not closed (227 ms at 1,000,000 requests, after every new one). `served`, a
 * dealer with coverage: counted over the requests it serves.
 */
async function loadTotals(db: Db, since: number, served?: SQL): Promise<Totals> {
  const { rows } = served
    ? await db.execute(sql`select s.province_id as province, s.is_outlet as outlet, count(*)::int as n
        from submissions s where s.closed_at is null and ${served} group by 1, 2`)
    : await db.execute(sql`select nullif(province_id, 0) as province, is_outlet as outlet, requests as n
        from submission_open_totals where requests <> 0`);
  return { since, ...stamps(db), groups: groupsOf(rows) };
}

async function loadAhead(db: Db, since: number, served: SQL = sql`true`): Promise<Ahead> {
  const { rows } = await db.execute(sql`select s.province_id as province, s.is_outlet as outlet, count(*)::int as n,
      extract(epoch from min(s.deadline_at)) * 1000 as next
    from submissions s where s.closed_at is null and s.deadline_at > now() and ${served} group by 1, 2`);
  // Valid until the first of these deadlines passes: then one of them leaves the count.
  const next = Math.min(...rows.map((r) => Number(r.next)));
  return { since, ...stamps(db, next), groups: groupsOf(rows) };
}

const candidate = (select: SQL) => sql`coalesce((select json_agg(json_build_array(s.province_id, s.is_outlet,
    extract(epoch from s.deadline_at) * 1000, c.frozen_since is not null, extract(epoch from c.extended_until) * 1000)) ${select}), '[]'::json)`;

type PartRow = {
  excluded: number[] | null;
  covered: boolean;
  kept: KeptCandidate[];
  declined: KeptCandidate[];
  quotations: [number, number, number];
  messages: number;
  notifications: number;
};

async function loadDealerPart(db: Db, dealerId: number, since: number): Promise<DealerPart> {
  const served = servedSql(dealerId);
  const { rows } = await db.execute<PartRow>(sql`
    select
      array(select province_id from dealer_provinces where dealer_id = ${dealerId}) as excluded,
      (exists (select 1 from dealer_manufacturers where dealer_id = ${dealerId})
        or exists (select 1 from dealer_categories where dealer_id = ${dealerId})) as covered,
      ${candidate(sql`from conversations c join submissions s on s.id = c.submission_id
        where c.dealer_id = ${dealerId} and s.closed_at is null and (c.frozen_since is not null or c.extended_until > now()) and ${served}`)} as kept,
      ${candidate(sql`from submission_declines d join submissions s on s.id = d.submission_id
        left join conversations c on c.submission_id = s.id and c.dealer_id = ${dealerId}
        where d.dealer_id = ${dealerId} and s.closed_at is null and ${served}`)} as declined,
      (select json_build_array(count(*) filter (where status = 'pending'),
          count(*) filter (where status in ('payment-pending', 'paid', 'complete')), count(*) filter (where status = 'cancelled'))
        from quotations where dealer_id = ${dealerId}) as quotations,
      (select count(*)::int from messages m join conversations c on c.id = m.conversation_id
        where c.dealer_id = ${dealerId} and m.is_client and m.read_at is null) as messages,
      (select count(*)::int from notifications where user_id = ${dealerId} and read_at is null) as notifications`);
  const row = rows[0];
  const candidates = (list: KeptCandidate[]): KeptCandidate[] =>
    list.map(([p, o, d, f, u]) => [p === null ? null : Number(p), o, Number(d), f, u === null ? null : Number(u)]);
  return {
    since,
    ...stamps(db),
    excluded: new Set((row.excluded ?? []).map(Number)),
    covered: row.covered,
    kept: candidates(row.kept),
    declined: candidates(row.declined),
    quotations: row.quotations.map(Number) as [number, number, number],
    messages: Number(row.messages),
    notifications: Number(row.notifications),
  };
}

function dealerSlot(state: State, dealerId: number): Slot<DealerPart> {
  let slot = state.dealers.get(dealerId);
  if (!slot) {
    if (state.dealers.size >= MAX_DEALER_ENTRIES) {
      state.dealers.clear();
      state.covered.clear();
    }
    state.dealers.set(dealerId, (slot = {}));
  }
  return slot;
}

interface RequestParts {
  slots: RequestSlots;
  valid: (value: Stamps) => boolean;
  loads: { totals: (since: number) => Promise<Totals>; ahead: (since: number) => Promise<Ahead> };
}

/** The shared request parts, or, for a dealer with coverage, its own (also stale after a write concerning it). */
function requestParts(db: Db, state: State, dealerId: number, part: DealerPart): RequestParts {
  if (!part.covered) {
    state.covered.delete(dealerId);
    return {
      slots: state,
      valid: (v) => requestTotalsValid(v.since),
      loads: { totals: (since) => loadTotals(db, since), ahead: (since) => loadAhead(db, since) },
    };
  }
  let slots = state.covered.get(dealerId);
  if (!slots) state.covered.set(dealerId, (slots = { totals: {}, ahead: {} }));
  const served = servedSql(dealerId);
  return {
    slots,
    valid: (v) => requestTotalsValid(v.since) && dealerPartValid(dealerId, v.since),
    loads: { totals: (since) => loadTotals(db, since, served), ahead: (since) => loadAhead(db, since, served) },
  };
}

/** The last assembly if every part is still valid and none is due for a reload: no allocation (the hot path). */
function memoised(state: State, slot: Slot<DealerPart>, dealerId: number): PingCounters | undefined {
  const { value: part } = slot;
  const memo = part?.memo;
  if (!part || !memo) return undefined;
  const { value: totals } = part.covered ? (state.covered.get(dealerId)?.totals ?? {}) : state.totals;
  const { value: ahead } = part.covered ? (state.covered.get(dealerId)?.ahead ?? {}) : state.ahead;
  if (!totals || !ahead || memo.totals !== totals || memo.ahead !== ahead) return undefined;
  const now = Date.now();
  const due = Math.min(
    memo.until,
    totals.validUntil,
    totals.refreshAt,
    ahead.validUntil,
    ahead.refreshAt,
    part.validUntil,
    part.refreshAt,
  );
  if (
    now >= due ||
    !requestTotalsValid(totals.since) ||
    !requestTotalsValid(ahead.since) ||
    !dealerPartValid(dealerId, part.since)
  )
    return undefined;
  if (part.covered && (!dealerPartValid(dealerId, totals.since) || !dealerPartValid(dealerId, ahead.since)))
    return undefined;
  return memo.counters;
}

async function dealerCounters(db: Db, dealerId: number): Promise<PingCounters> {
  const state = stateOf(db);
  const slot = dealerSlot(state, dealerId);
  const known = memoised(state, slot, dealerId);
  if (known) return known;
  const partValid = (v: DealerPart) => dealerPartValid(dealerId, v.since);
  const loadPart = (since: number) => loadDealerPart(db, dealerId, since);
  // The dealer's part first: whether it has coverage decides which request parts its counters use.
  const part = peek(slot, partValid, loadPart) ?? (await cached(slot, partValid, loadPart));
  const { slots, valid, loads } = requestParts(db, state, dealerId, part);
  // The common case, without waiting on anything: every part valid and the last assembly still right.
  const [totals, ahead] = [peek(slots.totals, valid, loads.totals), peek(slots.ahead, valid, loads.ahead)];
  const memo = part.memo;
  if (memo && memo.totals === totals && memo.ahead === ahead && Date.now() < memo.until) return memo.counters;
  const [loadedTotals, loadedAhead] = await Promise.all([
    totals ?? cached(slots.totals, valid, loads.totals),
    ahead ?? cached(slots.ahead, valid, loads.ahead),
  ]);
  const now = Date.now();
  const counters = assemble(loadedTotals, loadedAhead, part, now);
  // Until a kept-open or declined candidate's deadline or extension passes (the request parts carry their own validity).
  const flips = [...part.kept, ...part.declined]
    .flatMap(([, , deadline, frozen, extendedUntil]) => [deadline, frozen ? Infinity : (extendedUntil ?? Infinity)])
    .filter((t) => t > now);
  part.memo = { totals: loadedTotals, ahead: loadedAhead, until: Math.min(Infinity, ...flips), counters };
  return counters;
}

/** Open for this dealer at `now`: deadline ahead, or past it and kept open by its conversation. */
const openAt = ([, , deadline, frozen, extendedUntil]: KeptCandidate, now: number) =>
  deadline > now || frozen || (extendedUntil !== null && extendedUntil > now);

function assemble(totals: Totals, ahead: Ahead, part: DealerPart, now: number): PingCounters {
  const visible = (province: number | null) => province === null || !part.excluded.has(province);
  const sum = (groups: Group[], outlet: boolean) =>
    groups.reduce((n, g) => (g.outlet === outlet && visible(g.province) ? n + g.n : n), 0);
  // Past deadline_at, yet open for this dealer: frozen, or its paused time pushes the window beyond now.
  const kept = (outlet: boolean) =>
    part.kept.filter((c) => c[1] === outlet && c[2] <= now && openAt(c, now) && visible(c[0])).length;
  const declined = (outlet: boolean | null, open: boolean) =>
    part.declined.filter((c) => (outlet === null || c[1] === outlet) && openAt(c, now) === open && visible(c[0]))
      .length;
  const openPending = sum(ahead.groups, false) + kept(false);
  const openOutlet = sum(ahead.groups, true) + kept(true);
  return {
    messages_to_read: part.messages,
    notifications_to_read: part.notifications,
    dealer_pending_submissions_count: openPending - declined(false, true),
    dealer_outlet_submissions_count: openOutlet - declined(true, true),
    dealer_sended_quotations_count: part.quotations[0],
    dealer_accepted_quotations_count: part.quotations[1],
    dealer_cancelled_quotations_count: part.quotations[2],
    dealer_expired_submissions_count:
      sum(totals.groups, false) + sum(totals.groups, true) - openPending - openOutlet - declined(null, false),
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

/** The counter of one list: what the unfiltered list's total is (the tests hold them equal), from the cache. */
export async function listCounter(db: Db, dealerId: number, filter: SubmissionFilter): Promise<number> {
  const counters = await dealerCounters(db, dealerId);
  return counters[`dealer_${filter}_submissions_count`];
}
