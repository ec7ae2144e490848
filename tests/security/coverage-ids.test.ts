import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { actors, call, DEALER, query, type Actors } from '../server/quotations-fixtures.js';

/*
 * Coverage ids were coerced with Number(): [true] was saved as Fiat (id 1), "1e1" as Citroën
 * (10) and "0x9" as Alfa Romeo (9). Every id goes through the contract's one strict Id schema now.
 */

let a: Actors;
beforeAll(async () => {
  a = await actors();
});
afterAll(async () => a?.t.close());

const saved = async () =>
  (
    await query<{ n: number }>(a.t, `select count(*)::int as n from dealer_manufacturers where dealer_id = ${DEALER}`)
  )[0].n;

describe('coverage/update', () => {
  it('refuses ids that are not ids (a boolean, exponent or hex text) with a 422, and saves nothing', async () => {
    const before = await saved();
    for (const id of [true, '1e1', '0x9', ' 7', '7.0', 1.5]) {
      const answer = await call(
        a.t,
        a.dealer,
        routes.coverageUpdate,
        { dealerId: DEALER },
        { manufacturers: [id], categories: [] },
      );
      expect(answer.statusCode, `${JSON.stringify(id)}: ${answer.body}`).toBe(422);
      expect(answer.json<{ errors: Record<string, string[]> }>().errors['manufacturers.0']).toEqual([errors.idInvalid]);
    }
    expect(await saved()).toBe(before);
  });

  it('still takes numbers, and decimal text where a URL carries an id', async () => {
    const answer = await call(
      a.t,
      a.dealer,
      routes.coverageUpdate,
      { dealerId: DEALER },
      { manufacturers: [1, '9'], categories: [] },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await saved()).toBe(2);
    expect(
      (await call(a.t, a.dealer, routes.coverageUpdate, { dealerId: DEALER }, { manufacturers: [], categories: [] }))
        .statusCode,
    ).toBe(200);
  });
});
