import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../contract/entities/intelligence.js';
import { GAP_BANDS, gapBand } from '../../contract/entities/outcome.js';
import type { Quotation } from '../../contract/entities/quotation.js';
import { routes } from '../../contract/routes.js';
import { benchDealers } from '../server/inbox-support.js';
import {
  actors,
  call,
  DEALER,
  DEALER2,
  newRequest,
  notificationsOf,
  option,
  sendBody,
  type Actors,
} from '../server/quotations-fixtures.js';

/*
 * A losing dealer computed the winning total from its own total and gap_percent to within
 * 0.05% (list, detail, the "Preventivo non accettato" notification). docs/adr/0015-dealer-intelligence.md promises never the winner's
 * price: no answer to the losing dealer may let it compute the winner's total to within 2%.
 */

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

/** The half-width, relative to its middle, of the winners' totals a loser at `sent` cannot tell apart from `chosen`. */
function uncertainty(sent: number, chosen: number): number {
  const band = gapBand(sent, chosen, 3);
  const alike: number[] = [];
  for (let other = sent / 3; other <= sent * 3; other += sent / 10_000)
    if (gapBand(sent, other, 3) === band) alike.push(other);
  const [low, high] = [Math.min(...alike), Math.max(...alike)];
  return (high - low) / (high + low);
}

describe('the gap a losing dealer sees', () => {
  it('never pins the winner’s total down to within 2%, whatever the two totals', () => {
    for (const ratio of [0.7, 0.86, 0.9, 0.96, 1, 1.001, 1.04, 1.1, 1.14, 1.3]) {
      expect(uncertainty(100, 100 * ratio), `chosen = sent × ${ratio}`).toBeGreaterThan(0.02);
    }
  });

  it('is a band in the list, the notification and the statistics', async () => {
    // A dealer whose only quotation is this one: its statistics' mean gap would be that quotation's gap.
    const [loserDealer] = await benchDealers(a.t, ['privacy']);
    const request = await newRequest(a, 1);
    const send = async (dealer: { id: number; token: string }, net: number) => {
      const body = sendBody(request, dealer.id, {
        quotation_rows: JSON.stringify([option(request.submission_rows[0].id, { net_price: net })]),
      });
      const answer = await call(a.t, dealer.token, routes.quotationNew, {}, body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Quotation>();
    };
    const winner = await send({ id: DEALER, token: a.dealer }, 100);
    const loser = await send(loserDealer, 91.3);
    await send({ id: DEALER2, token: a.dealer2 }, 140);
    const accepted = await call(
      a.t,
      a.customer,
      routes.customerQuotationAccept,
      { id: winner.id },
      {
        payment_type: 'online',
        payment_method_id: 4,
        shipping_fee_chosen: 'flat',
        accepted_rows: [winner.quotation_rows[0].id],
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    const list = await call(a.t, loserDealer.token, routes.quotationList, {
      dealerId: loserDealer.id,
      filter: 'cancelled',
    });
    const seen = list.json<{ data: Quotation[] }>().data.find((q) => q.id === loser.id);
    expect(seen?.outcome).toEqual({ result: 'lost', rank: 1, quotes: 3, gap_band: 'below_5_15' });
    expect(list.body).not.toMatch(/gap_percent|-8\.7/);
    const notification = (await notificationsOf(a.t, loserDealer.id)).at(-1)?.text ?? '';
    expect(notification).toContain('Posizione 1 di 3 · tra il 5% e il 15% sotto il preventivo scelto.');
    expect(notification).not.toMatch(/8,7/);
    // (91.30 − 100) ÷ 100 = −8.7%: the statistics say the band's middle, −10.
    const stats = await call(a.t, loserDealer.token, routes.analytics, { dealerId: loserDealer.id });
    expect(stats.json<Analytics>().average_gap_percent).toBe(-10);
    expect(GAP_BANDS).toContain(seen?.outcome?.gap_band);
  });
});
