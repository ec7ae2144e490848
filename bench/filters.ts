/**
 * Every filter combination the dashboard offers, on both lists. The dashboard's Filtri panel
 * (src/features/dealer/dashboard/FiltersPanel.tsx, DASHBOARD_LIST_FILTERS) sets brand, part and province (several ids each),
 * a date range and the search box, and the sort toggle the order; the same controls drive the request tabs
 * (Richieste, Scadute, Outlet: GET /submission/list/:filter) and the quotation tabs (Inviati, Evasi, Archiviati:
 * GET /dealer/:dealerId/quotation/list/:filter). Each of the 6 tabs × 32 subsets of the five filters × 2 orders is a case
 * (384), as dealer@demo.example (the busiest dealer, provinces excluded). The values change from one request to the
 * next (one or two brands, a category or a leaf part, one or two provinces, several search words).
 * FILTERS_BENCH_ITERATIONS (30) requests per case after 3 warm-up; BENCH_ONLY applies to the case names.
 */
import { apiPath, routes } from '../contract/routes.js';
import { DEALER_EMAIL } from '../server/seed/index.js';
import { measureCase } from './support/measure.js';
import type { Benchmark, BenchCase, BenchContext, CaseResult } from './support/types.js';

const BUDGET_P95_MS = 50;
const ITERATIONS = Number(process.env.FILTERS_BENCH_ITERATIONS ?? 30);
const FILTERS = ['brand', 'part', 'province', 'date', 'search'] as const;
type FilterName = (typeof FILTERS)[number];

/** YYYY-MM-DD of `days` ago in Italy. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

/** Every subset of the filters, the empty one first. */
export const filterSubsets = (): FilterName[][] =>
  Array.from({ length: 2 ** FILTERS.length }, (_, mask) => FILTERS.filter((_, bit) => mask & (1 << bit)));

export async function filterCases(ctx: BenchContext): Promise<BenchCase[]> {
  const ids = async (sql: string) =>
    String(await ctx.scalar<string>(`select string_agg(id::text, ',' order by id) from (${sql}) x`)).split(',');
  const brands = await ids(
    `select id from manufacturers where name in ('Fiat', 'Volkswagen', 'Alfa Romeo', 'Toyota', 'Lancia')`,
  );
  const categories = await ids(`select id from parts where part_parent_id is null`);
  const leaves = await ids(
    `select id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) limit 10`,
  );
  const parts = categories.flatMap((c, i) => [c, leaves[i % leaves.length]]);
  const provinces = await ids(`select id from provinces where code in ('MI', 'RM', 'TO', 'BO', 'AN', 'LE')`);
  const searches = ['golf', 'pompa', 'zfa1', 'panda', 'fiat', 'dischi', 'ga1'];
  const dealer = await ctx.scalar<number>(`select id from users where email = '${DEALER_EMAIL}'`);
  const pick = <T>(items: T[], i: number) => items[i % items.length];
  const value = (filter: FilterName, open: boolean, i: number): Record<string, string> => {
    switch (filter) {
      case 'brand':
        return { brand: i % 2 ? `${pick(brands, i)},${pick(brands, i + 1)}` : pick(brands, i) };
      case 'part':
        return { part: pick(parts, i) };
      case 'province':
        return { province: i % 2 ? `${pick(provinces, i)},${pick(provinces, i + 1)}` : pick(provinces, i) };
      // Open lists hold the last two days: a one-day range in them; the others a week among the older ones.
      case 'date':
        return open
          ? { dateFrom: daysAgo(i % 2), dateTo: daysAgo(i % 2) }
          : { dateFrom: daysAgo(20 + (i % 10)), dateTo: daysAgo(14 + (i % 10)) };
      case 'search':
        return { search: pick(searches, i) };
    }
  };
  const tabs: { list: string; open: boolean; path: string }[] = [
    ...(['pending', 'expired', 'outlet'] as const).map((filter) => ({
      list: `requests ${filter}`,
      open: filter !== 'expired',
      path: apiPath(routes.submissionList, { filter }),
    })),
    ...(['pending', 'accepted', 'cancelled'] as const).map((filter) => ({
      list: `quotations ${filter}`,
      open: filter === 'pending',
      path: apiPath(routes.quotationList, { dealerId: dealer, filter }),
    })),
  ];
  return tabs.flatMap((tab) =>
    filterSubsets().flatMap((subset) =>
      (['desc', 'asc'] as const).map((sort): BenchCase => ({
        name: `${tab.list}: ${subset.length ? subset.join('+') : 'no filter'}${sort === 'asc' ? ', oldest first' : ''}`,
        as: DEALER_EMAIL,
        url: (i) =>
          `${tab.path}?${new URLSearchParams(Object.assign({}, ...subset.map((f) => value(f, tab.open, i)), sort === 'asc' ? { sort } : {}) as Record<string, string>)}`,
      })),
    ),
  );
}

const benchmark: Benchmark & { run: (ctx: BenchContext) => Promise<CaseResult[]> } = {
  title: `Every dashboard filter combination, requests and quotations (${ITERATIONS} requests per case)`,
  budgetP95Ms: BUDGET_P95_MS,
  cases: async () => [],
  async run(ctx) {
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
    const results: CaseResult[] = [];
    for (const c of (await filterCases(ctx)).filter((x) => !only || only.test(x.name))) {
      results.push(
        await measureCase(ctx, c, { iterations: ITERATIONS, warmup: 3, budgetP95Ms: BUDGET_P95_MS, baseUrl: null }),
      );
    }
    const failed = results.filter((r) => r.pass === false);
    const worst = [...results].sort((a, b) => b.p95 - a.p95).slice(0, 5);
    console.log(
      `filters: ${results.length} combinations, ${failed.length} over ${BUDGET_P95_MS} ms; worst p95 ${worst.map((r) => `${r.name} ${r.p95}`).join('; ')}`,
    );
    return results;
  },
};
export default benchmark;
