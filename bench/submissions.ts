import { SUBMISSIONS_PER_PAGE } from '../contract/constants.js';
import { apiPath, routes } from '../contract/routes.js';
import { DEALER_EMAIL } from '../server/seed/index.js';
import type { Benchmark, BenchCase } from './support/types.js';

/** YYYY-MM-DD of `days` ago in Italy. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

const list = (filter: 'pending' | 'expired' | 'outlet', query: Record<string, string | number> = {}) =>
  `${apiPath(routes.submissionList, { filter })}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** The dealer's request lists and detail at 100,000 requests, as dealer@demo.example. */
const benchmark: Benchmark = {
  title: 'Submissions at 100,000',
  budgetP95Ms: 50,
  async cases(ctx) {
    const ids = async (sql: string) =>
      String(await ctx.scalar<string>(`select string_agg(id::text, ',' order by id) from (${sql}) x`)).split(',');
    const brands = await ids(
      `select id from manufacturers where name in ('Fiat', 'Volkswagen', 'Alfa Romeo', 'Toyota', 'Lancia')`,
    );
    const categories = await ids(`select id from parts where part_parent_id is null`);
    const leaves = await ids(
      `select id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) limit 10`,
    );
    const provinces = await ids(`select id from provinces where code in ('MI', 'RM', 'TO', 'BO', 'AN', 'LE')`);
    // The trigram index answers from 3 characters on; the API refuses shorter searches (422).
    const searches = ['golf', 'pompa', 'zfa1', 'panda', 'fiat', 'dischi', 'ga1'];
    const expiredTotal = Number(
      (
        await ctx.app.inject({
          method: 'GET',
          url: list('expired'),
          headers: { authorization: `Bearer ${await ctx.token(DEALER_EMAIL)}` },
        })
      ).json().total,
    );
    const deepPage = Math.floor(expiredTotal / SUBMISSIONS_PER_PAGE / 2);
    const detailIds = await ids(
      `select id from submissions where closed_at is null and id % 97 = 0 and province_id not in (select province_id from dealer_provinces where dealer_id = 1) limit 50`,
    );
    const pick = <T>(items: T[], i: number) => items[i % items.length];
    const as = DEALER_EMAIL;
    const cases: BenchCase[] = [
      { name: 'pending, no filter', as, url: () => list('pending') },
      { name: 'expired, no filter', as, url: () => list('expired') },
      { name: 'outlet, no filter', as, url: () => list('outlet') },
      { name: 'pending, brand', as, url: (i) => list('pending', { brand: pick(brands, i) }) },
      { name: 'expired, brand', as, url: (i) => list('expired', { brand: pick(brands, i) }) },
      {
        name: 'expired, 2 brands',
        as,
        url: (i) => list('expired', { brand: `${pick(brands, i)},${pick(brands, i + 1)}` }),
      },
      { name: 'pending, part category', as, url: (i) => list('pending', { part: pick(categories, i) }) },
      { name: 'expired, part category', as, url: (i) => list('expired', { part: pick(categories, i) }) },
      { name: 'expired, part leaf', as, url: (i) => list('expired', { part: pick(leaves, i) }) },
      { name: 'expired, province', as, url: (i) => list('expired', { province: pick(provinces, i) }) },
      { name: 'pending, province', as, url: (i) => list('pending', { province: pick(provinces, i) }) },
      {
        name: 'expired, date range 7 days',
        as,
        url: (i) => list('expired', { dateFrom: daysAgo(20 + (i % 10)), dateTo: daysAgo(14 + (i % 10)) }),
      },
      { name: 'pending, date today', as, url: () => list('pending', { dateFrom: daysAgo(0), dateTo: daysAgo(0) }) },
      { name: 'pending, search', as, url: (i) => list('pending', { search: pick(searches, i) }) },
      { name: 'expired, search', as, url: (i) => list('expired', { search: pick(searches, i) }) },
      {
        name: 'expired, combined filters, asc',
        as,
        url: (i) =>
          list('expired', {
            brand: pick(brands, i),
            part: pick(categories, i),
            province: `${pick(provinces, i)},${pick(provinces, i + 1)}`,
            dateFrom: daysAgo(40),
            dateTo: daysAgo(5),
            sort: 'asc',
          }),
      },
      {
        name: 'expired, combined with search',
        as,
        url: (i) => list('expired', { brand: pick(brands, i), search: pick(searches, i), dateFrom: daysAgo(50) }),
      },
      {
        name: 'pending, combined filters',
        as,
        url: (i) => list('pending', { brand: pick(brands, i), part: pick(categories, i), search: 'pan' }),
      },
      { name: `expired, page ${deepPage} (deep)`, as, url: () => list('expired', { page: deepPage }) },
      {
        name: 'expired, last page',
        as,
        url: () => list('expired', { page: Math.ceil(expiredTotal / SUBMISSIONS_PER_PAGE) }),
      },
      { name: 'GET /submission/:id', as, url: (i) => apiPath(routes.submission, { id: pick(detailIds, i) }) },
      { name: 'GET /ping (counters)', as, url: () => `${apiPath(routes.ping)}?security=dealer-portal` },
    ];
    return cases;
  },
};

export default benchmark;
