import { apiPath, routes } from '../contract/routes.js';
import type { Benchmark, BenchCase, BenchContext } from './support/types.js';

const list = (filter: 'pending' | 'expired' | 'outlet', query: Record<string, string | number> = {}) =>
  `${apiPath(routes.submissionList, { filter })}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** Gives a bench dealer its coverage through the API (idempotent: the lists replace the previous ones). */
async function cover(ctx: BenchContext, email: string, manufacturers: string[], categories: string[]): Promise<void> {
  const id = await ctx.scalar<number>(`select id from users where email = '${email}'`);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: apiPath(routes.coverageUpdate, { dealerId: id }),
    headers: { authorization: `Bearer ${await ctx.token(email)}` },
    payload: { manufacturers: manufacturers.map(Number), categories: categories.map(Number) },
  });
  if (answer.statusCode !== 200) throw new Error(`coverage of ${email}: ${answer.statusCode} ${answer.body}`);
}

/**
 * The request lists of dealers with "Marche e categorie trattate" set, at 100,000 requests. Three bench
 * dealers: brands and categories (a specialist), brands only, categories only (the widest category set is the
 * worst case: it cannot use the manufacturer index).
 */
const benchmark: Benchmark = {
  title: 'Lists with coverage at 100,000',
  budgetP95Ms: 50,
  async cases(ctx) {
    const ids = async (sql: string) =>
      String(await ctx.scalar<string>(`select string_agg(id::text, ',' order by id) from (${sql}) x`)).split(',');
    const brands = await ids(`select id from manufacturers where name in ('Fiat', 'Volkswagen', 'Alfa Romeo')`);
    const categories = await ids(`select id from parts where part_parent_id is null order by id limit 3`);
    const wide = await ids(`select id from parts where part_parent_id is null order by id limit 6`);
    const [specialist, brandsOnly, categoriesOnly] = [
      'ricambista1@bench.example',
      'ricambista2@bench.example',
      'ricambista3@bench.example',
    ];
    await cover(ctx, specialist, brands, categories);
    await cover(ctx, brandsOnly, brands, []);
    await cover(ctx, categoriesOnly, [], wide);
    const detailIds =
      await ids(`select s.id from submissions s where s.closed_at is null and s.manufacturer_id = ${brands[0]}
      and s.part_ids && '{${categories.join(',')}}'::int[] and s.id % 31 = 0 and (s.province_id is null or s.province_id not in
        (select province_id from dealer_provinces where dealer_id = (select id from users where email = '${specialist}'))) limit 50`);
    const pick = <T>(items: T[], i: number) => items[i % items.length];
    const cases: BenchCase[] = [];
    for (const [label, as] of [
      ['brands+categories', specialist],
      ['brands only', brandsOnly],
      ['6 categories', categoriesOnly],
    ] as const) {
      cases.push(
        { name: `${label}: pending`, as, url: () => list('pending') },
        { name: `${label}: expired`, as, url: () => list('expired') },
        { name: `${label}: outlet`, as, url: () => list('outlet') },
      );
    }
    cases.push(
      {
        name: 'brands+categories: expired, brand filter',
        as: specialist,
        url: (i) => list('expired', { brand: pick(brands, i) }),
      },
      {
        name: 'brands+categories: expired, search',
        as: specialist,
        url: (i) => list('expired', { search: pick(['golf', 'pompa', 'panda', 'fiat'], i) }),
      },
      { name: 'brands+categories: expired, page 100', as: specialist, url: () => list('expired', { page: 100 }) },
      { name: '6 categories: expired, page 100', as: categoriesOnly, url: () => list('expired', { page: 100 }) },
      {
        name: 'brands+categories: GET /submission/:id',
        as: specialist,
        url: (i) => apiPath(routes.submission, { id: pick(detailIds, i) }),
      },
      {
        name: 'brands+categories: GET /ping (counters)',
        as: specialist,
        url: () => `${apiPath(routes.ping)}?security=dealer-portal`,
      },
    );
    return cases;
  },
};

export default benchmark;
