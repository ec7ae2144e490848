import { apiPath, routes } from '../contract/routes.js';
import { DEALER_EMAIL } from '../server/seed/index.js';
import type { Benchmark } from './support/types.js';

/**
 * The dealer's quotation lists at 30,000 quotations, now that every settled quotation carries its outcome (
 * rank and gap computed on read from the quotations of the same request).
 */
const benchmark: Benchmark = {
  title: 'Quotation lists with outcome',
  budgetP95Ms: 50,
  async cases(ctx) {
    const dealer = await ctx.scalar<number>(`select id from users where email = '${DEALER_EMAIL}'`);
    const cancelled = await ctx.scalar<number>(
      `select count(*)::int from quotations where dealer_id = ${dealer} and status = 'cancelled'`,
    );
    const list = (filter: 'pending' | 'accepted' | 'cancelled', page = 1) =>
      `${apiPath(routes.quotationList, { dealerId: dealer, filter })}?page=${page}`;
    return [
      { name: 'pending', as: DEALER_EMAIL, url: () => list('pending') },
      { name: 'accepted (won)', as: DEALER_EMAIL, url: () => list('accepted') },
      { name: 'cancelled (lost and expired)', as: DEALER_EMAIL, url: () => list('cancelled') },
      {
        name: 'cancelled, a deep page',
        as: DEALER_EMAIL,
        url: (i) => list('cancelled', 1 + ((i * 7) % Math.max(1, Math.floor(cancelled / 8)))),
      },
    ];
  },
};

export default benchmark;
