import { apiPath, routes } from '../contract/routes.js';
import { DEALER_EMAIL } from '../server/seed/index.js';
import type { Benchmark } from './support/types.js';

/** YYYY-MM-DD of `days` ago in Italy. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

/**
 * "Statistiche" at 100,000 requests and 30,000 quotations: the default 90 days (every bench request), a
 * month, two years, as the busiest dealer and as a bench dealer with excluded provinces and coverage.
 */
const benchmark: Benchmark = {
  title: 'Statistics at 100,000',
  budgetP95Ms: 200,
  scaleBudgetP95Ms: 300,
  async cases(ctx) {
    const dealer = await ctx.scalar<number>(`select id from users where email = '${DEALER_EMAIL}'`);
    // bench/coverage.ts gives ricambista1 brands and categories; pick one with excluded provinces as well when there is one.
    const benchEmail =
      await ctx.scalar<string>(`select u.email from users u where u.email like 'ricambista%@bench.example'
      order by exists (select 1 from dealer_provinces p where p.dealer_id = u.id) desc, u.id limit 1`);
    const benchId = await ctx.scalar<number>(`select id from users where email = '${benchEmail}'`);
    const url = (id: number, query: Record<string, string> = {}) =>
      `${apiPath(routes.analytics, { dealerId: id })}?${new URLSearchParams(query)}`;
    return [
      { name: 'busiest dealer: last 90 days (default)', as: DEALER_EMAIL, url: () => url(dealer) },
      {
        name: 'busiest dealer: a month',
        as: DEALER_EMAIL,
        url: (i) => url(dealer, { from: daysAgo(40 + (i % 5)), to: daysAgo(10 + (i % 5)) }),
      },
      {
        name: 'busiest dealer: two years',
        as: DEALER_EMAIL,
        url: () => url(dealer, { from: daysAgo(730), to: daysAgo(0) }),
      },
      { name: 'bench dealer, provinces excluded: last 90 days', as: benchEmail, url: () => url(benchId) },
    ];
  },
};

export default benchmark;
