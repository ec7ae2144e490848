import { apiPath, routes } from '../contract/routes.js';
import { DEALER_EMAIL } from '../server/seed/index.js';
import type { Benchmark, BenchCase } from './support/types.js';

/**
 * "I tuoi ultimi prezzi" at 100,000 requests and 30,000 quotations, as dealer@demo.example (~1,500
 * quotations, the busiest dealer) and as a bench dealer: the parts it quoted most, with and without the vehicle.
 */
const benchmark: Benchmark = {
  title: 'Price memory at 100,000',
  budgetP95Ms: 30,
  scaleBudgetP95Ms: 50,
  async cases(ctx) {
    const list = async (query: string) =>
      String(await ctx.scalar<string>(`select string_agg(x::text, ';') from (${query}) q(x)`)).split(';');
    const dealer = await ctx.scalar<number>(`select id from users where email = '${DEALER_EMAIL}'`);
    const quotedBy = (
      dealerId: number | string,
    ) => `select sr.part_id || ',' || coalesce(v.manufacturer_id, 0) || ',' || coalesce(v.model, '')
      from quotations q join quotation_rows qr on qr.quotation_id = q.id join submission_rows sr on sr.id = qr.submission_row_id
      join submissions s on s.id = q.submission_id join vehicles v on v.id = s.vehicle_id
      where q.dealer_id = ${dealerId} group by 1 order by count(*) desc, 1 limit 20`;
    const mine = await list(quotedBy(dealer));
    const benchDealer = await ctx.scalar<number>(
      `select min(id) from users where email like 'ricambista%@bench.example'`,
    );
    const theirs = await list(quotedBy(benchDealer));
    const benchEmail = await ctx.scalar<string>(`select email from users where id = ${benchDealer}`);
    const url = (id: number, picks: string[], i: number, withVehicle: boolean) => {
      const [part, manufacturer, model] = picks[i % picks.length].split(',');
      const query = new URLSearchParams({
        part_id: part,
        ...(withVehicle && manufacturer !== '0' ? { manufacturer_id: manufacturer, model } : {}),
      });
      return `${apiPath(routes.priceMemory, { dealerId: id })}?${query}`;
    };
    const cases: BenchCase[] = [
      { name: 'busiest dealer: part', as: DEALER_EMAIL, url: (i) => url(dealer, mine, i, false) },
      {
        name: 'busiest dealer: part, manufacturer and model',
        as: DEALER_EMAIL,
        url: (i) => url(dealer, mine, i, true),
      },
      {
        name: 'bench dealer: part, manufacturer and model',
        as: benchEmail,
        url: (i) => url(benchDealer, theirs, i, true),
      },
      {
        name: 'busiest dealer: a part never quoted',
        as: DEALER_EMAIL,
        url: () => `${apiPath(routes.priceMemory, { dealerId: dealer })}?part_id=999999`,
      },
    ];
    return cases;
  },
};

export default benchmark;
