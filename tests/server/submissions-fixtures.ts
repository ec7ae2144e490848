import { expect } from 'vitest';
import type { ListFilters } from '../../contract/api/lists.js';
import type { Submission, SubmissionFilter } from '../../contract/entities/submission.js';
import { apiPath, routes } from '../../contract/routes.js';
import { bearer, type TestApp } from './support/app.js';

/**
 * An independent model of the request-state rules and the dashboard filters, computed in JS from plain rows
 * (not with the server's SQL), to check what the API answers.
 */
export interface ModelRequest {
  id: number;
  createdAt: Date;
  deadlineAt: Date;
  closed: boolean;
  provinceId: number | null;
  isOutlet: boolean;
  manufacturerId: number | null;
  texts: string[];
  partIds: number[];
}

export interface Model {
  now: Date;
  requests: ModelRequest[];
  excluded: Set<number>;
  timers: Map<number, { frozenSince: Date | null; pausedMs: number }>;
  parentOf: Map<number, number | null>;
}

const rows = async <T>(t: TestApp, sql: string) => (await t.database.query(sql)) as T[];

export async function loadModel(t: TestApp, dealerId: number): Promise<Model> {
  const [{ now }] = await rows<{ now: Date }>(t, 'select now() as now');
  const base = await rows<{
    id: number;
    created_at: Date;
    deadline_at: Date;
    closed: boolean;
    province_id: number | null;
    is_outlet: boolean;
    manufacturer_id: number | null;
    plate: string | null;
    chassis: string | null;
    model: string | null;
    manufacturer: string | null;
  }>(
    t,
    `select s.id, s.created_at, s.deadline_at, s.closed_at is not null as closed, s.province_id, s.is_outlet,
      v.manufacturer_id, v.plate, v.chassis, v.model, m.name as manufacturer
    from submissions s join vehicles v on v.id = s.vehicle_id left join manufacturers m on m.id = v.manufacturer_id`,
  );
  const requestRows = await rows<{ submission_id: number; part_id: number; name: string }>(
    t,
    'select r.submission_id, r.part_id, p.name from submission_rows r join parts p on p.id = r.part_id',
  );
  const parts = await rows<{ id: number; part_parent_id: number | null }>(t, 'select id, part_parent_id from parts');
  const excluded = await rows<{ province_id: number }>(
    t,
    `select province_id from dealer_provinces where dealer_id = ${dealerId}`,
  );
  const conversations = await rows<{ submission_id: number; frozen_since: Date | null; paused_ms: number }>(
    t,
    `select submission_id, frozen_since, paused_ms from conversations where dealer_id = ${dealerId}`,
  );
  return {
    now: new Date(now),
    excluded: new Set(excluded.map((r) => r.province_id)),
    timers: new Map(
      conversations.map((c) => [
        c.submission_id,
        {
          frozenSince: c.frozen_since ? new Date(c.frozen_since) : null,
          pausedMs: Number(c.paused_ms),
        },
      ]),
    ),
    parentOf: new Map(parts.map((p) => [p.id, p.part_parent_id])),
    requests: base.map((s) => {
      const own = requestRows.filter((r) => r.submission_id === s.id);
      return {
        id: s.id,
        createdAt: new Date(s.created_at),
        deadlineAt: new Date(s.deadline_at),
        closed: s.closed,
        provinceId: s.province_id,
        isOutlet: s.is_outlet,
        manufacturerId: s.manufacturer_id,
        texts: [s.plate, s.chassis, s.model, s.manufacturer, ...own.map((r) => r.name)].filter((x): x is string => !!x),
        partIds: own.map((r) => r.part_id),
      };
    }),
  };
}

export function stateOf(model: Model, r: ModelRequest): SubmissionFilter | 'closed' | 'hidden' {
  if (r.closed) return 'closed';
  if (r.provinceId !== null && model.excluded.has(r.provinceId)) return 'hidden';
  const timer = model.timers.get(r.id);
  const open = !!timer?.frozenSince || r.deadlineAt.getTime() + (timer?.pausedMs ?? 0) > model.now.getTime();
  if (!open) return 'expired';
  return r.isOutlet ? 'outlet' : 'pending';
}

const romeDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

function underAny(model: Model, partId: number, selected: number[]): boolean {
  for (let id: number | null | undefined = partId; id != null; id = model.parentOf.get(id))
    if (selected.includes(id)) return true;
  return false;
}

/** The ids a list should answer, in order, over all its pages. */
export function expectedIds(model: Model, filter: SubmissionFilter, q: Partial<ListFilters> = {}): number[] {
  const search = q.search?.trim().toLowerCase();
  const matching = model.requests.filter(
    (r) =>
      stateOf(model, r) === filter &&
      (!q.brand?.length || (r.manufacturerId !== null && q.brand.includes(r.manufacturerId))) &&
      (!q.part?.length || r.partIds.some((id) => underAny(model, id, q.part ?? []))) &&
      (!q.province?.length || (r.provinceId !== null && q.province.includes(r.provinceId))) &&
      (!q.dateFrom || romeDay(r.createdAt) >= q.dateFrom) &&
      (!q.dateTo || romeDay(r.createdAt) <= q.dateTo) &&
      (!search || r.texts.some((text) => text.toLowerCase().includes(search))),
  );
  const sign = q.sort === 'asc' ? 1 : -1;
  return matching
    .sort((a, b) => sign * (a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id))
    .map((r) => r.id);
}

export function listUrl(filter: string, q: Record<string, string | number | number[] | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q))
    if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  const search = params.toString();
  return `${apiPath(routes.submissionList, { filter })}${search ? `?${search}` : ''}`;
}

export interface Page {
  data: Submission[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export async function getPage(t: TestApp, token: string, url: string): Promise<Page> {
  const answer = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Page>();
}

/** Every page of a list, checking the paging fields on the way; answers the ids in order. */
export async function allIds(
  t: TestApp,
  token: string,
  filter: SubmissionFilter,
  q: Partial<ListFilters> = {},
): Promise<number[]> {
  const ids: number[] = [];
  const first = await getPage(t, token, listUrl(filter, { ...q, page: 1 }));
  for (let page = 1; page <= first.last_page; page += 1) {
    const answer = page === 1 ? first : await getPage(t, token, listUrl(filter, { ...q, page }));
    expect(answer).toMatchObject({ page, per_page: first.per_page, total: first.total, last_page: first.last_page });
    ids.push(...answer.data.map((s) => s.id));
  }
  expect(ids).toHaveLength(first.total);
  return ids;
}
