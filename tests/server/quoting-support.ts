import { expect } from 'vitest';
import { PingData } from '../../contract/entities/ping.js';
import type { SubmissionFilter } from '../../contract/entities/submission.js';
import { apiPath, routes } from '../../contract/routes.js';
import { bearer, type TestApp } from './support/app.js';
import { allIds, getPage, listUrl } from './submissions-fixtures.js';

/** The three request counters of the dealer's ping. */
export async function pingCounts(t: TestApp, token: string): Promise<Record<SubmissionFilter, number>> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${apiPath(routes.ping)}?security=dealer-portal`,
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const data = PingData.parse(answer.json());
  return {
    pending: data.dealer_pending_submissions_count,
    outlet: data.dealer_outlet_submissions_count,
    expired: data.dealer_expired_submissions_count,
  };
}

/** The totals the three lists answer. */
export async function listTotals(t: TestApp, token: string): Promise<Record<SubmissionFilter, number>> {
  const total = async (filter: SubmissionFilter) => (await getPage(t, token, listUrl(filter))).total;
  return { pending: await total('pending'), outlet: await total('outlet'), expired: await total('expired') };
}

/** Every id of the dealer's three lists. */
export async function listedIds(t: TestApp, token: string): Promise<Set<number>> {
  return new Set([
    ...(await allIds(t, token, 'pending')),
    ...(await allIds(t, token, 'outlet')),
    ...(await allIds(t, token, 'expired')),
  ]);
}

/** The counters say what the lists say. */
export async function expectCountersMatchLists(t: TestApp, token: string): Promise<Record<SubmissionFilter, number>> {
  const totals = await listTotals(t, token);
  expect(await pingCounts(t, token)).toEqual(totals);
  return totals;
}
