/**
 * The operator console's lists (react-admin: 25 rows a page with the total) at scale, as
 * operator@demo.example: Ricambisti, Clienti, Richieste, Preventivi, Ordini e pagamenti and the activity log, each
 * unfiltered, with its filters one at a time, its search and its sort fields, and a deep page. Budget p95 ≤ 100 ms.
 */
import { apiPath, routes } from '../contract/routes.js';
import { OPERATOR_EMAIL } from '../server/seed/index.js';
import type { Benchmark, BenchCase } from './support/types.js';

/** YYYY-MM-DD of `days` ago in Italy. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

const benchmark: Benchmark = {
  title: 'Operator console lists at scale',
  budgetP95Ms: 100,
  async cases(ctx) {
    const ids = async (sql: string) =>
      String(await ctx.scalar<string>(`select string_agg(id::text, ',' order by id) from (${sql}) x`)).split(',');
    const pick = <T>(items: T[], i: number) => items[i % items.length];
    const brands = await ids(
      `select id from manufacturers where name in ('Fiat', 'Volkswagen', 'Alfa Romeo', 'Toyota', 'Lancia')`,
    );
    const leaves = await ids(
      `select id from parts p where not exists (select 1 from parts c where c.part_parent_id = p.id) limit 10`,
    );
    const provinces = await ids(`select id from provinces where code in ('MI', 'RM', 'TO', 'BO', 'AN', 'LE')`);
    const customers = await ids(
      `select id from users where role = 'customer' and email like 'cliente%@bench.example' order by id limit 20`,
    );
    const dealers = await ids(`select id from users where role = 'dealer' order by id limit 20`);
    const submissions = await ids(
      `select submission_id as id from quotations group by submission_id order by submission_id desc limit 20`,
    );
    // The sort the console's lists open with (`<List sort>` in src/features/console-*): newest first by creation for
    // dealers, customers, requests, quotations and orders, by id for the activity log (the API's own default, id).
    const consoleSort: Record<string, string> = {
      adminDealers: 'created_at',
      adminCustomers: 'created_at',
      adminSubmissions: 'created_at',
      adminQuotations: 'created_at',
      adminOrders: 'created_at',
    };
    const list = (
      route:
        'adminDealers' | 'adminCustomers' | 'adminSubmissions' | 'adminQuotations' | 'adminOrders' | 'adminActivity',
      query: Record<string, string | number> = {},
    ) =>
      `${apiPath(routes[route])}?${new URLSearchParams(Object.entries({ ...(consoleSort[route] && process.env.BENCH_CONSOLE_SORT !== 'id' ? { sort: consoleSort[route] } : {}), ...query }).map(([k, v]) => [k, String(v)]))}`;
    const as = OPERATOR_EMAIL;
    const submissionTotal = await ctx.scalar<number>('select count(*)::int from submissions');
    const cases: BenchCase[] = [
      { name: 'dealers', as, url: () => list('adminDealers') },
      {
        name: 'dealers, search',
        as,
        url: (i) => list('adminDealers', { q: pick(['ricambi 12', 'numero 7', 'ricambista99', 'srl'], i) }),
      },
      { name: 'dealers, subscription active', as, url: () => list('adminDealers', { subscription: 'active' }) },
      { name: 'dealers, province', as, url: (i) => list('adminDealers', { province: pick(provinces, i) }) },
      { name: 'dealers, suspended', as, url: () => list('adminDealers', { suspended: 'true' }) },
      { name: 'dealers, by name', as, url: () => list('adminDealers', { sort: 'legal_name', order: 'asc' }) },
      { name: 'dealers, by credits', as, url: () => list('adminDealers', { sort: 'credits' }) },
      { name: 'customers', as, url: () => list('adminCustomers') },
      {
        name: 'customers, search',
        as,
        url: (i) => list('adminCustomers', { q: pick(['cliente12', 'numero 3', 'mario'], i) }),
      },
      { name: 'customers, by surname', as, url: () => list('adminCustomers', { sort: 'surname', order: 'asc' }) },
      { name: 'requests', as, url: () => list('adminSubmissions') },
      { name: 'requests, open', as, url: () => list('adminSubmissions', { status: 'open' }) },
      { name: 'requests, expired', as, url: () => list('adminSubmissions', { status: 'expired' }) },
      { name: 'requests, closed', as, url: () => list('adminSubmissions', { status: 'closed' }) },
      { name: 'requests, brand', as, url: (i) => list('adminSubmissions', { brand: pick(brands, i) }) },
      { name: 'requests, part', as, url: (i) => list('adminSubmissions', { part: pick(leaves, i) }) },
      { name: 'requests, province', as, url: (i) => list('adminSubmissions', { province: pick(provinces, i) }) },
      { name: 'requests, customer', as, url: (i) => list('adminSubmissions', { customer_id: pick(customers, i) }) },
      { name: 'requests, outlet', as, url: () => list('adminSubmissions', { outlet: 'true' }) },
      {
        name: 'requests, a week',
        as,
        url: (i) => list('adminSubmissions', { date_from: daysAgo(20 + (i % 10)), date_to: daysAgo(14 + (i % 10)) }),
      },
      {
        name: 'requests, search',
        as,
        url: (i) => list('adminSubmissions', { q: pick(['golf', 'panda', 'zfa1', 'pompa'], i) }),
      },
      { name: 'requests, by deadline', as, url: () => list('adminSubmissions', { sort: 'deadline_at', order: 'asc' }) },
      {
        name: 'requests, page 1,000',
        as,
        url: () => list('adminSubmissions', { page: Math.min(1_000, Math.floor(submissionTotal / 25)) }),
      },
      { name: 'quotations', as, url: () => list('adminQuotations') },
      { name: 'quotations, complete', as, url: () => list('adminQuotations', { status: 'complete' }) },
      { name: 'quotations, dealer', as, url: (i) => list('adminQuotations', { dealer_id: pick(dealers, i) }) },
      { name: 'quotations, request', as, url: (i) => list('adminQuotations', { submission_id: pick(submissions, i) }) },
      {
        name: 'quotations, a week',
        as,
        url: (i) => list('adminQuotations', { date_from: daysAgo(20 + (i % 10)), date_to: daysAgo(14 + (i % 10)) }),
      },
      { name: 'quotations, by total', as, url: () => list('adminQuotations', { sort: 'total_price' }) },
      { name: 'orders', as, url: () => list('adminOrders') },
      { name: 'orders, paid', as, url: () => list('adminOrders', { status: 'paid' }) },
      { name: 'orders, wallet', as, url: () => list('adminOrders', { condition: 'wallet' }) },
      { name: 'orders, dealer', as, url: (i) => list('adminOrders', { dealer_id: pick(dealers, i) }) },
      { name: 'orders, by amount', as, url: () => list('adminOrders', { sort: 'total_amount' }) },
      { name: 'activity log', as, url: () => list('adminActivity') },
    ];
    return cases;
  },
};

export default benchmark;
